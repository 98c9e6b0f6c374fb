/** Analytics events (docs/api.md "Analytics"). */
export { eventsRouter } from './events.router';
export { serviceRouter } from './service.router';
export { runEventsRetention } from './eventsRetention.job';
// The eventsTally task-queue function (functions/src/index.ts) runs this queue.
export { eventsTallyQueue } from './tally.queue';
