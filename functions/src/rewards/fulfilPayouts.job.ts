/**
 * fulfilPayouts, every 5 minutes: the sweep behind the fulfilment queue (docs/rewards.md). An
 * approved or processing payout whose next step has been due for a while (`GRACE_MS`: its task
 * would have run it) lost its task (an enqueue that failed, a task that gave up): it is enqueued
 * again, once per sweep slot. A step run twice does nothing twice (the payout's lease and due time).
 * Bounded per run: the rest waits for the next run.
 */
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { enqueueFulfilment } from './fulfilment.queue';
import { payoutsCol } from './paths';

/** Payouts read per page, and pages per run (3,000 steps every 5 minutes). */
export const sweep = { page: 300, pages: 10 };
/** How long a step stays due before the sweep takes it for lost. */
export const GRACE_MS = 2 * 60_000;
const SLOT_MS = 5 * 60_000;

export interface FulfilmentSweep {
  enqueued: number;
}

export async function runPayoutFulfilment(now = new Date()): Promise<FulfilmentSweep> {
  const run: FulfilmentSweep = { enqueued: 0 };
  let after: DocumentSnapshot | null = null;
  for (let page = 0; page < sweep.pages; page++) {
    let query = payoutsCol()
      .where('status', 'in', ['approved', 'processing'])
      .where('next_attempt_at', '<=', Timestamp.fromMillis(now.getTime() - GRACE_MS))
      .orderBy('next_attempt_at')
      .limit(sweep.page);
    if (after) query = query.startAfter(after);
    const due = await query.get();
    const slot = Math.floor(now.getTime() / SLOT_MS);
    await Promise.all(due.docs.map((doc) => enqueueFulfilment(doc.id, doc.get('next_attempt_at') as Timestamp, slot)));
    run.enqueued += due.size;
    if (due.size < sweep.page) break;
    after = due.docs[due.docs.length - 1]!;
  }
  return run;
}
