/**
 * The draw (docs/sweepstakes.md "The draw"). The sweepstakes job only starts it (`drawSweepstake`:
 * status `drawing`, which closes entries); the `sweepstakesDraw` task queue then pages through the
 * entries in public-id order, one page per task: each page becomes one published chunk of the list
 * and moves the list's running hash and totals on (chain.ts). After the last page the same task
 * computes the ticket, finds the winner's chunk and commits the draw once: its transaction requires
 * `draw == null`, and the prize payout's id is fixed, so overlapping or retried tasks draw one winner.
 */
import { Timestamp, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { LIST_HASH_START, addToListHash, drawTicket, listHashOf, shortWinnerName, type DrawLine, type ListHashState } from '@pilotmiles/core';
import { createPrizePayoutInTransaction, deliverPrizeNow, prizeReviewFor } from '../rewards';
import { db } from '../platform/firebase';
import { userRef } from '../platform/paths';
import { chainRef, drawListCol, entriesCol, seedRef, sweepstakeRef } from './paths';
import { defineChain, type ChainTask } from './chain';
import { noticeIn, wonNotice } from './notices';
import { notifyChain } from './notify.service';
import { forgetLiveSweepstakes, statusOf } from './view.service';

/** Entrants per draw task: one chunk of the published list (about 40 KB), one small commit. Tests lower it. */
export const drawPaging = { pageSize: 1_000 };

/** 'started': the draw's first page is queued (or a stalled draw taken over); 'skipped': not due, drawn, or running. */
export type DrawResult = 'started' | 'skipped';

/** Chunk ids sort as pages do (drawProof reads them in id order). */
const chunkId = (page: number) => String(page).padStart(6, '0');

async function drawPage(task: ChainTask, s: DocumentData) {
  let q = entriesCol(task.id).orderBy('public_id').limit(drawPaging.pageSize);
  if (s.after) q = q.startAfter(s.after);
  const page = await q.get();
  // Firestore orders these hex ids as the list does (byte order = JS string order for ASCII).
  const lines: DrawLine[] = page.docs
    .map((e) => ({ public_id: e.get('public_id') as string, entries: (e.get('entries') as number) ?? 0 }))
    .filter((l) => l.entries > 0);
  const entries = lines.reduce((n, l) => n + l.entries, 0);
  const from = s.total_entries as number;
  return {
    last: page.size < drawPaging.pageSize,
    state: {
      after: page.docs.length ? page.docs[page.docs.length - 1]!.get('public_id') : s.after,
      hash: addToListHash(s.hash as ListHashState, lines),
      total_entries: from + entries,
      entrants: (s.entrants as number) + lines.length,
    },
    // from_entry: the list position of the chunk's first entry, so the winner's chunk is one query.
    write: lines.length ? (tx: Transaction) => tx.set(drawListCol(task.id).doc(chunkId(task.page)), { lines, from_entry: from }) : undefined,
  };
}

/** The winning line: the chunk covering the ticket, then the line within it. */
async function winnerAt(id: string, ticket: number): Promise<string> {
  const chunk = (await drawListCol(id).where('from_entry', '<=', ticket).orderBy('from_entry', 'desc').limit(1).get()).docs[0]!;
  let covered: number = chunk.get('from_entry');
  return (chunk.get('lines') as DrawLine[]).find((l) => (covered += l.entries) > ticket)!.public_id;
}

/** After the last page: the ticket, the winner, the prize and the notices; once however often it runs. */
async function finishDraw(id: string, s: DocumentData) {
  const ref = sweepstakeRef(id);
  const d = (await ref.get()).data();
  if (!d || d.draw || d.status !== 'drawing') return;
  const seed: string = (await seedRef(id).get()).get('seed');
  const total = s.total_entries as number;
  const entriesHash = listHashOf(s.hash as ListHashState);
  const ticket = total ? drawTicket(seed, entriesHash, total) : 0;
  const winnerPublicId = total ? await winnerAt(id, ticket) : null;
  const winnerEntry = winnerPublicId ? (await entriesCol(id).where('public_id', '==', winnerPublicId).limit(1).get()).docs[0]! : null;
  const now = new Date();

  const review = winnerEntry ? await prizeReviewFor() : null;
  const committed = await db.runTransaction(async (tx) => {
    const [snap, winner] = await tx.getAll(ref, userRef(winnerEntry?.id ?? '_none'));
    const cur = snap.data();
    if (!cur || cur.draw || cur.status !== 'drawing') return null;
    const winnerName = winnerEntry ? shortWinnerName(winner.get('full_name') || winner.get('display_name') || winnerEntry.get('display_name')) : null;
    const prize = winnerEntry && winner.exists
      ? createPrizePayoutInTransaction(tx, winner, { sweepstakeId: id, title: cur.title, valueUsd: cur.value, imageUrl: cur.image_url }, review!, now)
      : null;
    tx.update(ref, {
      status: 'completed',
      draw: {
        seed,
        seed_hash: cur.seed_hash,
        entries_hash: entriesHash,
        total_entries: total,
        entrants: s.entrants,
        ticket,
        winner_public_id: winnerPublicId,
        winner_name: winnerName,
        drawn_at: Timestamp.fromDate(now),
      },
      winner_uid: winnerEntry?.id ?? null,
      winner_payout_id: prize?.id ?? null,
      updated_at: Timestamp.fromDate(now),
    });
    if (winnerEntry && winner.exists) noticeIn(tx, winnerEntry.id, winner.get('email') ?? null, wonNotice(id, cur.title, cur.value), now);
    notifyChain.startIn(tx, id, now);
    return { prize };
  });
  if (!committed) return;
  forgetLiveSweepstakes();
  if (committed.prize?.approved) await deliverPrizeNow(committed.prize.id, now);
  await notifyChain.kick(id);
}

export const drawChain = defineChain('draw', 'sweepstakesDraw', {
  initial: { hash: LIST_HASH_START, total_entries: 0, entrants: 0 },
  page: drawPage,
  finish: finishDraw,
});

/** The task queue of the draw's pages (wired in index.ts). */
export const sweepstakesDrawQueue = drawChain.queue;

/**
 * Starts the draw of an ended sweepstake: moves it to `drawing` (closing entries) and queues the
 * first page; a draw whose chain stalled (lease lapsed) is taken over from its saved page.
 */
export async function drawSweepstake(id: string, now = new Date()): Promise<DrawResult> {
  const ref = sweepstakeRef(id);
  const task = await db.runTransaction(async (tx) => {
    const [snap, chain] = await tx.getAll(ref, chainRef(id, 'draw'));
    const d = snap.data();
    if (!d || d.draw || statusOf(d, now) !== 'drawing') return null;
    const taken = drawChain.takeIn(tx, id, chain.data(), now);
    // Entries are closed: every entry transaction reads the sweepstake, so none commits after this write.
    if (taken && d.status !== 'drawing') tx.update(ref, { status: 'drawing', updated_at: Timestamp.fromDate(now) });
    return taken && { ...taken, fresh: !chain.exists };
  });
  if (!task) return 'skipped';
  if (task.fresh) {
    // A draw cut short before paging (a list written whole, then no commit) left chunks the pages would add to.
    const stale = await drawListCol(id).limit(100).get();
    if (!stale.empty) {
      const batch = db.batch();
      stale.docs.forEach((c) => batch.delete(c.ref));
      await batch.commit();
    }
  }
  await drawChain.enqueue({ id, run: task.run, page: task.page });
  return 'started';
}
