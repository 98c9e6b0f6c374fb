/**
 * The hold job's pages (confirmConversions.job.ts): a task per page of due conversion ids, run by
 * the confirmConversionPage task-queue function. Each conversion goes through `applyReport`, so
 * one that a postback or staff moved meanwhile is left alone, and a task delivered twice credits
 * nothing twice. One that fails (its member deleted, say) is logged and skipped, so it cannot hold
 * up its page; the job enqueues it again in a later page.
 *
 * A page's task id is its ids (hashed) and the hour of the run: runs of the same hour (a retried
 * or overlapping run, the next tick while the tasks still wait) enqueue the same page once, and a
 * conversion left pending (a failure) is tried again the next hour, when Cloud Tasks also lets an
 * id be reused.
 */
import { createHash } from 'node:crypto';
import { logger } from 'firebase-functions';
import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { runLogged } from '../platform/jobLog';
import { conversionsCol } from '../platform/paths';
import { defineTaskQueue, taskId } from '../platform/tasks';
import { applyReport } from './engine';

export interface ConfirmPage {
  ids: string[];
  /** The run's time (ISO): what was due then is confirmed, not before. */
  now: string;
}

const HOUR_MS = 60 * 60 * 1000;

/** The page's task id: the run's hour and a digest of its ids (a page of ids is far too long for an id). */
export function confirmPageTaskId(ids: readonly string[], now: Date): string {
  const digest = createHash('sha256').update([...ids].sort().join('\n')).digest('hex').slice(0, 32);
  return taskId('confirm', Math.floor(now.getTime() / HOUR_MS), digest);
}

export async function enqueueConfirmPage(ids: string[], now: Date): Promise<void> {
  await confirmPageQueue.enqueue({ ids, now: now.toISOString() }, { id: confirmPageTaskId(ids, now) });
}

/** Still pending and due at `at`: the page was read a moment (or, after retries, a while) ago. */
function due(snap: DocumentSnapshot, at: Date): boolean {
  const release = snap.get('release_at') as Timestamp | null | undefined;
  return snap.get('status') === 'pending' && !!release && release.toMillis() <= at.getTime();
}

/** Credits the page's conversions that are still due, one by one; `skipped`: done or moved meanwhile. */
export async function confirmPage({ ids, now }: ConfirmPage): Promise<{ confirmed: number; failed: number; skipped: number }> {
  // Never before the run's time (tests run the job ahead of the clock), and as of now when later.
  const at = new Date(Math.max(Date.now(), Date.parse(now)));
  const result = { confirmed: 0, failed: 0, skipped: 0 };
  if (!ids.length) return result;
  // One read of the page skips, without a transaction each, what is done (a page delivered again).
  const snaps = await db.getAll(...ids.map((id) => conversionsCol().doc(id)));
  for (const snap of snaps) {
    if (!due(snap, at)) {
      result.skipped += 1;
      continue;
    }
    try {
      const report = await applyReport(snap.id, { status: 'approved', payoutUsd: null }, { by: 'job' }, { now: at });
      if (report.outcome === 'credited') result.confirmed += 1;
      else result.skipped += 1;
    } catch (err) {
      result.failed += 1;
      logger.error(`conversions: could not confirm conversion ${snap.id}`, err);
    }
  }
  return result;
}

export const confirmPageQueue = defineTaskQueue<ConfirmPage>('confirmConversionPage', (page) =>
  runLogged('confirmConversionPage', () => confirmPage(page), { leaseMs: 0 }),
);
