/**
 * The three daily configs as config forms (shared/configForms.ts): the daily bonus, the daily
 * challenge and the system rewards, checked with core's `dailyBonusConfigBody`,
 * `dailyChallengeConfigBody` and `systemRewardsConfigBody` (worded for staff in
 * core/src/schemas/daily.ts).
 */
import {
  dailyBonusConfigBody,
  dailyChallengeConfigBody,
  systemRewardsConfigBody,
  type DailyBonusConfig,
  type DailyChallengeConfig,
  type SystemRewardsConfig,
} from '@pilotmiles/core';
import { numberOf, type ConfigFormDef, type ConfigSchema } from '../shared/configForms';

export interface BonusValues {
  maxDay: string;
  maxReward: string;
  /** Day number to the typed reward; blank or absent means "the day number". */
  rewardsByDay: Record<string, string>;
  wheel: { segments: Array<{ amount: string; weight: string }> };
}

export interface ChallengeValues {
  tiers: Array<{ target: string; reward: string }>;
}

export interface SystemValues {
  articleReward: string;
  articleDailyCap: string;
  welcomeBonus: string;
}

export const ROWS = { segmentsMin: 2, segmentsMax: 12, tiersMin: 1, tiersMax: 10 } as const;
export const MAX_DAY_LIMIT = 365;

/** A valid whole number of days within the schema's range, else null. */
export function dayCount(text: string | undefined): number | null {
  const n = numberOf(text);
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= MAX_DAY_LIMIT ? n : null;
}

/** The typed text of the listed number fields of `o` (other fields the server adds are left out). */
const texts = <T extends object, K extends keyof T>(o: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, String(o[k])])) as { [P in K]: string };

// --- Daily bonus -----------------------------------------------------------------------------

export const bonusForm: ConfigFormDef<DailyBonusConfig, BonusValues> = {
  name: 'dailyBonus',
  path: '/admin/daily-bonus-config',
  schema: dailyBonusConfigBody as ConfigSchema<DailyBonusConfig>,
  toValues: (c) => ({
    maxDay: String(c.maxDay),
    maxReward: String(c.maxReward),
    rewardsByDay: Object.fromEntries(Object.entries(c.rewardsByDay).map(([day, pm]) => [day, String(pm)])),
    wheel: { segments: c.wheel.segments.map((s) => texts(s, ['amount', 'weight'])) },
  }),
  toInput: (v) => {
    // Only the days the table shows are saved: a day beyond maxDay stays in the form (raising
    // maxDay again brings it back) but is never sent; a blank day pays its number.
    const days = dayCount(v.maxDay) ?? 0;
    const rewardsByDay: Record<string, number | undefined> = {};
    for (const [day, text] of Object.entries(v.rewardsByDay ?? {}))
      if (Number(day) <= days && numberOf(text) !== undefined) rewardsByDay[day] = numberOf(text);
    return {
      maxDay: numberOf(v.maxDay),
      rewardsByDay,
      maxReward: numberOf(v.maxReward),
      wheel: {
        segments: (v.wheel?.segments ?? []).map((s) => ({ amount: numberOf(s?.amount), weight: numberOf(s?.weight) })),
      },
    };
  },
  ownsField: (f) => /^(maxDay|maxReward|rewardsByDay\.\d+|wheel\.segments(\.\d+\.(amount|weight))?)$/.test(f),
};

// --- Daily challenge -------------------------------------------------------------------------

export const challengeForm: ConfigFormDef<DailyChallengeConfig, ChallengeValues> = {
  name: 'dailyChallenge',
  path: '/admin/daily-challenge-config',
  schema: dailyChallengeConfigBody as ConfigSchema<DailyChallengeConfig>,
  toValues: (c) => ({ tiers: c.tiers.map((t) => texts(t, ['target', 'reward'])) }),
  toInput: (v) => ({
    tiers: (v.tiers ?? []).map((t) => ({ target: numberOf(t?.target), reward: numberOf(t?.reward) })),
  }),
  ownsField: (f) => /^tiers(\.\d+\.(target|reward))?$/.test(f),
};

// --- System rewards --------------------------------------------------------------------------

const SYSTEM_FIELDS = ['articleReward', 'articleDailyCap', 'welcomeBonus'] as const;

export const systemForm: ConfigFormDef<SystemRewardsConfig, SystemValues> = {
  name: 'systemRewards',
  path: '/admin/system-rewards-config',
  schema: systemRewardsConfigBody as ConfigSchema<SystemRewardsConfig>,
  toValues: (c) => texts(c, SYSTEM_FIELDS),
  toInput: (v) => Object.fromEntries(SYSTEM_FIELDS.map((f) => [f, numberOf(v[f])])),
  ownsField: (f) => (SYSTEM_FIELDS as readonly string[]).includes(f),
};
