import { describe, expect, it } from 'vitest';
import type { User } from '@pilotmiles/core';
import { headerAccount } from './account';

const user = {
  email: 'maria.lopez@example.com',
  display_name: 'Maria',
  total_coins: 1195,
  profile_image_url: null,
} as User;

describe('headerAccount', () => {
  it('is signed out unless the session is signed in with a record', () => {
    expect(headerAccount({ status: 'signedOut', user: null, isAdmin: false })).toEqual({ kind: 'signedOut' });
    expect(headerAccount({ status: 'signedIn', user: null, isAdmin: false })).toEqual({ kind: 'signedOut' });
  });

  it("offers no sign-in while a returning member's session loads", () => {
    expect(headerAccount({ status: 'loading', user: null, isAdmin: false })).toEqual({ kind: 'loading' });
  });

  it('tells a failed record apart from a visitor, so no sign-up is offered to a member', () => {
    expect(headerAccount({ status: 'error', user: null, isAdmin: false })).toEqual({ kind: 'recordUnavailable' });
  });

  it('carries name, balance and admin flag', () => {
    expect(headerAccount({ status: 'signedIn', user, isAdmin: true })).toEqual({
      kind: 'signedIn',
      displayName: 'Maria',
      email: 'maria.lopez@example.com',
      balance: 1195,
      avatarUrl: null,
      isAdmin: true,
    });
  });

  it('names someone without a display name after their email', () => {
    const account = headerAccount({ status: 'signedIn', user: { ...user, display_name: '' }, isAdmin: false });
    expect(account.kind === 'signedIn' && account.displayName).toBe('maria.lopez');
  });
});
