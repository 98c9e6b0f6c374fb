import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFERS_CONFIG } from '@pilotmiles/core';
import { listOf } from '../shared/listOf';
import { offersForm, shareHint } from './offersConfigForm';

describe('offersForm', () => {
  it('round-trips the defaults and a full config', () => {
    expect(offersForm.toInput(offersForm.toValues(DEFAULT_OFFERS_CONFIG))).toEqual(DEFAULT_OFFERS_CONFIG);
    const config = {
      member_share: 0.55,
      hold_rules: [{ above_pm: 1000, days: 3 }],
      featured_offer_ids: ['a1', 'b_2', 'c-3'],
      survey_max_usd: 35,
    };
    expect(offersForm.toInput(offersForm.toValues(config))).toEqual(config);
  });

  it('reads offer ids separated by commas, spaces or lines, dropping blanks', () => {
    expect(listOf(' a1, b2\n\nc3 ,, d4 ')).toEqual(['a1', 'b2', 'c3', 'd4']);
    expect(listOf('')).toEqual([]);
  });

  it('checks with core’s rules, naming a blank share', () => {
    const values = offersForm.toValues(DEFAULT_OFFERS_CONFIG);
    const problems = (over: Partial<typeof values>) => {
      const r = offersForm.schema.safeParse(offersForm.toInput({ ...values, ...over }));
      return r.success ? [] : (r as unknown as { error: { issues: { path: PropertyKey[]; message: string }[] } }).error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(problems({})).toEqual([]);
    expect(problems({ member_share: '' })).toEqual(['member_share: enter a number from 0 to 1']);
    expect(problems({ member_share: '1.5' })).toEqual(['member_share: must be at most 1']);
    expect(problems({ member_share: '0' })).toEqual(['member_share: must be above 0']);
    expect(problems({ hold_rules: [{ above_pm: '100', days: '' }] })).toEqual(['hold_rules.0.days: enter a whole number']);
    expect(problems({ featured_offer_ids: 'ok-1, no!' })).toEqual(['featured_offer_ids.1: must be letters, digits, - or _']);
    expect(problems({ survey_max_usd: '' })).toEqual(['survey_max_usd: enter a whole number']);
    expect(problems({ survey_max_usd: '2.5' })).toEqual(['survey_max_usd: must be a whole number']);
  });

  it('knows which server fields have an input', () => {
    for (const f of ['member_share', 'hold_rules', 'hold_rules.3.days', 'featured_offer_ids.2', 'survey_max_usd'])
      expect(offersForm.ownsField(f)).toBe(true);
    expect(offersForm.ownsField('hold_rules.3')).toBe(false);
    expect(offersForm.ownsField('body')).toBe(false);
  });

  it('says what a share means in percent and PM', () => {
    expect(shareHint('0.7')).toBe('= 70% of the payout · a $1.00 payout pays 70 PM');
    expect(shareHint('0.333')).toBe('= 33.3% of the payout · a $1.00 payout pays 33 PM');
    expect(shareHint('')).toBeNull();
  });
});
