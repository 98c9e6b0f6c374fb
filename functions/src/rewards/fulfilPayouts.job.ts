/**
 * fulfilPayouts, every 5 minutes: the fulfilment job (docs/rewards.md). Every approved or
 * processing payout whose next attempt is due goes through `fulfilPayout`, so overlapping runs
 * and a request fulfilling at the same moment order nothing twice; one that throws is logged and
 * left for the next run.
 */
import { logger } from 'firebase-functions';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { fulfilPayout } from './fulfilment.service';
import { payoutsCol } from './paths';

/** Payouts the job looks at per page. */
const JOB_PAGE = 100;

export interface FulfilmentRun {
  fulfilled: number;
  processing: number;
  retrying: number;
  failed: number;
}

export async function runPayoutFulfilment(now = new Date()): Promise<FulfilmentRun> {
  const run: FulfilmentRun = { fulfilled: 0, processing: 0, retrying: 0, failed: 0 };
  let after: DocumentSnapshot | null = null;
  for (;;) {
    let query = payoutsCol()
      .where('status', 'in', ['approved', 'processing'])
      .where('next_attempt_at', '<=', Timestamp.fromDate(now))
      .orderBy('next_attempt_at')
      .limit(JOB_PAGE);
    if (after) query = query.startAfter(after);
    const due = await query.get();
    for (const doc of due.docs) {
      try {
        const result = await fulfilPayout(doc.id, now);
        if (result !== 'skipped') run[result] += 1;
      } catch (err) {
        logger.error(`rewards: could not fulfil payout ${doc.id}`, err);
      }
    }
    if (due.size < JOB_PAGE) return run;
    after = due.docs[due.docs.length - 1]!;
  }
}
