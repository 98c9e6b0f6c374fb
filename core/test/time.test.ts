import { describe, expect, it } from 'vitest';
import { dayKey, isValidTimeZone, resolveTimeZone, cachedTimeZoneCount, canonicalTimeZone } from '../src';

describe('time zones', () => {
  it('accepts IANA zones and rejects anything else', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(42)).toBe(false);
    expect(isValidTimeZone('A'.repeat(65))).toBe(false);
  });
  it('falls back to UTC for unknown zones', () => {
    expect(resolveTimeZone('Nowhere/Land')).toBe('UTC');
    expect(resolveTimeZone(undefined)).toBe('UTC');
    expect(resolveTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
  });
});

describe('dayKey', () => {
  const instant = Date.UTC(2026, 10, 21, 10, 30); // 2026-11-21 10:30 UTC
  it('is the local calendar day in the zone', () => {
    expect(dayKey(instant, 'UTC')).toBe('2026-11-21');
    expect(dayKey(instant, 'Pacific/Kiritimati')).toBe('2026-11-22'); // UTC+14
    expect(dayKey(instant, 'Pacific/Pago_Pago')).toBe('2026-11-20'); // UTC-11
  });
  it('changes exactly at local midnight', () => {
    // 2026-11-21 05:00 UTC is midnight in New York (UTC-5 in November).
    expect(dayKey(Date.UTC(2026, 10, 21, 4, 59, 59), 'America/New_York')).toBe('2026-11-20');
    expect(dayKey(Date.UTC(2026, 10, 21, 5, 0, 0), 'America/New_York')).toBe('2026-11-21');
  });
  it('treats an invalid zone as UTC', () => {
    expect(dayKey(instant, 'Not/AZone')).toBe('2026-11-21');
  });
});

describe('the zone validation cache', () => {
  it('does not grow with header values: other spellings and garbage are not cached', () => {
    canonicalTimeZone('America/New_York');
    const before = cachedTimeZoneCount();
    for (let i = 0; i < 500; i++) {
      const spelled = 'america/new_york'.split('').map((c, j) => ((i >> j) & 1 ? c.toUpperCase() : c)).join('');
      expect(canonicalTimeZone(spelled)).toBe('America/New_York');
      expect(canonicalTimeZone(`Nowhere/${i}`)).toBeNull();
    }
    expect(cachedTimeZoneCount()).toBe(before);
  });
});
