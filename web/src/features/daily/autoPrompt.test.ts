import { describe, expect, it } from 'vitest';
import { bonusShownKey, decideAutoPrompt, type AutoPromptInput } from './autoPrompt';

const base: AutoPromptInput = {
  signedIn: true,
  emailVerified: true,
  pathname: '/dashboard',
  modalOpen: false,
  promptedThisSession: false,
  canClaimBonus: true,
  bonusShownToday: false,
  challengeFlag: 'false',
};

describe('decideAutoPrompt', () => {
  it('opens the Daily Bonus when it is claimable and was not shown today', () => {
    expect(decideAutoPrompt(base)).toBe('DailyBonus');
    expect(decideAutoPrompt({ ...base, challengeFlag: 'true' })).toBe('DailyBonus');
  });

  it('opens the Daily Challenges instead when the bonus is not claimable or already shown today', () => {
    expect(decideAutoPrompt({ ...base, canClaimBonus: false })).toBe('DailyChallenges');
    expect(decideAutoPrompt({ ...base, bonusShownToday: true })).toBe('DailyChallenges');
    expect(decideAutoPrompt({ ...base, canClaimBonus: false, challengeFlag: null })).toBe('DailyChallenges');
  });

  it('opens nothing once the challenge flag is true and the bonus is not due', () => {
    expect(decideAutoPrompt({ ...base, canClaimBonus: false, challengeFlag: 'true' })).toBeNull();
    expect(decideAutoPrompt({ ...base, bonusShownToday: true, challengeFlag: 'true' })).toBeNull();
  });

  it('does not open the challenge modal over the challenge page, but the bonus yes', () => {
    expect(decideAutoPrompt({ ...base, canClaimBonus: false, pathname: '/daily-challenge' })).toBeNull();
    expect(decideAutoPrompt({ ...base, pathname: '/daily-challenge' })).toBe('DailyBonus');
  });

  it('waits for the bonus status', () => {
    expect(decideAutoPrompt({ ...base, canClaimBonus: null })).toBeNull();
  });

  it('never for a visitor or an unverified user', () => {
    expect(decideAutoPrompt({ ...base, signedIn: false })).toBeNull();
    expect(decideAutoPrompt({ ...base, emailVerified: false })).toBeNull();
  });

  it('never over another modal, on auth or admin pages, or twice in a session', () => {
    expect(decideAutoPrompt({ ...base, modalOpen: true })).toBeNull();
    expect(decideAutoPrompt({ ...base, pathname: '/auth/signin' })).toBeNull();
    expect(decideAutoPrompt({ ...base, pathname: '/admin' })).toBeNull();
    expect(decideAutoPrompt({ ...base, pathname: '/admin/daily-config' })).toBeNull();
    expect(decideAutoPrompt({ ...base, promptedThisSession: true })).toBeNull();
    expect(decideAutoPrompt({ ...base, pathname: '/authors' })).toBe('DailyBonus');
  });

  it("keys the shown-today mark by user and the member's day (user.day_key)", () => {
    expect(bonusShownKey('u1', '2026-03-01')).toBe('dailyBonusShown:u1:2026-03-01');
    expect(bonusShownKey('u1', '2026-03-02')).not.toBe(bonusShownKey('u1', '2026-03-01'));
  });
});
