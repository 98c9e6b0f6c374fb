import { describe, expect, it } from 'vitest';
import {
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  authErrorMessage,
  dashboardGreeting,
  fallbackDisplayName,
  generateReferralCode,
  initials,
  isReferralCode,
  joinedToday,
  normalizeReferralCode,
  firstName,
  truncateDisplayName,
} from '../src';

describe('display names', () => {
  it('truncates to 15 characters plus " .." in the profile menu', () => {
    expect(truncateDisplayName('Amelia Earhart')).toBe('Amelia Earhart');
    expect(truncateDisplayName('Maximilian Fernandez')).toBe('Maximilian Fern ..');
    expect(truncateDisplayName('123456789012345')).toBe('123456789012345');
    expect(truncateDisplayName('1234567890123456')).toBe('123456789012345 ..');
  });
  it('takes the first word for greetings, never cutting it by a character count', () => {
    expect(firstName('Amelia Earhart')).toBe('Amelia');
    expect(firstName('  Maximilian-Alexander von Hohenzollern ')).toBe('Maximilian-Alexander');
    expect(firstName('   ')).toBe('');
  });
  it('falls back to the email local part', () => {
    expect(fallbackDisplayName('amelia@pilotmiles.test')).toBe('amelia');
    expect(fallbackDisplayName(null)).toBe('Pilot');
  });
  it('makes initials', () => {
    expect(initials('Amelia Mary Earhart')).toBe('AE');
    expect(initials('cher')).toBe('C');
    expect(initials('  ')).toBe('?');
  });
});

describe('referral codes', () => {
  it('generates 8 characters from the unambiguous alphabet', () => {
    let seed = 0;
    const code = generateReferralCode((n) => Uint8Array.from({ length: n }, () => (seed += 37) % 256));
    expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
    for (const ch of code) expect(REFERRAL_CODE_ALPHABET).toContain(ch);
    expect(isReferralCode(code)).toBe(true);
  });
  it('accepts codes people type, normalised', () => {
    expect(isReferralCode(normalizeReferralCode(' demoplt8 '))).toBe(true);
    expect(isReferralCode('SHORT')).toBe(false);
    expect(isReferralCode('TOOLONGCODE')).toBe(false);
    expect(isReferralCode('ABC-DEFG')).toBe(false);
  });
});

describe('auth messages', () => {
  it("uses the product's fixed wording where it has one", () => {
    expect(authErrorMessage('auth/email-already-in-use')).toBe('Email already in use');
    expect(authErrorMessage('auth/unknown-thing')).toBe('An error occurred');
    expect(authErrorMessage(undefined)).toBe('An error occurred');
  });
});

describe('the dashboard greeting', () => {
  const member = { created_at: '2026-03-01T03:00:00.000Z', timezone: 'America/New_York', day_key: '2026-02-28' };

  it("welcomes a member aboard on the day they joined, in their zone's day", () => {
    // 03:00 UTC on the 1st is the evening of the 28th in New York: the member joined 'today'.
    expect(joinedToday(member)).toBe(true);
    expect(joinedToday({ ...member, day_key: '2026-03-01' })).toBe(false);
    expect(joinedToday({ ...member, timezone: 'UTC' })).toBe(false);
    expect(joinedToday({ ...member, created_at: new Date(0).toISOString() })).toBe(false);
    expect(joinedToday({ ...member, created_at: 'not a date' })).toBe(false);
  });

  it('greets by name, aboard when new and back otherwise', () => {
    expect(dashboardGreeting('Amelia', true)).toBe('Welcome aboard, Amelia!');
    expect(dashboardGreeting('Amelia', false)).toBe('Welcome back, Amelia!');
    expect(dashboardGreeting(null, true)).toBe('Welcome aboard!');
    expect(dashboardGreeting('  ', false)).toBe('Welcome back!');
    // A phone's hero keeps to two lines: the first name only.
    expect(dashboardGreeting('Maximilian-Alexander von Hohenzollern-Sigmaringen', false)).toBe(
      'Welcome back, Maximilian-Alexander!',
    );
  });
});
