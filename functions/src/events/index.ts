/** Analytics events (SPEC §7 Events). */
export { eventsRouter } from './events.router';
export { serviceRouter } from './service.router';
export { runEventsRetention } from './events.service';
