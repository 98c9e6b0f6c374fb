import { afterEach, describe, expect, it } from 'vitest';
import { rememberNotNow, rememberToken, rememberedToken, saidNotNow, tokenNeedsRefresh } from './storage';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-05-10T12:00:00Z');

afterEach(() => localStorage.clear());

describe('push storage', () => {
  it('re-saves a token that is missing, another member’s, or 7 days old', () => {
    const record = { token: 't1', saved_at: NOW - 6 * DAY, uid: 'u1' };
    expect(tokenNeedsRefresh(null, 'u1', NOW)).toBe(true);
    expect(tokenNeedsRefresh(record, 'u2', NOW)).toBe(true);
    expect(tokenNeedsRefresh(record, 'u1', NOW)).toBe(false);
    expect(tokenNeedsRefresh({ ...record, saved_at: NOW - 7 * DAY }, 'u1', NOW)).toBe(true);
  });

  it('remembers the token and reads a damaged record as none', () => {
    rememberToken({ token: 't1', saved_at: NOW, uid: 'u1' });
    expect(rememberedToken()).toEqual({ token: 't1', saved_at: NOW, uid: 'u1' });
    localStorage.setItem('pm-push-token', '{"token": 5}');
    expect(rememberedToken()).toBeNull();
    localStorage.setItem('pm-push-token', 'not json');
    expect(rememberedToken()).toBeNull();
    rememberToken(null);
    expect(localStorage.getItem('pm-push-token')).toBeNull();
  });

  it("keeps 'Not now' per member for 7 days", () => {
    rememberNotNow('u1', NOW);
    expect(saidNotNow('u1', NOW + 6 * DAY)).toBe(true);
    expect(saidNotNow('u2', NOW)).toBe(false);
    expect(saidNotNow('u1', NOW + 7 * DAY)).toBe(false);
  });
});
