/**
 * A referral bonus the reversed credit had qualified is taken back (docs/referrals.md "Reversed
 * earnings"): when a reversal takes a rewarded referee back below the threshold, the referrer's
 * bonus is debited once (`reversal:{bonus id}`, a reversal type, so it may leave a debt) and the
 * referee is pending again, to be paid again only on re-qualifying (under the next round's id).
 * It runs in the reversal's transaction: `readReferralClawback` makes the reads, the plan it
 * returns the writes.
 */
import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { formatPM, refereeDisplayName, txId, type ReferralsConfig } from '@pilotmiles/core';
import { postInTransaction } from '../platform/ledger';
import { memberToday } from '../platform/memberDay';
import { queuePushInTransaction } from '../platform/push';
import { userRef } from '../platform/paths';
import { referralRef } from './paths';

export interface ReferralClawback {
  referrerUid: string;
  /** The referrer's balance once the bonus is taken back. */
  referrerBalance: number;
  /** Writes the debit, the referee's status and the settlement record. */
  write(tx: Transaction, now: Date): Promise<void>;
}

/**
 * Reads (in the reversal's transaction, before any write) what taking the referee's bonus back
 * needs; null when nothing is owed back: the referee was not rewarded, still has
 * `activityAfter` at or above the threshold, or the bonus was already taken back.
 */
export async function readReferralClawback(
  tx: Transaction,
  referee: DocumentSnapshot,
  activityAfter: number,
  config: ReferralsConfig,
): Promise<ReferralClawback | null> {
  if (referee.get('referral_status') !== 'rewarded' || activityAfter >= config.threshold_pm) return null;
  const referrerUid: unknown = referee.get('referred_by');
  if (typeof referrerUid !== 'string' || !referrerUid) return null;
  // Bonuses paid before rounds were kept are the first round's.
  const creditId: string = referee.get('referral_credit_tx') ?? txId.referral(referee.id);
  const entries = userRef(referrerUid).collection('transactions');
  const [referrer, credit, reversal] = await tx.getAll(userRef(referrerUid), entries.doc(creditId), entries.doc(txId.reversal(creditId)));
  const amount = credit!.get('amount');
  if (!referrer!.exists || !credit!.exists || reversal!.exists || typeof amount !== 'number' || amount <= 0) return null;

  return {
    referrerUid,
    referrerBalance: ((referrer!.get('total_coins') as number | undefined) ?? 0) - amount,
    async write(tx, now) {
      const name = refereeDisplayName(referee.get('full_name') || referee.get('display_name'));
      const posted = await postInTransaction(
        tx,
        referrerUid,
        {
          id: reversal!.id,
          type: 'referral-reversal',
          amount: -amount,
          description: `Referral bonus taken back: ${name}'s earnings were reversed by a partner`,
          meta: { original: creditId },
          reverses: creditId,
        },
        {
          day: memberToday(referrer!.data(), now).day,
          now,
          userSnapshot: referrer!,
          entrySnapshot: reversal!,
          reversedSnapshot: credit!,
          userUpdates: { referral_earned_pm: Math.max(0, ((referrer!.get('referral_earned_pm') as number | undefined) ?? 0) - amount) },
        },
      );
      const at = Timestamp.fromDate(now);
      // Pending again: the next bonus needs the threshold reached anew, and is paid under the next round's id.
      tx.update(referee.ref, {
        referral_status: 'pending',
        referral_bonus_pm: 0,
        referral_credit_tx: null,
        referral_round: ((referee.get('referral_round') as number | undefined) ?? 0) + 1,
        referral_settled_at: null,
      });
      tx.set(referralRef(referee.id), { status: 'reversed', reversal_tx: posted.entryId, activity_pm: activityAfter, reversed_at: at }, { merge: true });
      queuePushInTransaction(tx, referrerUid, `referral:${posted.entryId}`, {
        title: 'Referral bonus taken back',
        body: `-${formatPM(amount)}: ${name}'s earnings were reversed by a partner`,
        url: '/profile/transactions',
        icon: null,
        actions: [],
      });
    },
  };
}
