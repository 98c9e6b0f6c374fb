import { describe, expect, it } from 'vitest';
import { DEFAULT_DAILY_BONUS_CONFIG } from '@pilotmiles/core';
import { bonusHowItWorksSteps } from './howItWorks';

describe('bonusHowItWorksSteps', () => {
  it('words the default config as the product describes it', () => {
    const text = bonusHowItWorksSteps(DEFAULT_DAILY_BONUS_CONFIG).join(' ');
    expect(text).toContain('24 hours');
    expect(text).toContain('7-day cycles');
    expect(text).toContain('Day 1 gives 1 PilotMile, rising to 5 on day 5, then 5 a day.');
    expect(text).toContain('Every 7th day is a bonus day: spin the wheel of fortune for up to 100 PilotMiles.');
    expect(text).toContain('more than 48 hours');
  });

  it('follows a changed config', () => {
    const text = bonusHowItWorksSteps({
      maxDay: 3,
      rewardsByDay: { '1': 2, '2': 4, '3': 6 },
      maxReward: 10,
      wheel: {
        segments: [
          { amount: 20, weight: 1 },
          { amount: 500, weight: 1 },
        ],
      },
    }).join(' ');
    expect(text).toContain('Day 1 gives 2 PilotMiles, rising to 6 on day 3, then 10 a day.');
    expect(text).toContain('up to 500 PilotMiles');
  });
});
