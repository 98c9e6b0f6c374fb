import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DAILY_CHALLENGE_CONFIG,
  challengeProgress,
  challengeRemainingText,
  currentTier,
  type DailyChallengeConfig,
} from '../src';

const config: DailyChallengeConfig = {
  tiers: [
    { target: 25, reward: 5 },
    { target: 100, reward: 15 },
    { target: 250, reward: 40 },
  ],
};

describe('currentTier', () => {
  it('is the first tier not yet collected today', () => {
    expect(currentTier(config, 0)).toEqual({ target: 25, reward: 5 });
    expect(currentTier(config, 1)).toEqual({ target: 100, reward: 15 });
    expect(currentTier(config, 2)).toEqual({ target: 250, reward: 40 });
  });
  it('is null once every tier is collected (and beyond)', () => {
    expect(currentTier(config, 3)).toBeNull();
    expect(currentTier(config, 7)).toBeNull();
    expect(currentTier({ tiers: [] }, 0)).toBeNull();
  });
  it('defaults to rising targets with rewards', () => {
    const targets = DEFAULT_DAILY_CHALLENGE_CONFIG.tiers.map((t) => t.target);
    expect(targets).toEqual([...targets].sort((a, b) => a - b));
    for (const tier of DEFAULT_DAILY_CHALLENGE_CONFIG.tiers) expect(tier.reward).toBeGreaterThan(0);
  });
});

describe('challengeProgress', () => {
  const tier = { target: 100, reward: 15 };
  it('is coins earned today over the target', () => {
    expect(challengeProgress(40, tier)).toEqual({
      earned: 40,
      target: 100,
      remaining: 60,
      percent: 40,
      completed: false,
    });
  });
  it('starts at zero with nothing earned', () => {
    expect(challengeProgress(0, tier)).toEqual({
      earned: 0,
      target: 100,
      remaining: 100,
      percent: 0,
      completed: false,
    });
  });
  it('rounds the bar down so it only shows full when reached', () => {
    expect(challengeProgress(99, tier).percent).toBe(99);
    expect(challengeProgress(1, { target: 3, reward: 1 }).percent).toBe(33);
    expect(challengeProgress(99, tier).completed).toBe(false);
  });
  it('is completed exactly at the target', () => {
    expect(challengeProgress(100, tier)).toEqual({
      earned: 100,
      target: 100,
      remaining: 0,
      percent: 100,
      completed: true,
    });
  });
  it('caps the bar and the remaining amount when over the target', () => {
    expect(challengeProgress(180, tier)).toEqual({
      earned: 180,
      target: 100,
      remaining: 0,
      percent: 100,
      completed: true,
    });
  });
  it('treats a zero target as already reached', () => {
    expect(challengeProgress(0, { target: 0, reward: 1 })).toEqual({
      earned: 0,
      target: 0,
      remaining: 0,
      percent: 100,
      completed: true,
    });
  });
});

describe('challengeRemainingText', () => {
  it("is the product's sentence", () => {
    expect(challengeRemainingText(60)).toBe('Earn 60 more PilotMiles to win the reward');
    expect(challengeRemainingText(1)).toBe('Earn 1 more PilotMiles to win the reward');
  });
});
