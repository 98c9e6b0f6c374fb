/**
 * A cancelled sweepstake's refunds (docs/sweepstakes.md "Cancelling"): each entrant gets back what
 * they spent, `refund:sweep:{id}:{uid}`, in a transaction that also marks their entry refunded and
 * tells them. The ledger id is fixed, so a second cancel, the job, or two at once refund once.
 * The `sweepstakesRefunds` task queue takes the entrants a page per task (chain.ts), off the
 * cancel's request.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { txId } from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { LEDGER_TRANSACTION, postInTransaction } from '../platform/ledger';
import { memberToday } from '../platform/memberDay';
import { notificationsCol, transactionsCol, userRef } from '../platform/paths';
import { entriesCol, entryRef, sweepstakeRef } from './paths';
import { defineChain, type ChainTask, type PageResult } from './chain';
import { cancelledNotice, noticeId, noticeIn } from './notices';

/** Entrants refunded at once (each is its own small transaction on that member). */
const CONCURRENCY = 10;
/** Entrants per `sweepstakesRefunds` task. Tests lower it. */
export const refundPaging = { pageSize: 200 };

async function refundOne(id: string, uid: string, title: string, reason: string | null, now: Date): Promise<boolean> {
  const refundId = txId.sweepRefund(id, uid);
  return db.runTransaction(async (tx) => {
    const [entry, user, ledger, notice] = await tx.getAll(
      entryRef(id, uid),
      userRef(uid),
      transactionsCol(uid).doc(refundId),
      notificationsCol(uid).doc(noticeId(id, 'cancelled')),
    );
    if (!entry.exists || entry.get('refunded')) return false;
    const amount: number = entry.get('pm_spent') ?? 0;
    if (amount > 0 && user.exists) {
      await postInTransaction(
        tx,
        uid,
        { id: refundId, type: 'refund', amount, description: `Refund: ${title} (cancelled)`, meta: { sweepstake_id: id } },
        { day: memberToday(user.data(), now).day, now, userSnapshot: user, entrySnapshot: ledger },
      );
    }
    tx.update(entry.ref, { refunded: true, refund_tx: amount > 0 ? refundId : null, updated_at: Timestamp.fromDate(now) });
    if (!notice.exists && user.exists) noticeIn(tx, uid, user.get('email') ?? null, cancelledNotice(id, title, amount, reason), now);
    return true;
  }, LEDGER_TRANSACTION);
}

async function refundPage(task: ChainTask): Promise<PageResult> {
  const sweep = (await sweepstakeRef(task.id).get()).data();
  // Not cancelled (a chain left from before is never the case: cancelled is final): nothing to do.
  if (sweep?.status !== 'cancelled') return { last: true, state: {} };
  const title: string = sweep.title;
  const reason: string | null = sweep.cancel_reason ?? null;
  // Refunded entries leave this query, so each page takes the next ones; a page run twice refunds nobody twice.
  const page = await entriesCol(task.id).where('refunded', '==', false).limit(refundPaging.pageSize).get();
  const now = new Date();
  for (let i = 0; i < page.docs.length; i += CONCURRENCY)
    await Promise.all(page.docs.slice(i, i + CONCURRENCY).map((e) => refundOne(task.id, e.id, title, reason, now)));
  return { last: page.size < refundPaging.pageSize, state: {} };
}

/** After the last page: the count shown to staff, and nothing pending. */
async function finishRefunds(id: string): Promise<void> {
  const total = (await entriesCol(id).where('refunded', '==', true).count().get()).data().count;
  await sweepstakeRef(id).update({ refunds: { refunded: total, pending: false }, updated_at: Timestamp.now() });
}

export const refundChain = defineChain('refunds', 'sweepstakesRefunds', { initial: {}, page: refundPage, finish: finishRefunds });

/** The task queue of a cancel's refunds (wired in index.ts). */
export const sweepstakesRefundsQueue = refundChain.queue;
