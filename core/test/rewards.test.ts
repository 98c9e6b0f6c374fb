import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYOUTS_CONFIG,
  DELIVERING_ACTIONS,
  HELD_WHILE_IN_DEBT,
  REVIEW_REASON_LABELS,
  debtReviewReason,
  filterRewards,
  notInCountryMessage,
  redeemableIn,
  isValueOffered,
  findingAllowsRefund,
  kycRequiredFor,
  mayBeAtProvider,
  payoutAfterAction,
  PAYOUT_AFTER_FINDING,
  priceAdjustmentPercent,
  redeemableRewards,
  reviewPayout,
  rewardPricePm,
  rewardProgress,
  rewardValues,
  type Reward,
  type ReviewInput,
} from '../src';

const reward = (overrides: Partial<Reward> = {}): Reward => ({
  id: 'amazon-us',
  name: 'Amazon.com Gift Card',
  brand: 'Amazon',
  category: 'gift-card',
  description: 'Shop millions of items',
  terms: '',
  image_url: '/images/rewards/amazon-us.svg',
  countries: ['US'],
  denominations: { kind: 'fixed', values: [25, 5, 10, 50] },
  pm_per_dollar: 100,
  delivery: 'code',
  featured: false,
  active: true,
  sort_order: 1,
  ...overrides,
});

describe('pricing', () => {
  it('100 PM per $1 at face value; a discount or a fee per reward, rounded to whole PM', () => {
    expect(rewardPricePm(reward(), 25)).toBe(2_500);
    expect(rewardPricePm(reward({ pm_per_dollar: 95 }), 25)).toBe(2_375);
    expect(rewardPricePm(reward({ pm_per_dollar: 105 }), 25)).toBe(2_625);
    expect(rewardPricePm(reward({ pm_per_dollar: 97 }), 5)).toBe(485);
    expect(priceAdjustmentPercent(reward({ pm_per_dollar: 95 }))).toBe(-5);
    expect(priceAdjustmentPercent(reward({ pm_per_dollar: 110 }))).toBe(10);
  });

  it('values: a fixed list sorted, a range in steps, capped', () => {
    expect(rewardValues({ kind: 'fixed', values: [25, 5, 10, 5] })).toEqual([5, 10, 25]);
    expect(rewardValues({ kind: 'range', min: 5, max: 20, step: 5 })).toEqual([5, 10, 15, 20]);
    expect(rewardValues({ kind: 'range', min: 1, max: 100_000, step: 1 })).toHaveLength(200);
    expect(rewardValues({ kind: 'range', min: 10, max: 5, step: 5 })).toEqual([]);
    expect(isValueOffered(reward(), 10)).toBe(true);
    expect(isValueOffered(reward(), 15)).toBe(false);
  });

  it('progress: affordable values, the next one with the PM missing, and a 0..1 bar to the cheapest', () => {
    expect(rewardProgress(reward(), 1_200)).toEqual({
      affordable: [
        { value: 5, pm: 500 },
        { value: 10, pm: 1_000 },
      ],
      next: { value: 25, pm: 2_500, missing_pm: 1_300 },
      progress: 1,
    });
    expect(rewardProgress(reward(), 250).progress).toBe(0.5);
    // A debt counts as nothing saved yet.
    expect(rewardProgress(reward(), -300)).toMatchObject({ affordable: [], next: { missing_pm: 500 }, progress: 0 });
    expect(rewardProgress(reward(), 10_000).next).toBeNull();
  });

  it('redeemable: rewards the balance covers, and the closest goal among the others', () => {
    const paypal = reward({ id: 'paypal', name: 'PayPal', category: 'cash', denominations: { kind: 'range', min: 10, max: 500, step: 5 }, sort_order: 2 });
    const delta = reward({ id: 'delta', name: 'Delta', category: 'flights', denominations: { kind: 'fixed', values: [50] }, sort_order: 3 });
    const view = redeemableRewards([delta, paypal, reward()], 700);
    expect(view.items.map((i) => i.reward.id)).toEqual(['amazon-us']);
    expect(view.next_goal).toEqual({ reward_id: 'paypal', name: 'PayPal', value: 10, pm: 1_000, missing_pm: 300 });
  });

  it('listing: active, in the category and country, matching every word, popular first', () => {
    const list = [
      reward({ id: 'b', name: 'Best Buy', sort_order: 5, countries: ['US'] }),
      reward({ id: 'steam', name: 'Steam Wallet', countries: [], sort_order: 9, featured: true }),
      reward({ id: 'uk', name: 'Amazon.co.uk', countries: ['GB'] }),
      reward({ id: 'off', name: 'Old card', active: false }),
    ];
    expect(filterRewards(list, {}).map((r) => r.id)).toEqual(['steam', 'uk', 'b']);
    expect(filterRewards(list, { country: 'gb' }).map((r) => r.id)).toEqual(['steam', 'uk']);
    expect(filterRewards(list, { q: 'steam WALLET' }).map((r) => r.id)).toEqual(['steam']);
    expect(filterRewards(list, { sort: 'name' }).map((r) => r.id)).toEqual(['uk', 'b', 'steam']);
    expect(filterRewards(list, { category: 'cash' })).toEqual([]);
  });
});

describe('redeemableIn', () => {
  const usOnly = { name: 'US Card', countries: ['US', 'CA'] };
  it('a restricted reward only for a known, listed country; an unrestricted one for anyone', () => {
    expect(redeemableIn(usOnly, 'us')).toBe(true);
    expect(redeemableIn(usOnly, 'NG')).toBe(false);
    expect(redeemableIn(usOnly, null)).toBe(false);
    expect(redeemableIn({ countries: [] }, null)).toBe(true);
    expect(notInCountryMessage(usOnly, 'NG')).toBe('US Card cannot be redeemed in your country (NG)');
    expect(notInCountryMessage(usOnly, null)).toMatch(/only in US, CA/);
  });
});

