import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSignUp, pendingSignUp, rememberSignUp, takeSignUpDestination } from './pendingSignUp';

afterEach(() => {
  forgetSignUp();
  vi.useRealTimers();
});

describe('pendingSignUp', () => {
  it('remembers the address and where they were going, in localStorage and nowhere else', () => {
    rememberSignUp(' jo@example.com ', '/offers/abc?x=1');
    expect(pendingSignUp()).toEqual({ email: 'jo@example.com', next: '/offers/abc?x=1' });
    expect(localStorage.getItem('pm_pending_sign_up')).toContain('jo@example.com');
  });

  it('never keeps a destination outside the app or on the auth pages', () => {
    for (const next of ['https://evil.example', '//evil.example/x', '/\\evil.example', '/auth/signin', 'offers']) {
      rememberSignUp('jo@example.com', next);
      expect(pendingSignUp()?.next).toBeNull();
    }
  });

  it('hands the destination to the same address once (any case), and keeps it from another', () => {
    rememberSignUp('jo@example.com', '/sweepstakes');
    expect(takeSignUpDestination('someone@example.com')).toBeNull();
    expect(pendingSignUp()).not.toBeNull();
    expect(takeSignUpDestination('JO@example.com')).toBe('/sweepstakes');
    expect(pendingSignUp()).toBeNull();
    expect(takeSignUpDestination('jo@example.com')).toBeNull();
  });

  it('forgets a sign-up after a week, and reads damaged storage as none', () => {
    vi.useFakeTimers({ now: new Date('2026-11-01T00:00:00Z') });
    rememberSignUp('jo@example.com', null);
    vi.setSystemTime(new Date('2026-11-07T23:00:00Z'));
    expect(pendingSignUp()?.email).toBe('jo@example.com');
    vi.setSystemTime(new Date('2026-11-08T01:00:00Z'));
    expect(pendingSignUp()).toBeNull();
    localStorage.setItem('pm_pending_sign_up', '{not json');
    expect(pendingSignUp()).toBeNull();
    localStorage.setItem('pm_pending_sign_up', JSON.stringify({ email: 42, at: Date.now() }));
    expect(pendingSignUp()).toBeNull();
  });
});
