/**
 * Ledger vocabulary shared by server and client (docs/architecture.md "Money rules"). The
 * server's ledger module is the only writer of balances; this file only names things.
 */

export const TRANSACTION_TYPES = [
  'welcome',
  'daily-bonus',
  'daily-challenge',
  'article',
  'offer',
  'offer-reversal',
  'search',
  'shopping',
  'shopping-reversal',
  'survey',
  'survey-reversal',
  'travel',
  'referral',
  'referral-reversal',
  'admin-bonus',
  'sweepstake-entry',
  'redemption',
  'refund',
  'adjustment',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Human labels for the transactions history. */
export const TRANSACTION_LABELS: Record<TransactionType, string> = {
  welcome: 'Welcome bonus',
  'daily-bonus': 'Daily bonus',
  'daily-challenge': 'Daily challenge',
  article: 'Article read',
  offer: 'Offer completed',
  'offer-reversal': 'Offer reversed',
  search: 'Web search',
  shopping: 'Shopping cashback',
  'shopping-reversal': 'Cashback reversed',
  survey: 'Survey completed',
  'survey-reversal': 'Survey reversed',
  travel: 'Travel booking',
  referral: 'Referral bonus',
  'referral-reversal': 'Referral bonus taken back',
  'admin-bonus': 'Bonus from PilotMiles',
  'sweepstake-entry': 'Sweepstake entry',
  redemption: 'Redemption',
  refund: 'Refund',
  adjustment: 'Adjustment',
};

/**
 * Types that count as "earning activity" for today's figures (dashboard "earned today" and, later,
 * the daily challenge). Bonuses are gifts, not earnings from activity, so they do not count.
 */
export const EARNING_ACTIVITY_TYPES: ReadonlySet<TransactionType> = new Set<TransactionType>([
  'article',
  'offer',
  'search',
  'shopping',
  'survey',
  'travel',
]);

/**
 * Reversals: a debit taking back one credit already paid (a partner's offer, cashback or survey
 * credit, or the referral bonus that credit qualified). Each names the credit it reverses
 * (`reverses`, id `reversal:{creditId}`); the ledger takes the credit's activity off the counters,
 * and any of them flags the member's next payouts for review (docs/conversions.md "Reversals").
 */
export const REVERSAL_TYPES: ReadonlySet<TransactionType> = new Set<TransactionType>([
  'offer-reversal',
  'shopping-reversal',
  'survey-reversal',
  'referral-reversal',
]);

/**
 * The only entries allowed to take a balance below zero: reversals of credits already
 * paid. The debt is recorded in full; every other debit is refused while it lasts.
 */
export const DEBT_ALLOWED_TYPES: ReadonlySet<TransactionType> = REVERSAL_TYPES;

/** A day figure stored with its member day (users/{uid}.activity_today, earned_today). */
export interface DayCounter {
  day_key: string;
  amount: number;
}

/** What the activity counters hold on a user document. */
export interface ActivityCounters {
  lifetime_activity?: number | null;
  activity_today?: DayCounter | null;
}

/**
 * The activity counters after reversing `credit` (the entry as stored: type, amount, member day)
 * by `amount` PM: an activity credit comes off `lifetime_activity`, and off `activity_today` when
 * the counter still stands for the credit's day (a credit of an earlier day left today's figure
 * alone). Neither goes below zero. Only the counters that change; null when none does (a bonus
 * reversed, a credit unknown).
 */
export function reverseActivity(
  counters: ActivityCounters,
  credit: { type?: unknown; amount?: unknown; day_key?: unknown } | null | undefined,
  amount: number,
): { lifetime_activity: number; activity_today?: DayCounter } | null {
  if (!credit || !EARNING_ACTIVITY_TYPES.has(credit.type as TransactionType) || typeof credit.amount !== 'number') return null;
  const taken = Math.min(Math.abs(amount), credit.amount);
  if (!(taken > 0)) return null;
  const today = counters.activity_today;
  return {
    lifetime_activity: Math.max(0, (counters.lifetime_activity ?? 0) - taken),
    ...(today && today.day_key === credit.day_key ? { activity_today: { day_key: today.day_key, amount: Math.max(0, today.amount - taken) } } : {}),
  };
}

/**
 * Credits that give back PM already earned (a rejected payout's refund): they restore the balance
 * but are not earnings, so lifetime and today's earned figures leave them out.
 */
export const RETURN_TYPES: ReadonlySet<TransactionType> = new Set<TransactionType>(['refund']);

/** Deterministic ids make each once-only credit idempotent. */
export const txId = {
  welcome: () => 'welcome',
  dailyBonus: (day: string) => `daily-bonus:${day}`,
  article: (slug: string, day: string) => `article:${slug}:${day}`,
  /** `tier` is the 0-based index of the day's tier. */
  challenge: (day: string, tier: number) => `challenge:${day}:${tier}`,
  /** One credit per event of one click, whatever the network sends (docs/offers.md). */
  offer: (network: string, clickId: string, eventId: string) => `offer:${network}:${clickId}:${eventId}`,
  /** The one debit that takes a partner's credit back (offer, cashback, survey); refers to it by id. */
  reversal: (creditId: string) => `reversal:${creditId}`,
  /** The search reward paid by a member's `n`th qualifying search of their day (docs/web-search.md). */
  search: (day: string, n: number) => `search:${day}:${n}`,
  /** One cashback credit per order a network reports (docs/shopping.md). */
  shop: (network: string, orderId: string) => `shop:${network}:${orderId}`,
  /** Staff's credit for a missing-cashback claim (docs/shopping.md). */
  shopManual: (claimId: string) => `shop:manual:${claimId}`,
  /** One credit per survey-wall transaction (docs/surveys.md). */
  survey: (network: string, transactionId: string) => `survey:${network}:${transactionId}`,
  /** Staff's credit for a missing-credit claim. */
  offerManual: (claimId: string) => `offer:manual:${claimId}`,
  /** The debit of a redemption: one per payout (docs/rewards.md). */
  redeem: (payoutId: string) => `redeem:${payoutId}`,
  /** The one refund of a rejected payout, however often it is rejected. */
  refund: (payoutId: string) => `refund:${payoutId}`,
  /** The debit of one entry request: the client's key makes a retry find it (docs/sweepstakes.md). */
  sweepEntry: (sweepstakeId: string, requestKey: string) => `sweep:${sweepstakeId}:${requestKey}`,
  /** The one refund of everything a member spent on a cancelled sweepstake. */
  sweepRefund: (sweepstakeId: string, uid: string) => `refund:sweep:${sweepstakeId}:${uid}`,
  /**
   * The referrer's bonus for a referee (docs/referrals.md). `round` counts the bonuses taken back
   * before (a referee who fell below the threshold after a reversal and qualified again): the first
   * keeps the historical id.
   */
  referral: (refereeUid: string, round = 0) => (round > 0 ? `referral:${refereeUid}:${round}` : `referral:${refereeUid}`),
  /** Staff's bonus or debit: the client's key makes a repeat find it (docs/admin.md). */
  adminBonus: (requestId: string) => `admin-bonus:${requestId}`,
};

/** A ledger entry as stored at users/{uid}/transactions/{id} (timestamps as ISO strings in the API). */
export interface Transaction {
  id: string;
  type: TransactionType;
  /** Positive for credits, negative for debits. */
  amount: number;
  description: string;
  /** Balance right after this entry. */
  balance_after: number;
  /** The user's local day when it happened. */
  day_key: string;
  created_at: string;
}
