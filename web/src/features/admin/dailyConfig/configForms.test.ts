import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DAILY_BONUS_CONFIG,
  DEFAULT_DAILY_CHALLENGE_CONFIG,
  DEFAULT_SYSTEM_REWARDS_CONFIG,
} from '@pilotmiles/core';
import { bonusForm, challengeForm, fieldMessage, moveRow, plainMessage, systemForm } from './configForms';
import { bonusPreview } from './bonusPreview';

describe('config drafts', () => {
  it('round-trip the defaults through the core schemas', () => {
    expect(bonusForm.parse(bonusForm.toDraft(DEFAULT_DAILY_BONUS_CONFIG))).toEqual({
      ok: true,
      value: DEFAULT_DAILY_BONUS_CONFIG,
    });
    expect(challengeForm.parse(challengeForm.toDraft(DEFAULT_DAILY_CHALLENGE_CONFIG))).toEqual({
      ok: true,
      value: DEFAULT_DAILY_CHALLENGE_CONFIG,
    });
    expect(systemForm.parse(systemForm.toDraft(DEFAULT_SYSTEM_REWARDS_CONFIG))).toEqual({
      ok: true,
      value: DEFAULT_SYSTEM_REWARDS_CONFIG,
    });
  });

  it('name the first bad field as the server would', () => {
    const draft = challengeForm.toDraft(DEFAULT_DAILY_CHALLENGE_CONFIG);
    draft.tiers[2]!.target = '100';
    expect(challengeForm.parse(draft)).toEqual({
      ok: false,
      error: { field: 'tiers.2.target', message: 'tiers.2.target: must be above the previous tier' },
    });
    draft.tiers[0]!.reward = ' ';
    expect(challengeForm.parse(draft)).toMatchObject({ ok: false, error: { field: 'tiers.0.reward' } });
  });

  it('ignore row ids and blank days beyond maxDay when telling whether anything changed', () => {
    const a = bonusForm.toDraft(DEFAULT_DAILY_BONUS_CONFIG);
    const b = bonusForm.toDraft(DEFAULT_DAILY_BONUS_CONFIG);
    expect(a.segments[0]!.id).not.toBe(b.segments[0]!.id);
    expect(bonusForm.signature(a)).toBe(bonusForm.signature(b));
    expect(bonusForm.signature({ ...a, rewardsByDay: { ...a.rewardsByDay, '9': '4' } })).toBe(bonusForm.signature(b));
    expect(bonusForm.signature({ ...a, rewardsByDay: { ...a.rewardsByDay, '2': '' } })).not.toBe(
      bonusForm.signature(b),
    );
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

  it('word zod bounds plainly and strip the field prefix', () => {
    expect(plainMessage('Too small: expected number to be >=1')).toBe('must be at least 1');
    expect(plainMessage('Too big: expected number to be <=365')).toBe('must be at most 365');
    expect(plainMessage('Too small: expected array to have >=2 items')).toBe('needs at least 2 rows');
    expect(fieldMessage({ field: 'tiers.1.target', message: 'tiers.1.target: must be above the previous tier' })).toBe(
      'must be above the previous tier',
    );
    expect(fieldMessage({ field: 'maxDay', message: 'Something else' })).toBe('Something else');
  });

  it('move rows within bounds', () => {
    expect(moveRow(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('bonusPreview', () => {
  it('follows rewardForDay, with dashes for what is not a number yet', () => {
    const draft = bonusForm.toDraft({ ...DEFAULT_DAILY_BONUS_CONFIG, maxDay: 2, rewardsByDay: { '1': 10 } });
    const days = bonusPreview({ ...draft, maxReward: '' }, 8);
    expect(days.slice(0, 3)).toEqual([
      { day: 1, wheel: false, amount: 10 },
      { day: 2, wheel: false, amount: 2 },
      { day: 3, wheel: false, amount: Number.NaN },
    ]);
    expect(days[6]).toEqual({ day: 7, wheel: true, upTo: 100 });
    expect(bonusPreview({ ...draft, segments: [] }, 7)[6]).toEqual({ day: 7, wheel: true, upTo: Number.NaN });
  });
});
