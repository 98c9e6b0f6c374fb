import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { bonusClaimErrorMessage, isSessionExpiry } from './claimErrors';

describe('bonusClaimErrorMessage', () => {
  it("shows the server's message when it sent one", () => {
    expect(
      bonusClaimErrorMessage(new ApiError(409, 'daily-bonus/not-yet', 'Your next daily bonus opens in 3 hours.')),
    ).toBe('Your next daily bonus opens in 3 hours.');
  });

  it("falls back to 'Error claiming daily bonus' without one", () => {
    expect(bonusClaimErrorMessage(new ApiError(0, 'network', 'An error occurred'))).toBe('Error claiming daily bonus');
    expect(bonusClaimErrorMessage(new ApiError(502, 'http', 'An error occurred'))).toBe('Error claiming daily bonus');
    expect(bonusClaimErrorMessage(new TypeError('boom'))).toBe('Error claiming daily bonus');
  });

  it('leaves a 403 to the session-expired flow', () => {
    expect(isSessionExpiry(new ApiError(403, 'auth/session-expired', 'Session expired. Please sign in again.'))).toBe(
      true,
    );
    expect(isSessionExpiry(new ApiError(409, 'daily-bonus/not-yet', 'x'))).toBe(false);
  });
});