describe('review rules', () => {
  const trusted: ReviewInput = { fulfilledBefore: 3, valueUsd: 10, accountAgeDays: 120, recentReversal: false, signupCountry: 'US', loginCountry: 'us' };
  const config = DEFAULT_PAYOUTS_CONFIG;

  it('a trusted member’s payout up to the limit is approved automatically', () => {
    expect(reviewPayout(trusted, config)).toEqual({ status: 'approved', reasons: [] });
    expect(reviewPayout({ ...trusted, valueUsd: config.auto_approve_max_usd }, config).status).toBe('approved');
  });

  it('the first payout always goes to review, and every risk flag is listed', () => {
    expect(reviewPayout({ ...trusted, fulfilledBefore: 0 }, config)).toEqual({ status: 'pending_review', reasons: ['first-payout'] });
    expect(
      reviewPayout({ fulfilledBefore: 0, valueUsd: 100, accountAgeDays: 1, recentReversal: true, signupCountry: 'US', loginCountry: 'BR' }, config).reasons,
    ).toEqual(['first-payout', 'above-threshold', 'new-account', 'recent-reversal', 'country-mismatch']);
  });

  it('the country check needs both countries and can be switched off', () => {
    expect(reviewPayout({ ...trusted, loginCountry: null }, config).status).toBe('approved');
    expect(reviewPayout({ ...trusted, signupCountry: null, loginCountry: 'FR' }, config).status).toBe('approved');
    expect(reviewPayout({ ...trusted, requestCountry: 'FR' }, config).reasons).toEqual(['country-mismatch']);
    expect(reviewPayout({ ...trusted, requestCountry: 'us' }, config).status).toBe('approved');
    expect(reviewPayout({ ...trusted, loginCountry: 'FR' }, { ...config, check_login_country: false }).status).toBe('approved');
  });
});

describe('a member in debt', () => {
  it('holds the payouts not yet at the provider, and staff may not send one while it lasts', () => {
    expect(HELD_WHILE_IN_DEBT).toEqual(['approved', 'failed']);
    expect(DELIVERING_ACTIONS).toEqual(['approve', 'retry']);
    expect(REVIEW_REASON_LABELS['negative-balance']).toBe('Balance negative after a reversal');
    expect(debtReviewReason(-1_500)).toBe('Balance -1,500 PM after a reversal: held for review');
  });
});

describe('KYC thresholds', () => {
  const config = DEFAULT_PAYOUTS_CONFIG;
  it('cash needs a verified identity first; gift cards only above the lifetime amount', () => {
    expect(kycRequiredFor({ category: 'cash', valueUsd: 5, redeemedUsd: 0, kycStatus: 'none' }, config)).toBe('cash');
    expect(kycRequiredFor({ category: 'cash', valueUsd: 5, redeemedUsd: 0, kycStatus: 'pending' }, config)).toBe('cash');
    expect(kycRequiredFor({ category: 'gift-card', valueUsd: 50, redeemedUsd: 150, kycStatus: 'none' }, config)).toBeNull();
    expect(kycRequiredFor({ category: 'gift-card', valueUsd: 50, redeemedUsd: 151, kycStatus: 'declined' }, config)).toBe('lifetime');
    expect(kycRequiredFor({ category: 'cash', valueUsd: 500, redeemedUsd: 5_000, kycStatus: 'approved' }, config)).toBeNull();
    expect(kycRequiredFor({ category: 'cash', valueUsd: 5, redeemedUsd: 0, kycStatus: 'none' }, { ...config, kyc_for_cash: false })).toBeNull();
  });
});

describe('staff actions', () => {
  it('approve from review; reject from review or failed; retry only a failed one', () => {
    expect(payoutAfterAction('pending_review', 'approve')).toBe('approved');
    expect(payoutAfterAction('pending_review', 'reject')).toBe('rejected');
    expect(payoutAfterAction('failed', 'reject')).toBe('rejected');
    expect(payoutAfterAction('failed', 'retry')).toBe('approved');
    for (const status of ['approved', 'processing', 'fulfilled', 'rejected'] as const) {
      expect(payoutAfterAction(status, 'reject')).toBeNull();
      expect(payoutAfterAction(status, 'retry')).toBeNull();
    }
    expect(payoutAfterAction('fulfilled', 'approve')).toBeNull();
  });
});

describe('reconciliation with the provider', () => {
  it('only no such order or a failed one lets a payout fail or be refunded; no answer decides nothing', () => {
    expect(findingAllowsRefund('none')).toBe(true);
    expect(findingAllowsRefund('failed')).toBe(true);
    for (const finding of ['delivered', 'pending', 'unreachable'] as const) expect(findingAllowsRefund(finding)).toBe(false);
    expect(PAYOUT_AFTER_FINDING.delivered).toBe('fulfilled');
    expect(PAYOUT_AFTER_FINDING.pending).toBe('processing');
    expect(PAYOUT_AFTER_FINDING.unreachable).toBeNull();
  });

  it('asks the provider about failed payouts and any payout ever sent to it, not one never sent', () => {
    expect(mayBeAtProvider({ status: 'failed' })).toBe(true);
    expect(mayBeAtProvider({ status: 'pending_review', ordered_at: new Date() })).toBe(true);
    expect(mayBeAtProvider({ status: 'pending_review', attempts: 1 })).toBe(true);
    expect(mayBeAtProvider({ status: 'pending_review', provider_order_id: 'ord_1' })).toBe(true);
    expect(mayBeAtProvider({ status: 'pending_review', attempts: 0, ordered_at: null, provider_order_id: null })).toBe(false);
  });
});
