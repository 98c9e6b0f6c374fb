/** Analytics events (SPEC §7 Events). */
export { eventsRouter } from './events.router';
