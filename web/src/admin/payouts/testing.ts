/** Builders for this folder's tests (the query wrapper and screen switches are in ../shared/testing). */
import type { AdminPayout, AdminReward, Payout } from '@pilotmiles/core';

let seq = 0;

export function makePayout(over: Partial<Payout> = {}): Payout {
  seq += 1;
  return {
    id: `payout-${seq}`,
    uid: `uid-${seq}`,
    source: 'redemption',
    sweepstake_id: null,
    reward_id: 'amazon-us',
    reward_name: 'Amazon.com Gift Card',
    brand: 'Amazon',
    category: 'gift-card',
    image_url: '/images/rewards/amazon-us.svg',
    delivery_kind: 'code',
    value_usd: 25,
    pilot_miles: 2375,
    status: 'pending_review',
    delivery: null,
    rejection_reason: null,
    refund_tx: null,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    fulfilled_at: null,
    history: [{ status: 'pending_review', at: '2026-11-22T10:00:00.000Z', by: 'member' }],
    ...over,
  };
}

export function makeAdminPayout(over: Partial<AdminPayout> = {}): AdminPayout {
  const base = makePayout(over);
  return {
    ...base,
    email: `member${seq}@pilotmiles.test`,
    review_reasons: ['first-payout'],
    attempts: 0,
    last_error: null,
    provider_order_id: null,
    ...over,
  };
}

export function makeAdminReward(over: Partial<AdminReward> = {}): AdminReward {
  seq += 1;
  return {
    id: `reward-${seq}`,
    name: 'Amazon.com Gift Card',
    brand: 'Amazon',
    category: 'gift-card',
    description: 'Shop millions of items.',
    terms: 'Redeemable on amazon.com only.',
    image_url: '/images/rewards/amazon-us.svg',
    countries: ['US'],
    denominations: { kind: 'fixed', values: [5, 10, 25, 50] },
    pm_per_dollar: 95,
    delivery: 'code',
    featured: false,
    active: true,
    sort_order: 10,
    provider_product_id: 'AMZ_US',
    ...over,
  };
}

/** The PayPal cash entry: an amount in a range, delivered to the member's PayPal. */
export const makePaypalReward = (over: Partial<AdminReward> = {}): AdminReward =>
  makeAdminReward({
    id: 'paypal',
    name: 'PayPal Cash',
    brand: 'PayPal',
    category: 'cash',
    countries: [],
    denominations: { kind: 'range', min: 5, max: 500, step: 5 },
    pm_per_dollar: 110,
    delivery: 'paypal',
    provider_product_id: 'PAYPAL',
    ...over,
  });
