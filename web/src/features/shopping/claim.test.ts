import { describe, expect, it } from 'vitest';
import { SHOP_CLAIM_MAX_AGE_DAYS, SHOP_CLAIM_MIN_AGE_DAYS } from '@pilotmiles/core';
import { CLAIM_WINDOW_MESSAGES, checkClaim, claimDateRange, daysBefore, localDayKey, type ClaimFields } from './claim';

const TODAY = '2026-11-21';
const valid: ClaimFields = { brandId: 'northwind', orderId: ' NW-1001 ', orderDate: '2026-11-10', amount: '84.20' };
const errorsOf = (over: Partial<ClaimFields>) => {
  const result = checkClaim({ ...valid, ...over }, TODAY);
  return result.ok ? {} : result.errors;
};

describe('checkClaim', () => {
  it('sends the trimmed order number, the day and the amount in dollars', () => {
    expect(checkClaim(valid, TODAY)).toEqual({
      ok: true,
      body: { brand_id: 'northwind', order_id: 'NW-1001', order_date: '2026-11-10', amount: 84.2 },
    });
    expect(checkClaim({ ...valid, amount: '$1,250.5' }, TODAY)).toMatchObject({ ok: true, body: { amount: 1250.5 } });
    expect(checkClaim({ ...valid, amount: '.99' }, TODAY)).toMatchObject({ ok: true, body: { amount: 0.99 } });
  });

  it('requires every field', () => {
    expect(checkClaim({ brandId: '', orderId: '  ', orderDate: '', amount: '' }, TODAY)).toEqual({
      ok: false,
      errors: {
        brandId: 'Choose the store',
        orderId: 'Enter the order number',
        orderDate: 'Enter the order date',
        amount: 'Enter the order amount',
      },
    });
  });

  it.each([
    ['0', 'The amount must be more than $0'],
    ['0.00', 'The amount must be more than $0'],
    ['-5', 'The amount must be more than $0'],
    ['-$5.00', 'The amount must be more than $0'],
    ['12.345', 'Enter the amount in dollars, e.g. 84.20'],
    ['ten', 'Enter the amount in dollars, e.g. 84.20'],
    ['1e3', 'Enter the amount in dollars, e.g. 84.20'],
    ['.', 'Enter the amount in dollars, e.g. 84.20'],
    ['200000', 'Must be at most 100000'],
  ])('refuses the amount %j', (amount, message) => {
    expect(errorsOf({ amount })).toEqual({ amount: message });
  });

  it(`takes an order from ${SHOP_CLAIM_MIN_AGE_DAYS} to ${SHOP_CLAIM_MAX_AGE_DAYS} days ago, both included, as the server does`, () => {
    const { min, max } = claimDateRange(TODAY);
    expect(max).toBe('2026-11-19');
    expect(min).toBe(daysBefore(TODAY, SHOP_CLAIM_MAX_AGE_DAYS));
    expect(errorsOf({ orderDate: max })).toEqual({});
    expect(errorsOf({ orderDate: min })).toEqual({});
    expect(errorsOf({ orderDate: '2026-11-20' })).toEqual({ orderDate: CLAIM_WINDOW_MESSAGES['too-early'] });
    expect(errorsOf({ orderDate: TODAY })).toEqual({ orderDate: CLAIM_WINDOW_MESSAGES['too-early'] });
    expect(errorsOf({ orderDate: '2027-01-01' })).toEqual({ orderDate: CLAIM_WINDOW_MESSAGES.future });
    expect(errorsOf({ orderDate: daysBefore(min, 1) })).toEqual({ orderDate: CLAIM_WINDOW_MESSAGES['too-late'] });
    expect(errorsOf({ orderDate: '21/11/2026' })).toEqual({ orderDate: 'Must be a date as YYYY-MM-DD' });
    expect(errorsOf({ orderDate: '2026-02-30' })).toEqual({ orderDate: 'Must be a real date' });
  });

  it("refuses an order number the server would: too long, or with characters a network's never has", () => {
    expect(errorsOf({ orderId: 'x'.repeat(65) })).toEqual({ orderId: 'Must be at most 64 characters' });
    expect(errorsOf({ orderId: 'NW 1001' })).toEqual({ orderId: 'Must be letters, digits, ., - or _' });
  });
});

describe('day keys', () => {
  it("reads the member's calendar day and counts days back across months and years", () => {
    expect(localDayKey(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2026-01-01', 90)).toBe('2025-10-03');
  });
});
