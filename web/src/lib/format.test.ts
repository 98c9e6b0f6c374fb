import { describe, expect, it } from 'vitest';
import { countOf, formatTimeLeft, formatWholeDollars } from './format';

describe('formatWholeDollars', () => {
  it('groups thousands without cents', () => {
    expect(formatWholeDollars(5)).toBe('$5');
    expect(formatWholeDollars(1000)).toBe('$1,000');
    expect(formatWholeDollars(2500000)).toBe('$2,500,000');
  });
});

describe('formatTimeLeft', () => {
  it('reads HH:MM:SS under a day and adds days beyond it', () => {
    expect(formatTimeLeft(59_000)).toBe('00:00:59');
    expect(formatTimeLeft(((23 * 60 + 59) * 60 + 59) * 1000)).toBe('23:59:59');
    expect(formatTimeLeft(24 * 3600_000)).toBe('1d 00:00:00');
    expect(formatTimeLeft(((2 * 24 + 4) * 3600 + 12 * 60 + 9) * 1000)).toBe('2d 04:12:09');
  });

  it('rounds a part second up and never goes below zero', () => {
    expect(formatTimeLeft(1)).toBe('00:00:01');
    expect(formatTimeLeft(24 * 3600_000 - 1)).toBe('1d 00:00:00');
    expect(formatTimeLeft(-5000)).toBe('00:00:00');
  });
});

describe('countOf', () => {
  it('uses the singular for exactly one', () => {
    expect(countOf(1, 'entry', 'entries')).toBe('1 entry');
    expect(countOf(0, 'entry', 'entries')).toBe('0 entries');
    expect(countOf(1234, 'entry', 'entries')).toBe('1,234 entries');
  });
});
