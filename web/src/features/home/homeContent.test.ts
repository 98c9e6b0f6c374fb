import { describe, expect, it } from 'vitest';
import { DEFAULT_SYSTEM_REWARDS_CONFIG, WELCOME_BONUS_PM, formatDollars } from '@pilotmiles/core';
import { HERO_CARD } from './homeContent';

describe("the landing hero's example card", () => {
  const total = HERO_CARD.lines.reduce((sum, l) => sum + l.amount, 0);

  it("pays core's default rewards: $5 welcome, days 1–5 of the daily bonus (1+2+3+4+5), 5 PM an article", () => {
    expect(HERO_CARD.lines).toEqual([
      { label: 'Welcome bonus', amount: WELCOME_BONUS_PM },
      { label: 'Daily bonus, days 1–5', amount: 15 },
      { label: 'Read: 10 Ways to Fly for Less', amount: DEFAULT_SYSTEM_REWARDS_CONFIG.articleReward },
      { label: 'Read: Gift Card Tips to Get Full Value', amount: DEFAULT_SYSTEM_REWARDS_CONFIG.articleReward },
    ]);
    expect(total).toBe(525);
    expect(formatDollars(total)).toBe('$5.25');
  });

  it('promises no flight that its total would not buy', () => {
    expect(HERO_CARD.badge).toBe('$5 welcome bonus');
    expect(JSON.stringify({ ...HERO_CARD, BadgeIcon: null })).not.toMatch(/flight unlocked|free flight/i);
  });
});
