/**
 * Work off the request path: a task queue per kind of work, dispatched by Cloud Tasks to a
 * task-queue function (`onTaskDispatched` in index.ts, which runs the queue's handler). Deployed
 * and in the Functions emulator (which runs firebase-tools' Cloud Tasks emulator beside it), a task
 * is enqueued through the Admin SDK. In-process (the API tests, scripts and benches that run the
 * app without the Functions emulator) the queue is held in memory: the API tests run it with
 * `runQueuedTasks`, anything else runs it in the background as the emulator would.
 *
 * A task id makes enqueueing idempotent (Cloud Tasks refuses an id it has seen, and so does the
 * local queue), so a retried request or page enqueues its work once; a handler must still be safe
 * to run twice (Cloud Tasks delivers at least once).
 */
import { getFunctions } from 'firebase-admin/functions';
import { logger } from 'firebase-functions';
import { inEmulator } from './runtime';

export const TASKS_REGION = 'us-central1';

export interface EnqueueOptions {
  /** Deduplication: a task with an id already used is not enqueued again. Letters, digits, - and _. */
  id?: string;
  /** Run no earlier than this many seconds from now. */
  delaySeconds?: number;
}

export interface TaskQueue<T> {
  readonly name: string;
  /** What the task-queue function runs for each task. */
  readonly handle: (payload: T) => Promise<void>;
  enqueue(payload: T, options?: EnqueueOptions): Promise<void>;
}

/** A task id Cloud Tasks accepts (letters, digits, - and _, at most 500): other characters become _. */
export const taskId = (...parts: (string | number)[]): string =>
  parts
    .map(String)
    .join('-')
    .replace(/[^A-Za-z0-9_-]/g, '_')
    .slice(0, 500);

interface LocalTask {
  queue: string;
  payload: unknown;
  dueAt: number;
  attempts: number;
}

/** How the in-process queue runs: 'background' as the emulator would, 'manual' for the API tests. */
export const localTasks = {
  mode: (process.env.PM_LOCAL_TASKS === 'manual' ? 'manual' : 'background') as 'background' | 'manual',
  /** Attempts before a task that keeps throwing is dropped (Cloud Tasks' maxAttempts). */
  maxAttempts: 3,
};

const handlers = new Map<string, (payload: unknown) => Promise<void>>();
const pending: LocalTask[] = [];
const usedIds = new Set<string>();
let scheduled = false;

/** Deployed, or in the Functions emulator with its Cloud Tasks emulator: the Admin SDK's queue. */
const viaCloudTasks = () => !inEmulator() || Boolean(process.env.CLOUD_TASKS_EMULATOR_HOST);

function scheduleBackground() {
  if (scheduled || localTasks.mode !== 'background') return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    void runQueuedTasks().then(() => pending.length && scheduleBackground());
  }, 50).unref();
}

function enqueueLocally(queue: string, payload: unknown, options: EnqueueOptions = {}) {
  if (options.id) {
    const key = `${queue}/${options.id}`;
    if (usedIds.has(key)) return;
    usedIds.add(key);
  }
  pending.push({ queue, payload, dueAt: Date.now() + (options.delaySeconds ?? 0) * 1000, attempts: 0 });
  scheduleBackground();
}

/** True when Cloud Tasks refused a task because its id was used: the work is already queued or done. */
const alreadyQueued = (err: unknown) => (err as { code?: string }).code === 'functions/task-already-exists';

export function defineTaskQueue<T>(name: string, handle: (payload: T) => Promise<void>): TaskQueue<T> {
  handlers.set(name, handle as (payload: unknown) => Promise<void>);
  const enqueue = async (payload: T, options: EnqueueOptions = {}) => {
    if (!viaCloudTasks()) return enqueueLocally(name, payload, options);
    const queue = getFunctions().taskQueue<Record<string, unknown>>(`locations/${TASKS_REGION}/functions/${name}`);
    try {
      await queue.enqueue(payload as Record<string, unknown>, {
        ...(options.id ? { id: options.id } : {}),
        ...(options.delaySeconds ? { scheduleDelaySeconds: Math.ceil(options.delaySeconds) } : {}),
      });
    } catch (err) {
      if (!alreadyQueued(err)) throw err;
    }
  };
  return { name, handle, enqueue };
}

export interface QueuedTasksRun {
  ran: number;
  failed: number;
}

/**
 * In-process only: runs the queued tasks that are due by `until` (and the ones they enqueue), as
 * Cloud Tasks would dispatch them; a task that throws is tried again up to `maxAttempts`. Returns
 * how many ran. `queue` limits the run to one queue.
 */
export async function runQueuedTasks(options: { until?: Date; queue?: string } = {}): Promise<QueuedTasksRun> {
  const run: QueuedTasksRun = { ran: 0, failed: 0 };
  for (;;) {
    const until = options.until?.getTime() ?? Date.now();
    const due = pending.filter((t) => t.dueAt <= until && (!options.queue || t.queue === options.queue));
    if (!due.length) return run;
    for (const task of due) pending.splice(pending.indexOf(task), 1);
    await Promise.all(
      due.map(async (task) => {
        try {
          await handlers.get(task.queue)!(task.payload);
          run.ran += 1;
        } catch (err) {
          task.attempts += 1;
          run.failed += 1;
          if (task.attempts < localTasks.maxAttempts) pending.push(task);
          else logger.error(`tasks: ${task.queue} gave up after ${task.attempts} attempts`, err);
        }
      }),
    );
  }
}

/** In-process only: the tasks still waiting, per queue (tests assert what a call enqueued). */
export function queuedTasks(queue?: string): unknown[] {
  return pending.filter((t) => !queue || t.queue === queue).map((t) => t.payload);
}

/** In-process only: drops a queue's waiting tasks, as if they were lost (tests of the sweeps that catch that). */
export function loseQueuedTasks(queue: string): number {
  const lost = pending.filter((t) => t.queue === queue);
  for (const task of lost) pending.splice(pending.indexOf(task), 1);
  return lost.length;
}
