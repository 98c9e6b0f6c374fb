import { describe, expect, it } from 'vitest';
import { formatDollars, formatPM, formatSignedPM, pmToDollars, PM_PER_DOLLAR } from '../src';

describe('money', () => {
  it('converts 100 PM to 1 dollar', () => {
    expect(PM_PER_DOLLAR).toBe(100);
    expect(pmToDollars(500)).toBe(5);
    expect(formatDollars(500)).toBe('$5.00');
    expect(formatDollars(1234)).toBe('$12.34');
    expect(formatDollars(242745)).toBe('$2,427.45');
  });
  it('formats PM with separators and signs', () => {
    expect(formatPM(1250)).toBe('1,250 PM');
    expect(formatSignedPM(500)).toBe('+500');
    expect(formatSignedPM(-1000)).toBe('−1,000');
  });
  it("says what Intl.NumberFormat('en-US') says, without loading it", () => {
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const pm of [0, 1, 5, 99, 100, 101, 999, 1000, 1234, 99999, 100000, 242745, 1234567, 123456789, -1, -250, -100000, 0.4, 12.5, 1234.6]) {
      expect(formatDollars(pm), `formatDollars(${pm})`).toBe(dollars.format(pm / 100));
      expect(formatPM(pm), `formatPM(${pm})`).toBe(`${whole.format(pm)} PM`);
      expect(formatSignedPM(pm), `formatSignedPM(${pm})`).toBe(`${pm >= 0 ? '+' : '−'}${whole.format(Math.abs(pm))}`);
    }
  });
});
