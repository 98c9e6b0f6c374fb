/**
 * GET/POST /admin/{daily-bonus,daily-challenge,system-rewards,web-search,referrals}-config: admins only, every POST
 * validated (400 naming the field, config unchanged). Config documents are global and other test
 * files read them in parallel, so the round trips save exactly the defaults and restore the
 * previous document in a finally block.
 */
import { describe, expect, it } from 'vitest';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  DEFAULT_DAILY_BONUS_CONFIG,
  DEFAULT_DAILY_CHALLENGE_CONFIG,
  DEFAULT_REFERRALS_CONFIG,
  DEFAULT_SYSTEM_REWARDS_CONFIG,
  DEFAULT_WEB_SEARCH_CONFIG,
} from '@pilotmiles/core';
import { configRef, forgetConfigs } from '../../src/platform/configCache';
import { api, authHeader, checkLedgersAfterEachTest, createUser, docsWhere, expectSessionExpired, type TestUser } from '../support/helpers';

checkLedgersAfterEachTest();

interface BadInput {
  name: string;
  body: unknown;
  field: string;
  /** Defaults to validation/invalid-input; JSON null fails in the body parser. */
  code?: string;
}

const bonus = DEFAULT_DAILY_BONUS_CONFIG;
const segments = bonus.wheel.segments;
const challenge = DEFAULT_DAILY_CHALLENGE_CONFIG;
const rewards = DEFAULT_SYSTEM_REWARDS_CONFIG;
const search = DEFAULT_WEB_SEARCH_CONFIG;
const referrals = DEFAULT_REFERRALS_CONFIG;
const without = <T extends object>(value: T, key: keyof T) => {
  const copy = { ...value };
  delete copy[key];
  return copy;
};

const CONFIGS = [
  {
    path: '/api/admin/daily-bonus-config',
    name: 'dailyBonus',
    defaults: bonus,
    bad: [
      { name: 'a negative maxReward', body: { ...bonus, maxReward: -1 }, field: 'maxReward' },
      { name: 'a non-integer day reward', body: { ...bonus, rewardsByDay: { '1': 1.5 } }, field: 'rewardsByDay.1' },
      { name: 'a negative day reward', body: { ...bonus, rewardsByDay: { '2': -2 } }, field: 'rewardsByDay.2' },
      { name: 'a missing wheel', body: without(bonus, 'wheel'), field: 'wheel' },
      { name: 'a missing maxDay', body: without(bonus, 'maxDay'), field: 'maxDay' },
      { name: 'an unknown field', body: { ...bonus, cycle: 7 }, field: 'cycle' },
      { name: 'a rewardsByDay key beyond maxDay', body: { ...bonus, maxDay: 3 }, field: 'rewardsByDay.4' },
      {
        name: 'a rewardsByDay key that is no day',
        body: { ...bonus, rewardsByDay: { first: 1 } },
        field: 'rewardsByDay.first',
      },
      { name: 'maxDay 0', body: { ...bonus, maxDay: 0 }, field: 'maxDay' },
      { name: 'a non-integer maxDay', body: { ...bonus, maxDay: 2.5 }, field: 'maxDay' },
      { name: 'a number as a string', body: { ...bonus, maxReward: '5' }, field: 'maxReward' },
      {
        name: 'a wheel of one segment',
        body: { ...bonus, wheel: { segments: [segments[0]] } },
        field: 'wheel.segments',
      },
      {
        name: 'a zero-weight segment',
        body: { ...bonus, wheel: { segments: [{ amount: 5, weight: 0 }, segments[1]] } },
        field: 'wheel.segments.0.weight',
      },
      {
        name: 'a zero-amount segment',
        body: { ...bonus, wheel: { segments: [segments[0], { amount: 0, weight: 1 }] } },
        field: 'wheel.segments.1.amount',
      },
      {
        name: 'an unknown segment field',
        body: { ...bonus, wheel: { segments: [{ ...segments[0], label: 'x' }, segments[1]] } },
        field: 'wheel.segments.0.label',
      },
      { name: 'an array', body: [bonus], field: 'body' },
    ] as BadInput[],
  },
  {
    path: '/api/admin/daily-challenge-config',
    name: 'dailyChallenge',
    defaults: challenge,
    bad: [
      {
        name: 'tiers not rising',
        body: {
          tiers: [
            { target: 100, reward: 5 },
            { target: 100, reward: 10 },
          ],
        },
        field: 'tiers.1.target',
      },
      {
        name: 'tiers falling',
        body: {
          tiers: [
            { target: 100, reward: 5 },
            { target: 50, reward: 10 },
          ],
        },
        field: 'tiers.1.target',
      },
      { name: 'a negative reward', body: { tiers: [{ target: 25, reward: -5 }] }, field: 'tiers.0.reward' },
      { name: 'a non-integer target', body: { tiers: [{ target: 2.5, reward: 5 }] }, field: 'tiers.0.target' },
      { name: 'a missing reward', body: { tiers: [{ target: 25 }] }, field: 'tiers.0.reward' },
      { name: 'missing tiers', body: {}, field: 'tiers' },
      { name: 'no tiers', body: { tiers: [] }, field: 'tiers' },
      { name: 'an unknown tier field', body: { tiers: [{ target: 25, reward: 5, bonus: 1 }] }, field: 'tiers.0.bonus' },
      { name: 'an unknown field', body: { ...challenge, resetAt: 'midnight' }, field: 'resetAt' },
      { name: 'tiers as an object', body: { tiers: { target: 25, reward: 5 } }, field: 'tiers' },
    ] as BadInput[],
  },
  {
    path: '/api/admin/system-rewards-config',
    name: 'systemRewards',
    defaults: rewards,
    bad: [
      {
        name: 'a cap below the reward',
        body: { ...rewards, articleReward: 10, articleDailyCap: 5 },
        field: 'articleDailyCap',
      },
      { name: 'a negative welcome bonus', body: { ...rewards, welcomeBonus: -500 }, field: 'welcomeBonus' },
      { name: 'a non-integer article reward', body: { ...rewards, articleReward: 2.5 }, field: 'articleReward' },
      { name: 'a zero article reward', body: { ...rewards, articleReward: 0 }, field: 'articleReward' },
      { name: 'a missing cap', body: without(rewards, 'articleDailyCap'), field: 'articleDailyCap' },
      { name: 'an unknown field', body: { ...rewards, searchReward: 1 }, field: 'searchReward' },
      { name: 'null', body: null, field: 'body', code: 'validation/invalid-json' },
    ] as BadInput[],
  },
  {
    path: '/api/admin/web-search-config',
    name: 'webSearch',
    defaults: search,
    bad: [
      { name: 'a reward range upside down', body: { ...search, reward_pm_min: 10, reward_pm_max: 5 }, field: 'reward_pm_max' },
      { name: 'an interval range upside down', body: { ...search, reward_every_min: 4, reward_every_max: 2 }, field: 'reward_every_max' },
      { name: 'a negative cap', body: { ...search, daily_cap_pm: -1 }, field: 'daily_cap_pm' },
      { name: 'a fractional reward', body: { ...search, reward_pm_min: 2.5 }, field: 'reward_pm_min' },
      { name: 'a missing pace', body: without(search, 'min_seconds_between'), field: 'min_seconds_between' },
      { name: 'an unknown field', body: { ...search, bonus: 1 }, field: 'bonus' },
    ] as BadInput[],
  },
  {
    path: '/api/admin/referrals-config',
    name: 'referrals',
    defaults: referrals,
    bad: [
      { name: 'a zero bonus', body: { ...referrals, bonus_pm: 0 }, field: 'bonus_pm' },
      { name: 'a fractional threshold', body: { ...referrals, threshold_pm: 10.5 }, field: 'threshold_pm' },
      { name: 'a missing threshold', body: without(referrals, 'threshold_pm'), field: 'threshold_pm' },
      { name: 'a bonus as text', body: { ...referrals, bonus_pm: '500' }, field: 'bonus_pm' },
    ] as BadInput[],
  },
] as const;

