/** Test data for the rewards screens: each builder fills a valid record, `over` changes fields. */
import type { Payout, RedeemResult, Reward } from '@pilotmiles/core';

/** An Amazon.com gift card in fixed values (the rewards screens and the partner portal's). */
export const makeReward = (over: Partial<Reward> = {}): Reward => ({
  id: 'amazon-us',
  name: 'Amazon.com Gift Card',
  brand: 'Amazon',
  category: 'gift-card',
  description: 'Shop millions of items on Amazon.com.',
  terms: 'Redeemable only on Amazon.com.',
  image_url: '/images/rewards/amazon-us.svg',
  countries: ['US'],
  denominations: { kind: 'fixed', values: [5, 10, 25, 50] },
  pm_per_dollar: 100,
  delivery: 'code',
  featured: true,
  active: true,
  sort_order: 1,
  ...over,
});

/** PayPal cash: a $5-$500 range in $5 steps, available everywhere. */
export const makePaypal = (over: Partial<Reward> = {}): Reward =>
  makeReward({
    id: 'paypal',
    name: 'PayPal Cash',
    brand: 'PayPal',
    category: 'cash',
    image_url: '/images/rewards/paypal.svg',
    countries: [],
    denominations: { kind: 'range', min: 5, max: 500, step: 5 },
    pm_per_dollar: 110,
    delivery: 'paypal',
    featured: false,
    ...over,
  });

export const makePayout = (over: Partial<Payout> = {}): Payout => ({
  id: 'p1',
  uid: 'u1',
  source: 'redemption',
  sweepstake_id: null,
  reward_id: 'amazon-us',
  reward_name: 'Amazon.com Gift Card',
  brand: 'Amazon',
  category: 'gift-card',
  image_url: '/images/rewards/amazon-us.svg',
  delivery_kind: 'code',
  value_usd: 25,
  pilot_miles: 2500,
  status: 'pending_review',
  delivery: null,
  sent_to: 'm…@example.com',
  rejection_reason: null,
  refund_tx: null,
  created_at: '2026-11-21T12:00:00.000Z',
  updated_at: '2026-11-21T12:00:00.000Z',
  fulfilled_at: null,
  history: [{ status: 'pending_review', at: '2026-11-21T12:00:00.000Z', by: 'member' }],
  ...over,
});

export const makeRedeemResult = (payout: Partial<Payout> = {}, balance = 500): RedeemResult => ({
  payout: makePayout(payout),
  balance,
});
