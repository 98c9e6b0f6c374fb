/**
 * Ordering off the request path: a redemption, a staff approval or retry, or a drawn prize commits
 * its payout and enqueues its next fulfilment step here; the `fulfilPayout` task-queue function
 * runs it (fulfilment.service.ts: order it, or read a processing order back), and enqueues the
 * next step when the payout is retrying or processing. The member's screen follows the payout
 * document live.
 *
 * A step's task id is the payout and the time the step is due (its `next_attempt_at`), so the
 * request, staff and the fulfilPayouts sweep (fulfilPayouts.job.ts, for anything a lost task
 * left) enqueue each step once. The payout's lease and the provider's idempotency on our payout id
 * keep a task delivered twice from ordering twice. The queue's own retries (index.ts) cover a
 * handler that crashed; the provider's transient failures keep our schedule (RETRY_DELAYS_MS),
 * since the last attempt asks the provider before failing a payout.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { defineTaskQueue, taskId } from '../platform/tasks';
import { fulfilPayout } from './fulfilment.service';
import { payoutsCol } from './paths';

export interface PayoutStep {
  payoutId: string;
  /** When the step is due (ms since the epoch): its next_attempt_at. */
  dueMs: number;
}

const toMs = (at: Date | Timestamp) => (at instanceof Date ? at.getTime() : at.toMillis());

/**
 * Enqueues the payout's step due at `dueAt`, at most once per payout and due time; the sweep
 * passes its run's slot, since Cloud Tasks keeps a used id for a while after its task ran or gave up.
 */
export async function enqueueFulfilment(payoutId: string, dueAt: Date | Timestamp, sweepSlot?: number): Promise<void> {
  const dueMs = toMs(dueAt);
  // A second late rather than early: a step run before its time finds the payout not yet due.
  const delaySeconds = Math.max(0, Math.ceil((dueMs - Date.now()) / 1000) + (dueMs > Date.now() ? 1 : 0));
  const id = sweepSlot === undefined ? taskId('payout', payoutId, dueMs) : taskId('payout', payoutId, dueMs, 'sweep', sweepSlot);
  await fulfilmentQueue.enqueue({ payoutId, dueMs }, { id, delaySeconds });
}

/** The step as of its due time (a task never runs early by design; this also lets tests run a later step). */
async function runStep({ payoutId, dueMs }: PayoutStep): Promise<void> {
  const result = await fulfilPayout(payoutId, new Date(Math.max(Date.now(), dueMs)));
  if (result !== 'retrying' && result !== 'processing') return;
  const next = (await payoutsCol().doc(payoutId).get()).get('next_attempt_at') as Timestamp | null;
  if (next) await enqueueFulfilment(payoutId, next);
}

export const fulfilmentQueue = defineTaskQueue<PayoutStep>('fulfilPayout', runStep);
