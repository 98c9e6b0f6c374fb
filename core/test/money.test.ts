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
});
