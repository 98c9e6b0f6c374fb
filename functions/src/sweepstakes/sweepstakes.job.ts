/**
 * sweepstakesJob, every minute (docs/sweepstakes.md): opens published sweepstakes at their start,
 * draws ended ones (draw.service.ts), and finishes what a run cut short left: untold entrants and
 * cancelled sweepstakes' refunds.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { sweepstakesCol } from './paths';
import { drawSweepstake, notifyEntrants } from './draw.service';
import { refundEntrants } from './refunds.service';
import { statusOf } from './view.service';

export interface JobSummary {
  opened: number;
  drawn: number;
  refunded: number;
}

/** One pass over what time has moved. */
export async function runSweepstakesJob(now = new Date()): Promise<JobSummary> {
  const at = Timestamp.fromDate(now);
  const summary: JobSummary = { opened: 0, drawn: 0, refunded: 0 };

  const opening = await sweepstakesCol().where('status', '==', 'scheduled').where('start_date', '<=', at).get();
  for (const doc of opening.docs) {
    const opened = await db.runTransaction(async (tx) => {
      const snap = await tx.get(doc.ref);
      if (snap.get('status') !== 'scheduled' || statusOf(snap.data()!, now) !== 'active') return false;
      tx.update(doc.ref, { status: 'active', updated_at: at });
      return true;
    });
    if (opened) summary.opened++;
  }

  const due = await sweepstakesCol().where('status', 'in', ['scheduled', 'active', 'drawing']).where('end_date', '<=', at).get();
  for (const doc of due.docs) if ((await drawSweepstake(doc.id, now)) !== 'skipped') summary.drawn++;

  // A run cut short after the draw left some entrants untold; one cut short in refunds, some unpaid.
  const untold = await sweepstakesCol().where('status', '==', 'completed').where('notified', '==', false).get();
  for (const doc of untold.docs) await notifyEntrants(doc.id, doc.get('title'), doc.get('draw.winner_name') ?? null, doc.get('winner_uid') ?? null, now);
  const refunding = await sweepstakesCol().where('status', '==', 'cancelled').where('refunds.pending', '==', true).get();
  for (const doc of refunding.docs) summary.refunded += await refundEntrants(doc.id, now);
  return summary;
}
