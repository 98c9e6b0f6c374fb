/**
 * The draw (docs/sweepstakes.md "The draw"), run by the sweepstakes job (sweepstakes.job.ts) on
 * each ended sweepstake. It commits once: its last transaction requires `draw == null`, and the prize payout's id
 * is fixed, so overlapping runs draw one winner.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { drawWinner, shortWinnerName, type DrawLine } from '@pilotmiles/core';
import { createPrizePayoutInTransaction, deliverPrizeNow, prizeReviewFor } from '../rewards';
import { db } from '../platform/firebase';
import { notificationsCol, userRef } from '../platform/paths';
import { drawListCol, entriesCol, seedRef, sweepstakeRef } from './paths';
import { noticeId, noticeIn, resultNotice, wonNotice } from './notices';
import { statusOf } from './view.service';

/** Longer than a draw takes; a run that dies leaves it for the next run after this. */
const LEASE_MS = 5 * 60_000;
const LIST_CHUNK = 10_000;
const NOTIFY_CHUNK = 200;

export type DrawResult = 'drawn' | 'no-entries' | 'skipped';

/** Takes the draw: moves the sweepstake to `drawing` (closing entries) under a lease. */
async function takeDraw(id: string, now: Date): Promise<DocumentData | null> {
  const ref = sweepstakeRef(id);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const d = snap.data();
    if (!d || d.draw || statusOf(d, now) !== 'drawing') return null;
    if (d.status === 'drawing' && ((d.drawing_lease_until as Timestamp | null)?.toMillis() ?? 0) > now.getTime()) return null;
    tx.update(ref, { status: 'drawing', drawing_lease_until: Timestamp.fromMillis(now.getTime() + LEASE_MS), updated_at: Timestamp.fromDate(now) });
    return d;
  });
}

/** Draws one ended sweepstake (or finds it already drawn). */
export async function drawSweepstake(id: string, now = new Date()): Promise<DrawResult> {
  const taken = await takeDraw(id, now);
  if (!taken) return 'skipped';
  const ref = sweepstakeRef(id);

  // Entries are closed: every entry transaction reads the sweepstake, so none commits after `drawing`.
  const [entries, seedSnap] = await Promise.all([entriesCol(id).get(), seedRef(id).get()]);
  const seed: string = seedSnap.get('seed');
  const lines: DrawLine[] = entries.docs.map((e) => ({ public_id: e.get('public_id'), entries: e.get('entries') ?? 0 }));
  const outcome = drawWinner(seed, lines);
  const winnerEntry = entries.docs.find((e) => e.get('public_id') === outcome.winner_public_id) ?? null;

  const listed = lines.filter((l) => l.entries > 0).sort((a, b) => (a.public_id < b.public_id ? -1 : 1));
  const batch = db.batch();
  for (let i = 0; i * LIST_CHUNK < listed.length; i++)
    batch.set(drawListCol(id).doc(String(i).padStart(3, '0')), { lines: listed.slice(i * LIST_CHUNK, (i + 1) * LIST_CHUNK) });
  await batch.commit();

  const review = winnerEntry ? await prizeReviewFor(winnerEntry.id, now) : null;
  const committed = await db.runTransaction(async (tx) => {
    const [snap, winner] = await tx.getAll(ref, userRef(winnerEntry?.id ?? '_none'));
    const d = snap.data();
    if (!d || d.draw || d.status !== 'drawing') return null;
    const winnerName = winnerEntry ? shortWinnerName(winner.get('full_name') || winner.get('display_name') || winnerEntry.get('display_name')) : null;
    const prize = winnerEntry && winner.exists
      ? createPrizePayoutInTransaction(tx, winner, { sweepstakeId: id, title: d.title, valueUsd: d.value, imageUrl: d.image_url }, review!, now)
      : null;
    tx.update(ref, {
      status: 'completed',
      draw: {
        seed,
        seed_hash: d.seed_hash,
        ...outcome,
        winner_name: winnerName,
        drawn_at: Timestamp.fromDate(now),
      },
      winner_uid: winnerEntry?.id ?? null,
      winner_payout_id: prize?.id ?? null,
      drawing_lease_until: null,
      updated_at: Timestamp.fromDate(now),
    });
    if (winnerEntry && winner.exists) noticeIn(tx, winnerEntry.id, winner.get('email') ?? null, wonNotice(id, d.title, d.value), now);
    return { prize, title: d.title as string, winnerName };
  });
  if (!committed) return 'skipped';
  if (committed.prize?.approved) await deliverPrizeNow(committed.prize.id, now);

  await notifyEntrants(id, committed.title, committed.winnerName, winnerEntry?.id ?? null, now);
  return winnerEntry ? 'drawn' : 'no-entries';
}

/** Tells every other entrant the result, once each (a rerun skips the ones already told). */
export async function notifyEntrants(id: string, title: string, winnerName: string | null, winnerUid: string | null, now: Date): Promise<void> {
  const entries = (await entriesCol(id).get()).docs.filter((e) => e.id !== winnerUid);
  for (let i = 0; i < entries.length; i += NOTIFY_CHUNK) {
    const chunk = entries.slice(i, i + NOTIFY_CHUNK);
    const sent = await db.getAll(...chunk.map((e) => notificationsCol(e.id).doc(noticeId(id, 'result'))));
    const batch = db.batch();
    chunk.forEach((e, j) => {
      if (!sent[j]!.exists) noticeIn(batch, e.id, e.get('email') ?? null, resultNotice(id, title, winnerName, e.get('entries') ?? 0), now);
    });
    await batch.commit();
  }
  await sweepstakeRef(id).update({ notified: true });
}
