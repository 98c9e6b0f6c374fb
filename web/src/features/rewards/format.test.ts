import { describe, expect, it } from 'vitest';
import { adjustmentLabel, cardPrices, formatValue, kycPath, redeemSummary, toGoLabel, valuePriceLabel } from './format';
import { makePaypal, makeReward } from '../../testing/builders';

describe('reward labels', () => {
  it("prices each value of a short fixed list: '$5 · 500 PM'", () => {
    expect(cardPrices(makeReward())).toEqual({
      kind: 'values',
      labels: ['$5 · 500 PM', '$10 · 1,000 PM', '$25 · 2,500 PM', '$50 · 5,000 PM'],
    });
  });

  it("says 'from' the cheapest price for a range or a long list", () => {
    expect(cardPrices(makePaypal())).toEqual({ kind: 'from', span: '$5–$500', from: 'from 550 PM' });
    expect(cardPrices(makeReward({ denominations: { kind: 'fixed', values: [5, 10, 25, 50, 100] } }))).toEqual({
      kind: 'from',
      span: '$5–$100',
      from: 'from 500 PM',
    });
  });

  it('uses the price per dollar, rounded to whole PM', () => {
    expect(valuePriceLabel(makeReward({ pm_per_dollar: 98 }), 25)).toBe('$25 · 2,450 PM');
    expect(formatValue(1500)).toBe('$1,500');
  });

  it('words a discount or a fee, and nothing at face value', () => {
    expect(adjustmentLabel(makeReward({ pm_per_dollar: 90 }))).toEqual({ label: '10% off', discount: true });
    expect(adjustmentLabel(makeReward({ pm_per_dollar: 110 }))).toEqual({ label: '10% fee', discount: false });
    expect(adjustmentLabel(makeReward())).toBeNull();
  });

  it('sums up a redemption and what is left to earn', () => {
    expect(redeemSummary(makeReward(), 25)).toBe('Redeem $25 Amazon.com Gift Card for 2,500 PM');
    expect(toGoLabel(1200)).toBe('1,200 PM to go');
  });

  it('links identity verification back to the page', () => {
    expect(kycPath('/rewards')).toBe('/auth/kyc?next=/rewards');
    expect(kycPath('/search/redeem?q=a&b')).toBe('/auth/kyc?next=/search/redeem%3Fq%3Da%26b');
  });
});
