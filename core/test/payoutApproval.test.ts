import { describe, expect, it } from 'vitest';
import { approvalCheck, CONFIRM_APPROVAL_AT_USD, riskFlags } from '../src';

describe('approvalCheck: what approving a payout asks of staff', () => {
  it('one click for a small payout held only because it is a first one or above the auto-approve limit', () => {
    expect(approvalCheck({ value_usd: 25, review_reasons: ['first-payout'] })).toBe('none');
    expect(approvalCheck({ value_usd: 50, review_reasons: ['first-payout', 'above-threshold'] })).toBe('none');
    expect(riskFlags(['first-payout', 'above-threshold'])).toEqual([]);
  });

  it(`a confirmation from $${CONFIRM_APPROVAL_AT_USD}`, () => {
    expect(approvalCheck({ value_usd: CONFIRM_APPROVAL_AT_USD - 0.01, review_reasons: ['above-threshold'] })).toBe(
      'none',
    );
    expect(approvalCheck({ value_usd: CONFIRM_APPROVAL_AT_USD, review_reasons: ['above-threshold'] })).toBe('confirm');
  });

  it('a note for any risk flag, whatever the value', () => {
    for (const flag of [
      'new-account',
      'recent-reversal',
      'country-mismatch',
      'kyc-required',
      'negative-balance',
    ] as const)
      expect(approvalCheck({ value_usd: 5, review_reasons: ['first-payout', flag] })).toBe('note');
    expect(approvalCheck({ value_usd: 1000, review_reasons: ['first-payout', 'kyc-required'] })).toBe('note');
    expect(riskFlags(['first-payout', 'kyc-required'])).toEqual(['kyc-required']);
  });
});
