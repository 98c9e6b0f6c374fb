import { describe, expect, it } from 'vitest';
import { countOf, formatCalendarDate, formatDate, formatDayMonth, formatTimeLeft, formatWholeDollars } from './format';

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

describe('dates: one form for every member-facing date', () => {
  it("reads 'Nov 28, 2026' (never '28 Nov 2026'), as Intl's en-US medium date", () => {
    const at = new Date(2026, 10, 28, 15, 30).toISOString(); // 3:30 pm on the browser's clock
    expect(formatDate(at)).toBe('Nov 28, 2026');
    expect(formatDayMonth(at)).toBe('Nov 28');
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
    for (const d of [new Date(2026, 0, 1), new Date(2024, 1, 29), new Date(1999, 6, 9, 23, 59)])
      expect(formatDate(d.toISOString())).toBe(intl.format(d));
  });

  it('reads a calendar day in UTC so no zone moves it, and survives bad input', () => {
    expect(formatCalendarDate('2026-11-28')).toBe('Nov 28, 2026');
    expect(formatCalendarDate('not-a-day')).toBe('not-a-day');
    expect(formatDate('nonsense')).toBe('');
  });
});
