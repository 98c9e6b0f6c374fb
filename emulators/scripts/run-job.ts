/**
 * Runs a scheduled job's handler once, now: `npm run job -- streakReminders`.
 * The emulator suite does not fire scheduled functions by itself, so this is how to run them locally;
 * the tasks the job enqueues run in this process too (functions/src/platform/tasks.ts).
 */
import {
  confirmDueConversions,
  runCjCommissionSync,
  runEventsRetention,
  runOfferSync,
  runPayoutFulfilment,
  runStreakReminders,
  runQueuedTasks,
  runSweepstakesJob,
} from '../../functions/src/forScripts';

/** By the deployed function's name (functions/src/index.ts). */
const JOBS: Record<string, () => Promise<unknown>> = {
  streakReminders: () => runStreakReminders(),
  offerSync: () => runOfferSync(),
  confirmConversions: () => confirmDueConversions(),
  fulfilPayouts: () => runPayoutFulfilment(),
  sweepstakesJob: () => runSweepstakesJob(),
  eventsRetention: () => runEventsRetention(),
  cjCommissionSync: () => runCjCommissionSync(),
};

const name = process.argv[2] ?? '';
const job = JOBS[name];
if (!job) {
  console.error(`usage: npm run job -- <${Object.keys(JOBS).join('|')}>`);
  process.exit(2);
}
console.log(`${name}:`, JSON.stringify(await job()));
// The pages and steps it enqueued, here in this process (a task queued for later is left).
console.log('tasks:', JSON.stringify(await runQueuedTasks()));
process.exit(0);
