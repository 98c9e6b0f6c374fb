/** The hold job as it runs deployed: the scheduled run, then the page tasks it enqueued. */
import { mkdir, rmdir } from 'node:fs/promises';
import { confirmDueConversions, confirmPageQueue } from '../../src/conversions';
import { runQueuedTasks } from '../../src/platform/tasks';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` while no other test file runs the hold job. The job's query is global (every
 * pending conversion released by its date) on the emulator the files share: a run in one file
 * confirms the held conversions of another running beside it, and confirmConversions.test.ts
 * checks which of its own a bounded run left pending. A directory is the lock (made atomically),
 * one per run (test/support/globalSetup.ts).
 */
export async function withHoldJobLock<T>(work: () => Promise<T>): Promise<T> {
  const lock = process.env.PM_HOLD_JOB_LOCK;
  if (!lock)
    throw new Error('PM_HOLD_JOB_LOCK is not set: run the API tests through vitest (test/support/globalSetup.ts)');
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (err) {
      if ((err as { code?: string }).code !== 'EEXIST') throw err;
      await sleep(50);
    }
  }
  try {
    return await work();
  } finally {
    await rmdir(lock);
  }
}

async function holdJobRun(now: Date) {
  const run = await confirmDueConversions(now);
  const tasks = await runQueuedTasks({ queue: confirmPageQueue.name });
  return { ...run, tasks };
}

export const runHoldJob = (now: Date) => withHoldJobLock(() => holdJobRun(now));

/** Two runs of the job at once (a retried tick), both inside one hold of the lock. */
export const runHoldJobTwiceAtOnce = (now: Date) =>
  withHoldJobLock(() => Promise.all([holdJobRun(now), holdJobRun(now)]));
