import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

describe('relativeTime', () => {
  it('reads recent moments relatively, then the date in the one form', () => {
    const at = new Date(2026, 10, 28, 15, 30);
    const iso = at.toISOString();
    expect(relativeTime(iso, at.getTime() + 30_000)).toBe('just now');
    expect(relativeTime(iso, at.getTime() + 5 * 60_000)).toBe('5 min ago');
    expect(relativeTime(iso, at.getTime() + 3 * 24 * 3600_000)).toBe('3 days ago');
    expect(relativeTime(iso, at.getTime() + 30 * 24 * 3600_000)).toBe('Nov 28, 2026');
  });
});
