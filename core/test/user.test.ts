import { describe, expect, it } from 'vitest';
import {
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  authErrorMessage,
  fallbackDisplayName,
  generateReferralCode,
  initials,
  isReferralCode,
  normalizeReferralCode,
  truncateDisplayName,
} from '../src';

describe('display names', () => {
  it('truncates to 15 characters plus " .."', () => {
    expect(truncateDisplayName('Amelia Earhart')).toBe('Amelia Earhart');
    expect(truncateDisplayName('Maximilian Fernandez')).toBe('Maximilian Fern ..');
    expect(truncateDisplayName('123456789012345')).toBe('123456789012345');
    expect(truncateDisplayName('1234567890123456')).toBe('123456789012345 ..');
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
  it('uses the SPEC wording where it fixes one', () => {
    expect(authErrorMessage('auth/email-already-in-use')).toBe('Email already in use');
    expect(authErrorMessage('auth/unknown-thing')).toBe('An error occurred');
    expect(authErrorMessage(undefined)).toBe('An error occurred');
  });
});
