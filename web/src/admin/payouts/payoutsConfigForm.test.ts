import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYOUTS_CONFIG } from '@pilotmiles/core';
import { payoutsForm } from './payoutsConfigForm';

describe('payoutsForm', () => {
  it('round-trips the defaults', () => {
    expect(payoutsForm.toInput(payoutsForm.toValues(DEFAULT_PAYOUTS_CONFIG))).toEqual(DEFAULT_PAYOUTS_CONFIG);
  });

  it("checks with core's bounds, in staff's words", () => {
    const values = payoutsForm.toValues(DEFAULT_PAYOUTS_CONFIG);
    const problems = (over: Partial<typeof values>) => {
      const r = payoutsForm.schema.safeParse(payoutsForm.toInput({ ...values, ...over }));
      return r.success
        ? []
        : (r as unknown as { error: { issues: { path: PropertyKey[]; message: string }[] } }).error.issues.map(
            (i) => `${i.path.join('.')}: ${i.message}`,
          );
    };
    expect(problems({})).toEqual([]);
    expect(problems({ max_attempts: '0' })).toEqual(['max_attempts: must be at least 1']);
    expect(problems({ max_attempts: '11' })).toEqual(['max_attempts: must be at most 10']);
    expect(problems({ min_account_age_days: '' })).toEqual(['min_account_age_days: enter a whole number']);
    expect(problems({ auto_approve_max_usd: '2.5' })).toEqual(['auto_approve_max_usd: must be a whole number']);
  });

  it('knows which server fields have an input', () => {
    expect(payoutsForm.ownsField('kyc_lifetime_usd')).toBe(true);
    expect(payoutsForm.ownsField('kyc_for_cash')).toBe(true);
    expect(payoutsForm.ownsField('body')).toBe(false);
  });
});
