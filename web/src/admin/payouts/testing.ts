/** Builders for this folder's tests, on the shared ones in testing/builders (the query wrapper and screen switches are in ../shared/testing). */
import type { AdminPayout, AdminReward } from '@pilotmiles/core';
import { makePayout } from '../../testing/builders';

let seq = 0;

/** A payout as staff's queue lists it: each its own id and member, a $25 card at makeAdminReward's 95 PM per $1. */
export function makeAdminPayout(over: Partial<AdminPayout> = {}): AdminPayout {
  seq += 1;
  return {
    ...makePayout({ id: `payout-${seq}`, uid: `uid-${seq}`, pilot_miles: 2375 }),
    email: `member${seq}@pilotmiles.test`,
    review_reasons: ['first-payout'],
    attempts: 0,
    last_error: null,
    provider_order_id: null,
    approval_note: null,
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
