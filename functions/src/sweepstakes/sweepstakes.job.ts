/**
 * sweepstakesJob, every minute (docs/sweepstakes.md), under its lease (platform/jobLog.ts): opens
 * published sweepstakes at their start, starts the draw of ended ones, and takes over paged work
 * (a draw, result notices, a cancel's refunds) whose chain stalled. The work over entrants runs in
 * task queues (chain.ts), so a run does a bounded amount: a few queries of at most `JOB_LIMIT`
 * sweepstakes, a transaction and an enqueue each.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { sweepstakesCol } from './paths';
import { drawSweepstake } from './draw.service';
import { notifyChain } from './notify.service';
import { refundChain } from './refunds.service';
import { statusOf } from './view.service';

/** Sweepstakes per query per run: more than ever end in one minute; the rest wait for the next run. */
const JOB_LIMIT = 50;

export interface JobSummary {
  opened: number;
  /** Draws started or taken over. */
  drawn: number;
  /** Stalled notices or refunds taken over. */
  resumed: number;
}

/** One pass over what time has moved. */
export async function runSweepstakesJob(now = new Date()): Promise<JobSummary> {
  const at = Timestamp.fromDate(now);
  const summary: JobSummary = { opened: 0, drawn: 0, resumed: 0 };

  const opening = await sweepstakesCol().where('status', '==', 'scheduled').where('start_date', '<=', at).limit(JOB_LIMIT).get();
  for (const doc of opening.docs) {
    const opened = await db.runTransaction(async (tx) => {
      const snap = await tx.get(doc.ref);
      if (snap.get('status') !== 'scheduled' || statusOf(snap.data()!, now) !== 'active') return false;
      tx.update(doc.ref, { status: 'active', updated_at: at });
      return true;
    });
    if (opened) summary.opened++;
  }

  const due = await sweepstakesCol().where('status', 'in', ['scheduled', 'active', 'drawing']).where('end_date', '<=', at).limit(JOB_LIMIT).get();
  for (const doc of due.docs) if ((await drawSweepstake(doc.id, now)) !== 'skipped') summary.drawn++;

  // Chains still running hold their lease and are left alone; a stalled one continues from its page.
  const untold = await sweepstakesCol().where('status', '==', 'completed').where('notified', '==', false).limit(JOB_LIMIT).get();
  for (const doc of untold.docs) if (await notifyChain.resume(doc.id, now)) summary.resumed++;
  const refunding = await sweepstakesCol().where('status', '==', 'cancelled').where('refunds.pending', '==', true).limit(JOB_LIMIT).get();
  for (const doc of refunding.docs) if (await refundChain.resume(doc.id, now)) summary.resumed++;
  return summary;
}
