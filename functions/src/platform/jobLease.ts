/**
 * A lease per scheduled job (jobLeases/{job}): a run takes it before working and gives it back
 * when done, so two runs of one job never overlap (a slow run and the next tick, or a retried
 * tick). A run that dies keeps the lease until it expires, then the next run takes over; jobs are
 * written to resume where a run stopped (what they did is in the documents they moved).
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from './firebase';

const leaseRef = (job: string) => db.collection('jobLeases').doc(job);

/** Takes the job's lease for `ttlMs` (the function's timeout): its holder id, or null when another run holds it. */
export async function takeJobLease(job: string, ttlMs: number, now = new Date()): Promise<string | null> {
  const holder = randomUUID();
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(leaseRef(job));
    if (((snap.get('until') as Timestamp | undefined)?.toMillis() ?? 0) > now.getTime()) return null;
    tx.set(leaseRef(job), { holder, until: Timestamp.fromMillis(now.getTime() + ttlMs), taken_at: Timestamp.fromDate(now) });
    return holder;
  });
}

/** Gives the lease back, if this run still holds it. */
export async function releaseJobLease(job: string, holder: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(leaseRef(job));
    if (snap.get('holder') === holder) tx.update(leaseRef(job), { until: Timestamp.fromMillis(0) });
  });
}

/** Runs `run` under the job's lease; 'overlapping' (and nothing run) while another run holds it. */
export async function withJobLease<T>(job: string, ttlMs: number, run: () => Promise<T>): Promise<T | 'overlapping'> {
  const holder = await takeJobLease(job, ttlMs);
  if (!holder) return 'overlapping';
  try {
    return await run();
  } finally {
    await releaseJobLease(job, holder);
  }
}
