/**
 * The ledger (docs/architecture.md "Money rules"): the only writer of users/{uid}.total_coins and
 * the money counters beside it. Each change writes one immutable entry
 * users/{uid}/transactions/{id} in the same Firestore transaction, so total_coins == sum(amount)
 * always holds. Entry ids are deterministic for once-only credits, which makes retries and
 * concurrent duplicates harmless.
 */
import {
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Transaction as FsTransaction,
} from 'firebase-admin/firestore';
import {
  DEBT_ALLOWED_TYPES,
  EARNING_ACTIVITY_TYPES,
  RETURN_TYPES,
  REVERSAL_TYPES,
  reverseActivity,
  type DayCounter,
  type TransactionType,
} from '@pilotmiles/core';
import { db } from './firebase';
import { HttpError } from './errors';
import { userRef } from './paths';

export interface LedgerEntry {
  /** Deterministic for once-only credits (e.g. 'welcome', 'daily-bonus:2026-11-21'). */
  id: string;
  type: TransactionType;
  /** Whole PilotMiles; positive credits, negative debits, never 0. */
  amount: number;
  description: string;
  meta?: Record<string, unknown>;
  /** The id of the credit a reversal (core REVERSAL_TYPES) takes back; required for those. */
  reverses?: string;
}

export interface PostOptions {
  /** The member's day (platform/memberDay.ts) the entry and the day counters belong to. */
  day: string;
  now?: Date;
  /** Extra fields for the user document, written atomically with the entry. */
  userUpdates?: DocumentData;
  /** A user snapshot already read in this transaction (reads must precede writes). */
  userSnapshot?: DocumentSnapshot;
  /**
   * The entry's snapshot, when the caller already read it in this transaction; 'new' when the
   * caller's own read proves it cannot exist yet (it is created with a document the caller found
   * missing): then it is not read, and `create` would still refuse it if it did exist.
   */
  entrySnapshot?: DocumentSnapshot | 'new';
  /** A reversal's credit (`entry.reverses`), when the caller already read it in this transaction. */
  reversedSnapshot?: DocumentSnapshot;
}

export interface PostResult {
  /** False when the entry already existed: nothing was written. */
  applied: boolean;
  balance: number;
  entryId: string;
}

export class InsufficientFunds extends HttpError {
  constructor(balance: number, needed: number) {
    super(
      409,
      balance < 0 ? 'ledger/negative-balance' : 'ledger/insufficient-funds',
      balance < 0
        ? `Your balance is ${balance} PilotMiles after a reversal: earn ${-balance} PilotMiles to clear it before spending`
        : `Not enough PilotMiles: you have ${balance}, this needs ${needed}`,
    );
  }
}

/** A day counter from another day reads as zero. */
export function counterToday(counter: DayCounter | undefined | null, today: string): number {
  return counter && counter.day_key === today ? counter.amount : 0;
}

/**
 * A counter after adding `amount` on `day`. The member's day never goes back, so an entry dated
 * before the counter's day only comes from two clocks disagreeing at midnight: it counts towards
 * the counter's day rather than being dropped, so a cap or a challenge never loses it.
 */
export function addToDay(counter: DayCounter | undefined | null, day: string, amount: number): DayCounter {
  if (counter && counter.day_key > day) return { day_key: counter.day_key, amount: counter.amount + amount };
  return { day_key: day, amount: counterToday(counter, day) + amount };
}

/**
 * Posts an entry inside a running transaction. Performs its reads first (user unless given, then
 * the entry), then its writes: callers must do any reads of their own before calling it.
 */
