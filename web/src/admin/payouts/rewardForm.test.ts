import { describe, expect, it } from 'vitest';
import {
  bodyOfReward,
  checkReward,
  formFieldOf,
  NEW_REWARD,
  pricePreview,
  rewardValuesOf,
  serverMessage,
  type RewardValues,
} from './rewardForm';
import { makeAdminReward, makePaypalReward } from './testing';

const paypal = makePaypalReward();
const existing = { isNew: false, takenIds: new Set<string>() };
const problems = (v: Partial<RewardValues>, options = existing) => {
  const r = checkReward({ ...rewardValuesOf(paypal), ...v }, options);
  return r.ok ? {} : r.errors;
};

describe('rewardForm', () => {
  it('round-trips an entry into the PUT body', () => {
    const r = checkReward(rewardValuesOf(paypal), existing);
    expect(r).toEqual({ ok: true, submit: { id: 'paypal', body: bodyOfReward(paypal) } });
    expect(bodyOfReward(paypal)).not.toHaveProperty('id');
  });

  it('reads countries and fixed values as typed lists, saving values ascending without repeats', () => {
    const r = checkReward(
      { ...rewardValuesOf(paypal), countries: 'us, ca', kind: 'fixed', values: '50, 5,25, 5' },
      existing,
    );
    expect(r.ok && r.submit.body.countries).toEqual(['US', 'CA']);
    expect(r.ok && r.submit.body.denominations).toEqual({ kind: 'fixed', values: [5, 25, 50] });
  });

  it("names each problem under its input in core's words, quoting the list entry", () => {
    expect(problems({ name: ' ', countries: 'US, usa', pm_per_dollar: '' })).toEqual({
      name: 'must be at least 2 characters',
      countries: '“usa”: must be a two-letter country code',
      pm_per_dollar: 'enter a whole number',
    });
    expect(problems({ min: '50', max: '10' })).toEqual({ min: 'min must not be above max' });
    expect(problems({ kind: 'fixed', values: '5, 2.5' })).toEqual({ values: '“2.5”: must be whole dollars' });
    expect(problems({ kind: 'fixed', values: '' })).toEqual({ values: 'give at least one value' });
    expect(problems({ pm_per_dollar: '300', image_url: 'https://x.test/a.png' })).toEqual({
      pm_per_dollar: 'at most 200 PM per $1 (a 100% fee)',
      image_url: 'must be a local image path such as /images/rewards/amazon-us.svg',
    });
  });

  it('asks a new entry for a free, well-formed id', () => {
    const taken = { isNew: true, takenIds: new Set(['paypal']) };
    expect(problems({ id: 'PayPal!' }, taken)).toEqual({ id: 'must be lower-case letters, digits and dashes' });
    expect(problems({ id: 'paypal' }, taken)).toEqual({ id: 'a reward with this id exists: edit it instead' });
    expect(problems({ id: ' paypal-eu ' }, taken)).toEqual({});
    expect(checkReward({ ...NEW_REWARD, id: 'x' }, taken)).toMatchObject({ ok: false });
  });

  it("maps the server's field paths to inputs", () => {
    expect(formFieldOf('denominations.values.1')).toEqual({ field: 'values', item: 1 });
    expect(formFieldOf('denominations.step')).toEqual({ field: 'step' });
    expect(formFieldOf('denominations')).toEqual({ field: 'kind' });
    expect(formFieldOf('countries')).toEqual({ field: 'countries', item: undefined });
    expect(formFieldOf('provider_product_id')).toEqual({ field: 'provider_product_id' });
    expect(formFieldOf('body')).toBeNull();
    expect(serverMessage({ ...NEW_REWARD, countries: 'US, XX' }, 'countries.1', 'countries.1: not a country')).toEqual({
      field: 'countries',
      message: '“XX”: not a country',
    });
  });

  it('previews the price of a $25 value (or the lowest one) with the discount or fee', () => {
    const v = rewardValuesOf(makeAdminReward());
    expect(pricePreview(v)).toBe('A $25 card costs 2,375 PM (5% discount)');
    expect(pricePreview({ ...v, pm_per_dollar: '110', category: 'cash' })).toBe(
      'A $25 cash payout costs 2,750 PM (10% fee)',
    );
    expect(pricePreview({ ...v, pm_per_dollar: '100', values: '50, 100' })).toBe(
      'A $50 card costs 5,000 PM (face value)',
    );
    expect(pricePreview({ ...v, kind: 'range', min: '10', max: '20', step: '5', pm_per_dollar: '90' })).toBe(
      'A $10 card costs 900 PM (10% discount)',
    );
    expect(pricePreview({ ...v, pm_per_dollar: '' })).toBeNull();
    expect(pricePreview({ ...v, pm_per_dollar: '9.5' })).toBeNull();
  });
});
