/**
 * A cancelled sweepstake's refunds (docs/sweepstakes.md "Cancelling"): each entrant gets back what
 * they spent, `refund:sweep:{id}:{uid}`, in a transaction that also marks their entry refunded and
 * tells them. The ledger id is fixed, so a second cancel, the job, or two at once refund once.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { txId } from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { LEDGER_TRANSACTION, postInTransaction } from '../platform/ledger';
import { memberToday } from '../platform/memberDay';
import { notificationsCol, transactionsCol, userRef } from '../platform/paths';
import { entriesCol, entryRef, sweepstakeRef } from './paths';
import { cancelledNotice, noticeId, noticeIn } from './notices';

/** Entrants refunded at once (each is its own small transaction on that member). */
const CONCURRENCY = 10;
const PAGE = 200;

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

/** Refunds every entrant not refunded yet; returns how many this run refunded. */
export async function refundEntrants(id: string, now = new Date()): Promise<number> {
  const sweep = await sweepstakeRef(id).get();
  if (!sweep.exists || sweep.get('status') !== 'cancelled') return 0;
  const title: string = sweep.get('title');
  const reason: string | null = sweep.get('cancel_reason') ?? null;
  let refunded = 0;
  for (;;) {
    const page = await entriesCol(id).where('refunded', '==', false).limit(PAGE).get();
    if (page.empty) break;
    for (let i = 0; i < page.docs.length; i += CONCURRENCY) {
      const done = await Promise.all(page.docs.slice(i, i + CONCURRENCY).map((e) => refundOne(id, e.id, title, reason, now)));
      refunded += done.filter(Boolean).length;
    }
    if (page.size < PAGE) break;
  }
  const total = (await entriesCol(id).where('refunded', '==', true).count().get()).data().count;
  await sweepstakeRef(id).update({ refunds: { refunded: total, pending: false }, updated_at: Timestamp.fromDate(now) });
  return refunded;
}
