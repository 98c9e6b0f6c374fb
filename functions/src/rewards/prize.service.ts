/**
 * A sweepstake's prize as a payout (docs/sweepstakes.md "The prize"): the same payouts, review
 * rules, staff queue and fulfilment as a redemption, with nothing debited. Delivered as a reward
 * link the winner spends on the card or cash of their choice.
 */
import { logger } from 'firebase-functions';
import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { kycRequiredFor, type KycStatus, type PayoutsConfig } from '@pilotmiles/core';
import { getConfig } from '../platform/configCache';
import { enqueueFulfilment } from './fulfilment.queue';
import { historyLine } from './payouts.service';
import { payoutsCol } from './paths';
import { freshPayoutFields, reversedSince, reviewFor } from './review.service';

/** The provider's product for a recipient's-choice link (the gift-card simulator has it too). */
const PRIZE_PRODUCT_ID = 'REWARD-LINK';

export const prizePayoutId = (sweepstakeId: string) => `prize-${sweepstakeId}`;

export interface Prize {
  sweepstakeId: string;
  title: string;
  valueUsd: number;
  imageUrl: string;
}

/** What the review needs from outside the transaction: the config. */
export interface PrizeReview {
  config: PayoutsConfig;
}

export async function prizeReviewFor(): Promise<PrizeReview> {
  return { config: await getConfig('payouts') };
}

/**
 * Writes the winner's payout in the caller's transaction (after its reads; the winner's user
 * snapshot was read in it). A prize that identity verification would be needed for goes to staff
 * with `kyc-required` rather than being refused: the winner verifies while it waits.
 */
export function createPrizePayoutInTransaction(
  tx: Transaction,
  winner: DocumentSnapshot,
  prize: Prize,
  review: PrizeReview,
  now: Date,
): { id: string; approved: boolean } {
  const user = winner.data() ?? {};
  const decision = reviewFor(user, prize.valueUsd, reversedSince(user, review.config.reversal_lookback_days, now), review.config, now);
  const kycStatus: KycStatus = user.kyc?.status ?? 'none';
  const needsKyc = kycRequiredFor({ category: 'cash', valueUsd: prize.valueUsd, redeemedUsd: user.redeemed_usd ?? 0, kycStatus }, review.config);
  const reasons = needsKyc ? [...decision.reasons, 'kyc-required' as const] : decision.reasons;
  const status = reasons.length ? 'pending_review' : 'approved';
  const id = prizePayoutId(prize.sweepstakeId);
  const at = Timestamp.fromDate(now);
  tx.create(payoutsCol().doc(id), {
    id,
    uid: winner.id,
    email: user.email ?? null,
    recipient_name: user.full_name || user.display_name || null,
    reward_id: 'sweepstake-prize',
    reward_name: `Prize: ${prize.title}`,
    brand: 'PilotMiles',
    category: 'cash',
    image_url: prize.imageUrl,
    delivery_kind: 'link',
    provider_product_id: PRIZE_PRODUCT_ID,
    value_usd: prize.valueUsd,
    pilot_miles: 0,
    status,
    review_reasons: reasons,
    request_id: null,
    debit_tx: null,
    source: 'sweepstake',
    sweepstake_id: prize.sweepstakeId,
    ...freshPayoutFields(status, at),
    history: [historyLine(status, now, 'system')],
  });
  return { id, approved: status === 'approved' };
}

/** Enqueues an approved prize's order (created due at `now`); the fulfilment sweep catches a lost enqueue. */
export const deliverPrizeNow = (id: string, now = new Date()) =>
  enqueueFulfilment(id, now).catch((err) => logger.error(`rewards: prize payout ${id} not enqueued`, err));
