import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DAILY_BONUS_CONFIG,
  DEFAULT_DAILY_CHALLENGE_CONFIG,
  DEFAULT_SYSTEM_REWARDS_CONFIG,
} from '@pilotmiles/core';
import { bonusForm, challengeForm, systemForm } from './dailyConfigForms';
import { bonusPreview } from './bonusPreview';

describe('daily config forms', () => {
  it('round-trip the defaults: the body a form saves is the config it was loaded with', () => {
    expect(bonusForm.toInput(bonusForm.toValues(DEFAULT_DAILY_BONUS_CONFIG))).toEqual(DEFAULT_DAILY_BONUS_CONFIG);
    expect(challengeForm.toInput(challengeForm.toValues(DEFAULT_DAILY_CHALLENGE_CONFIG))).toEqual(
      DEFAULT_DAILY_CHALLENGE_CONFIG,
    );
    expect(systemForm.toInput(systemForm.toValues(DEFAULT_SYSTEM_REWARDS_CONFIG))).toEqual(
      DEFAULT_SYSTEM_REWARDS_CONFIG,
    );
  });

  it('leave blank numbers undefined (the schema says "enter a whole number") and drop hidden days', () => {
    const values = bonusForm.toValues(DEFAULT_DAILY_BONUS_CONFIG);
    const body = bonusForm.toInput({
      ...values,
      maxDay: '3',
      maxReward: ' ',
      rewardsByDay: { ...values.rewardsByDay, '2': '', '9': '4' },
    }) as { maxReward: unknown; rewardsByDay: unknown };
    expect(body.maxReward).toBeUndefined();
    expect(body.rewardsByDay).toEqual({ '1': 1, '3': 3 });
    expect(bonusForm.schema.safeParse(body).success).toBe(false);
  });

  it('know which server fields have an input', () => {
    expect(bonusForm.ownsField('wheel.segments.3.weight')).toBe(true);
    expect(bonusForm.ownsField('rewardsByDay.12')).toBe(true);
    expect(bonusForm.ownsField('body')).toBe(false);
    expect(challengeForm.ownsField('tiers.1.target')).toBe(true);
    expect(challengeForm.ownsField('tiers.1')).toBe(false);
    expect(systemForm.ownsField('articleDailyCap')).toBe(true);
    expect(systemForm.ownsField('extra')).toBe(false);
  });
});

describe('bonusPreview', () => {
  it('follows rewardForDay, with dashes for what is not a number yet', () => {
    const values = bonusForm.toValues({ ...DEFAULT_DAILY_BONUS_CONFIG, maxDay: 2, rewardsByDay: { '1': 10 } });
    const days = bonusPreview({ ...values, maxReward: '' }, 8);
    expect(days.slice(0, 3)).toEqual([
      { day: 1, wheel: false, amount: 10 },
      { day: 2, wheel: false, amount: 2 },
      { day: 3, wheel: false, amount: Number.NaN },
    ]);
    expect(days[6]).toEqual({ day: 7, wheel: true, upTo: 100 });
    expect(bonusPreview({ ...values, wheel: { segments: [] } }, 7)[6]).toEqual({ day: 7, wheel: true, upTo: Number.NaN });
  });
});
