/** The hold job as it runs deployed: the scheduled run, then the page tasks it enqueued. */
import { confirmDueConversions, confirmPageQueue } from '../../src/conversions';
import { runQueuedTasks } from '../../src/platform/tasks';

export async function runHoldJob(now: Date) {
  const run = await confirmDueConversions(now);
  const tasks = await runQueuedTasks({ queue: confirmPageQueue.name });
  return { ...run, tasks };
}
