/**
 * What the review rules (core reviewPayout) look at, gathered once for every kind of payout: a
 * redemption and a sweepstake prize go through the same rules.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { asCountryCode, reviewPayout, type PayoutsConfig, type ReviewDecision } from '@pilotmiles/core';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a credit of the member's of any kind (core REVERSAL_TYPES) was reversed since `days` ago
 * (a review flag): the ledger stamps `last_reversal_at` on the member's document with each
 * reversal, so the payout's own transaction reads it with the member (no query per payout).
 */
export function reversedSince(user: DocumentData, days: number, now: Date): boolean {
  if (days <= 0) return false;
  const last = user.last_reversal_at as Timestamp | null | undefined;
  return !!last && last.toMillis() >= now.getTime() - days * DAY_MS;
}

/**
 * The review decision for a payout of `valueUsd` to this member (their user document). Countries are
 * the server's: the member's, their latest login's and, for a redemption, its own request's.
 */
export function reviewFor(
  user: DocumentData,
  valueUsd: number,
  recentReversal: boolean,
  config: PayoutsConfig,
  now: Date,
  requestCountry: string | null = null,
): ReviewDecision {
  const createdAt = (user.created_at as Timestamp | undefined)?.toMillis() ?? now.getTime();
  return reviewPayout(
    {
      fulfilledBefore: user.payouts_fulfilled ?? 0,
      valueUsd,
      accountAgeDays: (now.getTime() - createdAt) / DAY_MS,
      recentReversal,
      signupCountry: asCountryCode(user.country),
      loginCountry: asCountryCode(user.login_country),
      requestCountry: asCountryCode(requestCountry),
    },
    config,
  );
}

/** The fields every new payout starts with besides what it is and whom it is for. */
export const freshPayoutFields = (status: 'pending_review' | 'approved', at: Timestamp) => ({
  delivery: null,
  provider_order_id: null,
  attempts: 0,
  // Approved payouts are due for the provider now; the others wait for staff.
  next_attempt_at: status === 'approved' ? at : null,
  lease_until: null,
  last_error: null,
  rejection_reason: null,
  refund_tx: null,
  created_at: at,
  updated_at: at,
  fulfilled_at: null,
});