export async function postInTransaction(
  tx: FsTransaction,
  uid: string,
  entry: LedgerEntry,
  options: PostOptions,
): Promise<PostResult> {
  if (!Number.isInteger(entry.amount) || entry.amount === 0)
    throw new Error(`ledger: amount must be a non-zero integer, got ${entry.amount}`);
  const reversal = REVERSAL_TYPES.has(entry.type);
  if (reversal && !entry.reverses) throw new Error(`ledger: a ${entry.type} entry must name the credit it reverses`);
  const uRef = userRef(uid);
  const entryRef = uRef.collection('transactions').doc(entry.id);
  const userSnap = options.userSnapshot ?? (await tx.get(uRef));
  const entrySnap = options.entrySnapshot === 'new' ? null : (options.entrySnapshot ?? (await tx.get(entryRef)));
  const reversedSnap = reversal ? (options.reversedSnapshot ?? (await tx.get(uRef.collection('transactions').doc(entry.reverses!)))) : null;
  if (!userSnap.exists) throw new HttpError(404, 'users/not-found', 'User not found');
  const user = userSnap.data()!;
  const balance: number = user.total_coins ?? 0;
  if (entrySnap?.exists) return { applied: false, balance, entryId: entry.id };

  const next = balance + entry.amount;
  if (entry.amount < 0 && next < 0 && !DEBT_ALLOWED_TYPES.has(entry.type)) throw new InsufficientFunds(balance, -entry.amount);

  const now = options.now ?? new Date();
  const today = options.day;
  const updates: DocumentData = { ...options.userUpdates, total_coins: next, updated_at: Timestamp.fromDate(now) };
  if (entry.amount > 0 && !RETURN_TYPES.has(entry.type)) {
    updates.lifetime_earned = (user.lifetime_earned ?? 0) + entry.amount;
    updates.earned_today = addToDay(user.earned_today, today, entry.amount);
    if (EARNING_ACTIVITY_TYPES.has(entry.type))
      updates.activity_today = addToDay(user.activity_today, today, entry.amount);
    // Earned from activities since joining (bonuses excluded): the referral threshold (docs/referrals.md).
    if (EARNING_ACTIVITY_TYPES.has(entry.type)) updates.lifetime_activity = (user.lifetime_activity ?? 0) + entry.amount;
  }
  // A reversal takes its credit's activity back off the counters (the referral threshold, the
  // daily challenge), so nothing paid on a reversed credit can be earned on it again.
  if (reversal && entry.amount < 0) {
    const counters = reverseActivity(user, reversedSnap?.data(), entry.amount);
    if (counters) Object.assign(updates, counters);
  }
  // For the payout review's recent-reversal flag (rewards/review.service.ts), read with the member.
  if (reversal) updates.last_reversal_at = Timestamp.fromDate(now);
  // First times, set once, for the analytics funnel (GET /events/stats; docs/data-model.md).
  if (EARNING_ACTIVITY_TYPES.has(entry.type) && entry.amount > 0 && user.first_earning_at == null)
    updates.first_earning_at = Timestamp.fromDate(now);
  if (entry.type === 'redemption' && user.first_redemption_at == null) updates.first_redemption_at = Timestamp.fromDate(now);
  tx.create(entryRef, {
    id: entry.id,
    type: entry.type,
    amount: entry.amount,
    description: entry.description,
    balance_after: next,
    day_key: today,
    created_at: Timestamp.fromDate(now),
    ...(entry.meta ? { meta: entry.meta } : {}),
  });
  tx.update(uRef, updates);
  return { applied: true, balance: next, entryId: entry.id };
}

/**
 * Options for every transaction that posts to the ledger. Parallel requests of one user contend
 * for the same user document, and the SDK's default of 5 attempts let some of 20 concurrent debits
 * fail with ABORTED (a 500) instead of succeeding or being refused for insufficient funds.
 */
export const LEDGER_TRANSACTION = { maxAttempts: 10 } as const;

/** Posts one entry in its own transaction. */
export function post(uid: string, entry: LedgerEntry, options: PostOptions): Promise<PostResult> {
  return db.runTransaction((tx) => postInTransaction(tx, uid, entry, options), LEDGER_TRANSACTION);
}
