import { describe, expect, it } from 'vitest';
import { funnelIsEmpty, funnelRange, funnelSteps } from './funnelData';

describe('funnelSteps', () => {
  it('gives counts, the conversion from the step before and bar widths against the biggest step', () => {
    expect(funnelSteps({ signed_up: 8, verified: 6, first_earning: 3, first_redemption: 1 })).toEqual([
      { key: 'signed_up', label: 'Signed up', count: 8, conversion: null, width: 100 },
      { key: 'verified', label: 'Verified', count: 6, conversion: 75, width: 75 },
      { key: 'first_earning', label: 'First earning', count: 3, conversion: 50, width: 37.5 },
      { key: 'first_redemption', label: 'First redemption', count: 1, conversion: 33, width: 12.5 },
    ]);
  });
  it('has no conversion after a step with none, and no bars when all are zero', () => {
    const steps = funnelSteps({ signed_up: 0, verified: 2, first_earning: 0, first_redemption: 0 });
    expect(steps.map((s) => s.conversion)).toEqual([null, null, 0, null]);
    expect(steps[1]!.width).toBe(100);
    expect(funnelIsEmpty({ signed_up: 0, verified: 0, first_earning: 0, first_redemption: 0 })).toBe(true);
    expect(funnelSteps({ signed_up: 0, verified: 0, first_earning: 0, first_redemption: 0 }).every((s) => s.width === 0)).toBe(true);
  });
});

describe('funnelRange', () => {
  it('covers the given number of UTC days up to today', () => {
    expect(funnelRange(30, new Date('2026-11-24T23:30:00Z'))).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(funnelRange(1, new Date('2026-11-24T00:00:00Z'))).toEqual({ from: '2026-11-24', to: '2026-11-24' });
  });
});
