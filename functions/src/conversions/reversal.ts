/**
 * A reversal and what it takes with it (docs/conversions.md "Reversals"), in the conversion's
 * transaction so none of it can be skipped: the debit (the ledger takes the credit's activity off
 * the counters), the member's undelivered payouts sent back to review when the debit leaves them
 * in debt, and the referral bonus the credit qualified taken back from the referrer (whose own
 * payouts are held the same way if that leaves them in debt). Firestore wants every read before
 * the first write: all reads come first, then the writes.
 */
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { reverseActivity } from '@pilotmiles/core';
import { getConfig } from '../platform/configCache';
import { postInTransaction, type LedgerEntry } from '../platform/ledger';
import { userRef } from '../platform/paths';
import { readReferralClawback } from '../referrals';
import { holdPayoutsForDebt, readPayoutsForDebt } from '../rewards';

export interface ReversalOptions {
  day: string;
  now: Date;
  /** The member's document, read in this transaction. */
  userSnapshot: DocumentSnapshot;
}

/** Posts `entry` (a reversal naming its credit in `reverses`) for `uid` with its consequences. */
export async function postReversal(tx: Transaction, uid: string, entry: LedgerEntry & { reverses: string }, options: ReversalOptions): Promise<void> {
  const { now, userSnapshot: member } = options;
  const entries = userRef(uid).collection('transactions');
  const [entrySnap, credit] = await tx.getAll(entries.doc(entry.id), entries.doc(entry.reverses));
  const post = () =>
    postInTransaction(tx, uid, entry, { day: options.day, now, userSnapshot: member, entrySnapshot: entrySnap!, reversedSnapshot: credit! });
  // Already posted: the ledger changes nothing, nor does anything here.
  if (entrySnap!.exists) return void (await post());

  const balance = ((member.get('total_coins') as number | undefined) ?? 0) + entry.amount;
  const memberPayouts = balance < 0 ? await readPayoutsForDebt(tx, uid) : [];
  const counters = reverseActivity(member.data() ?? {}, credit!.data(), entry.amount);
  const clawback = counters ? await readReferralClawback(tx, member, counters.lifetime_activity, await getConfig('referrals')) : null;
  const referrerPayouts = clawback && clawback.referrerBalance < 0 ? await readPayoutsForDebt(tx, clawback.referrerUid) : [];

  await post();
  holdPayoutsForDebt(tx, memberPayouts, balance, now);
  if (clawback) {
    await clawback.write(tx, now);
    holdPayoutsForDebt(tx, referrerPayouts, clawback.referrerBalance, now);
  }
}
