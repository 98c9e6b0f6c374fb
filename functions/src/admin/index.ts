/** The staff area's API: dashboards and configuration, every call behind the admin claim. */
export { adminRouter } from './admin.router';
export { staffUsersRouter } from './members.router';
export { setAdmin } from './admins.service';
// The task queue that sends a staff broadcast a page at a time (wired in index.ts).
export { pushBroadcastPages } from './pushBroadcasts.service';
