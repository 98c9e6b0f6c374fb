/** In-app notifications of a member (e.g. streak reminders written by the daily jobs). */
export { notificationsRouter } from './notifications.router';