/** The raw config document (or null when absent), to compare or restore. */
const rawConfig = async (name: (typeof CONFIGS)[number]['name']) => {
  const snap = await configRef(name).get();
  return snap.exists ? snap.data()! : null;
};

async function restore(name: (typeof CONFIGS)[number]['name'], previous: DocumentData | null) {
  if (previous) await configRef(name).set(previous);
  else await configRef(name).delete();
  forgetConfigs();
}

const postJson = (path: string, user: TestUser, body: unknown) => {
  const req = api().post(path).set(authHeader(user)).set('content-type', 'application/json');
  return req.send(JSON.stringify(body));
};

describe.each(CONFIGS)('$path', ({ path, name, defaults, bad }) => {
  it.each(bad)('POST with $name -> 400 naming $field, config unchanged', async (input) => {
    const admin = await createUser({ admin: true });
    const before = await rawConfig(name);
    const res = await postJson(path, admin, input.body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(input.code ?? 'validation/invalid-input');
    expect(res.body.field).toBe(input.field);
    expect(res.body.message).toContain(input.field);
    expect(await rawConfig(name)).toEqual(before);
  });

  it('non-admins get 403 for GET and POST, and change nothing', async () => {
    const user = await createUser();
    const before = await rawConfig(name);
    const get = await api().get(path).set(authHeader(user));
    expect(get.status).toBe(403);
    expect(get.body.code).toBe('auth/forbidden');
    const post = await postJson(path, user, defaults);
    expect(post.status).toBe(403);
    expect(post.body.code).toBe('auth/forbidden');
    expect(await rawConfig(name)).toEqual(before);
  });

  it('without a session: 403 session expired', async () => {
    expectSessionExpired(await api().get(path));
    expectSessionExpired(await api().post(path).send(defaults));
  });

  it('an admin saves a config, it is stored with who saved it, and GET answers it', async () => {
    const admin = await createUser({ admin: true });
    const previous = await rawConfig(name);
    try {
      // Exactly the defaults: other test files read this config at the same time.
      const saved = await postJson(path, admin, defaults);
      expect(saved.status).toBe(200);
      expect(saved.body.data).toEqual(defaults);
      const stored = await rawConfig(name);
      expect(stored).toMatchObject({ ...defaults, updated_by: admin.uid });
      expect(stored!.updated_at).toBeInstanceOf(Timestamp);

      const got = await api().get(path).set(authHeader(admin));
      expect(got.status).toBe(200);
      expect(got.body.data).toEqual(defaults);

      // Every admin action leaves an audit entry: who, what, the target, before and after.
      const [entry] = await docsWhere('adminLogs', 'actor', admin.uid);
      expect(entry).toMatchObject({ action: 'config.update', target: `config/${name}`, after: defaults, reason: null });
      expect(entry).toHaveProperty('before');
      expect(entry!.created_at).toBeInstanceOf(Timestamp);
    } finally {
      await restore(name, previous);
    }
  });
});
