/** Analytics events (docs/api.md "Analytics"). */
export { eventsRouter } from './events.router';
export { serviceRouter } from './service.router';
export { runEventsRetention } from './events.service';
