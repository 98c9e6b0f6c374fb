/** The staff area's API: dashboards and configuration, every call behind the admin claim. */
export { adminRouter } from './admin.router';
export { staffUsersRouter } from './members.router';
export { setAdmin } from './admins.service';
