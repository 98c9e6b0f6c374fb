/**
 * The three configs as react-hook-form forms. The form holds what the admin typed (text: a field
 * may be blank or half-typed); `toInput` turns it into the body the server takes, and zodResolver
 * checks that body with the same core schema the server uses (`dailyBonusConfigBody`, ...), so the
 * messages under the fields are the schema's own (worded for staff in core/src/schemas/daily.ts).
 */
import type { DeepPartial, FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  dailyBonusConfigBody,
  dailyChallengeConfigBody,
  systemRewardsConfigBody,
  type DailyBonusConfig,
  type DailyChallengeConfig,
  type FieldError,
  type SystemRewardsConfig,
} from '@pilotmiles/core';

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

/** The core schema of a config: what the server validates a POST with. */
export type ConfigSchema<C> = Parameters<typeof zodResolver>[0] & {
  safeParse(input: unknown): { success: true; data: C } | { success: false };
};

/** How the page loads, edits, checks and saves one config. */
export interface ConfigFormDef<C, V extends FieldValues> {
  name: string;
  path: string;
  schema: ConfigSchema<C>;
  toValues: (config: C) => V;
  /** The body the form would save (what the schema checks); blank numbers are left undefined. */
  toInput: (values: DeepPartial<V>) => unknown;
  /** Whether a field named by a 400 has an input in this form (else the message is a toast). */
  ownsField: (field: string) => boolean;
}

export const ROWS = { segmentsMin: 2, segmentsMax: 12, tiersMin: 1, tiersMax: 10 } as const;
export const MAX_DAY_LIMIT = 365;

/** A typed number: undefined when blank, NaN when not a number. */
export function numberOf(text: string | undefined): number | undefined {
  const t = (text ?? '').trim();
  return t === '' ? undefined : Number(t);
}

/** A valid whole number of days within the schema's range, else null. */
export function dayCount(text: string | undefined): number | null {
  const n = numberOf(text);
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= MAX_DAY_LIMIT ? n : null;
}

/** JSON with object keys sorted, so two bodies that save the same config compare equal. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * A resolver that checks the body the form would save with the core schema: its errors carry the
 * config's field paths, which are the form's field names, and on success handleSubmit gets the
 * config itself.
 */
export function configResolver<C, V extends FieldValues>(def: ConfigFormDef<C, V>): Resolver<V, unknown, C> {
  const resolve = zodResolver(def.schema) as unknown as Resolver<FieldValues, unknown, C>;
  return (values, context, options) =>
    resolve(def.toInput(values as DeepPartial<V>) as FieldValues, context, options as never) as ReturnType<
      Resolver<V, unknown, C>
    >;
}

/** The text to show under the field a 400 names: the server says "field: message". */
export const serverFieldMessage = (error: FieldError) =>
  error.message.startsWith(`${error.field}: `) ? error.message.slice(error.field.length + 2) : error.message;

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
