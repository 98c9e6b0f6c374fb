/**
 * A member in debt gets nothing more delivered (docs/rewards.md "A member in debt"). A reversal
 * that leaves a balance below zero sends the member's payouts not yet at the provider (core
 * HELD_WHILE_IN_DEBT) back to staff's review in the reversal's own transaction; the fulfilment
 * job and staff's approve and retry look at the balance again, so a debt from anywhere is
 * respected even where no reversal moved the payout.
 */
import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { HELD_WHILE_IN_DEBT, debtReviewReason, type PayoutStatus, type ReviewReason } from '@pilotmiles/core';
import { historyLine, withHistory } from './payouts.service';
import { payoutsCol } from './paths';

const REASON: ReviewReason = 'negative-balance';

/** Whether a member (their user document) owes PM. */
export const inDebt = (user: DocumentSnapshot | undefined) => ((user?.get('total_coins') as number | undefined) ?? 0) < 0;

/**
 * The member's payouts a debt holds back (and those already waiting for staff, to flag): read in
 * the reversal's transaction before any write, so a fulfilment leasing one meanwhile retries.
 */
export async function readPayoutsForDebt(tx: Transaction, uid: string): Promise<DocumentSnapshot[]> {
  const statuses: PayoutStatus[] = [...HELD_WHILE_IN_DEBT, 'pending_review'];
  return (await tx.get(payoutsCol().where('uid', '==', uid).where('status', 'in', statuses))).docs;
}

/**
 * Sends each held payout back to review with the reason and a history line; one already in review
 * gets the reason only. An approved payout whose lease is live is being ordered this very moment:
 * like a processing one the provider may have it, so it is left to finish (its next attempt, if
 * any, meets the fulfilment's own check). Returns how many moved.
 */
export function holdPayoutsForDebt(tx: Transaction, payouts: readonly DocumentSnapshot[], balance: number, now: Date): number {
  const at = Timestamp.fromDate(now);
  let moved = 0;
  for (const payout of payouts) {
    const reasons = (payout.get('review_reasons') as ReviewReason[] | undefined) ?? [];
    const flagged = reasons.includes(REASON) ? reasons : [...reasons, REASON];
    const status = payout.get('status') as PayoutStatus;
    if (status === 'pending_review') {
      if (flagged !== reasons) tx.update(payout.ref, { review_reasons: flagged, updated_at: at });
      continue;
    }
    if (!HELD_WHILE_IN_DEBT.includes(status)) continue;
    if (status === 'approved' && ((payout.get('lease_until') as Timestamp | null)?.toMillis() ?? 0) > now.getTime()) continue;
    tx.update(payout.ref, {
      status: 'pending_review',
      review_reasons: flagged,
      next_attempt_at: null,
      lease_until: null,
      updated_at: at,
      history: withHistory(payout, historyLine('pending_review', now, 'system', debtReviewReason(balance))),
    });
    moved += 1;
  }
  return moved;
}
