/**
 * The three configs as editable drafts: numbers are kept as the text typed (a field may be blank
 * or half-typed), and turned back into a config through the same core zod schema the server uses.
 */
import {
  dailyBonusConfigBody,
  dailyChallengeConfigBody,
  describeZodError,
  systemRewardsConfigBody,
  type DailyBonusConfig,
  type DailyChallengeConfig,
  type FieldError,
  type SystemRewardsConfig,
} from '@pilotmiles/core';

/** A row of a list the admin can reorder: `id` keeps React's keys (and focus) stable. */
export type Row<T> = T & { id: number };

export interface BonusDraft {
  maxDay: string;
  maxReward: string;
  /** Day number to the typed reward; blank or absent means "the day number". */
  rewardsByDay: Record<string, string>;
  segments: Row<{ amount: string; weight: string }>[];
}

export interface ChallengeDraft {
  tiers: Row<{ target: string; reward: string }>[];
}

export interface SystemDraft {
  articleReward: string;
  articleDailyCap: string;
  welcomeBonus: string;
}

export type Parsed<C> = { ok: true; value: C } | { ok: false; error: FieldError };

/** How the page loads, edits, checks and saves one config. */
export interface ConfigForm<C, D> {
  name: string;
  path: string;
  toDraft: (config: C) => D;
  parse: (draft: D) => Parsed<C>;
  /** Equal for drafts that would save the same config (row ids aside). */
  signature: (draft: D) => string;
  /** Whether a field named by a 400 has an input in this form (else the message is a toast). */
  ownsField: (field: string) => boolean;
}

export const ROWS = { segmentsMin: 2, segmentsMax: 12, tiersMin: 1, tiersMax: 10 } as const;
export const MAX_DAY_LIMIT = 365;

let nextRowId = 1;
export const withId = <T extends object>(row: T): Row<T> => ({ ...row, id: nextRowId++ });

/** A typed number: undefined when blank, NaN when not a number. */
export function numberOf(text: string): number | undefined {
  const t = text.trim();
  return t === '' ? undefined : Number(t);
}

/** A valid whole number of days within the schema's range, else null. */
export function dayCount(text: string): number | null {
  const n = numberOf(text);
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= MAX_DAY_LIMIT ? n : null;
}

const ENTER_NUMBER = 'enter a whole number';

/**
 * Zod's bounds read "Too small: expected number to be >=1"; the page says it as a person would.
 * Applied to the server's messages too, which come from the same schemas.
 */
export function plainMessage(message: string): string {
  return message
    .replace(/^Too small: expected number to be >=(\S+)$/, 'must be at least $1')
    .replace(/^Too big: expected number to be <=(\S+)$/, 'must be at most $1')
    .replace(/^Too small: expected array to have >=(\S+) items$/, 'needs at least $1 rows')
    .replace(/^Too big: expected array to have <=(\S+) items$/, 'allows at most $1 rows');
}

/** The server's "field: message" (and the client's) as the text shown under the field. */
export function fieldMessage(error: FieldError): string {
  const prefix = `${error.field}: `;
  return plainMessage(error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message);
}

/**
 * Required numbers: a blank or non-numeric field is named before the schema runs, since zod would
 * only say "expected number, received undefined".
 */
function requireNumbers(fields: Array<[field: string, text: string]>): FieldError | null {
  for (const [field, text] of fields) {
    const n = numberOf(text);
    if (n === undefined || Number.isNaN(n)) return { field, message: `${field}: ${ENTER_NUMBER}` };
  }
  return null;
}

/** The part of a zod schema used here (web does not depend on zod itself). */
interface Schema<C> {
  safeParse(
    input: unknown,
  ): { success: true; data: C } | { success: false; error: Parameters<typeof describeZodError>[0] };
}

function check<C>(schema: Schema<C>, input: unknown): Parsed<C> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, error: describeZodError(result.error) };
}

const num = (text: string) => Number(text.trim());

// --- Daily bonus -----------------------------------------------------------------------------

export const bonusForm: ConfigForm<DailyBonusConfig, BonusDraft> = {
  name: 'dailyBonus',
  path: '/admin/daily-bonus-config',
  toDraft: (c) => ({
    maxDay: String(c.maxDay),
    maxReward: String(c.maxReward),
    rewardsByDay: Object.fromEntries(Object.entries(c.rewardsByDay).map(([day, pm]) => [day, String(pm)])),
    segments: c.wheel.segments.map((s) => withId({ amount: String(s.amount), weight: String(s.weight) })),
  }),
  parse: (d) => {
    const days = dayCount(d.maxDay);
    const missing = requireNumbers([
      ['maxDay', d.maxDay],
      ['maxReward', d.maxReward],
      ...d.segments.flatMap((s, i): Array<[string, string]> => [
        [`wheel.segments.${i}.amount`, s.amount],
        [`wheel.segments.${i}.weight`, s.weight],
      ]),
    ]);
    if (missing) return { ok: false, error: missing };
    // Only the days the table shows are sent: a day beyond maxDay is kept in the draft (raising
    // maxDay again brings it back) but never saved.
    const rewardsByDay: Record<string, number> = {};
    for (const [day, text] of Object.entries(d.rewardsByDay)) {
      const n = numberOf(text);
      if (n === undefined || days === null || Number(day) > days) continue;
      if (Number.isNaN(n))
        return { ok: false, error: { field: `rewardsByDay.${day}`, message: `rewardsByDay.${day}: ${ENTER_NUMBER}` } };
      rewardsByDay[day] = n;
    }
    return check(dailyBonusConfigBody, {
      maxDay: num(d.maxDay),
      rewardsByDay,
      maxReward: num(d.maxReward),
      wheel: { segments: d.segments.map((s) => ({ amount: num(s.amount), weight: num(s.weight) })) },
    });
  },
  signature: (d) => {
    const days = dayCount(d.maxDay) ?? 0;
    const byDay = Object.entries(d.rewardsByDay)
      .filter(([day, text]) => text.trim() !== '' && Number(day) <= days)
      .map(([day, text]) => [Number(day), text.trim()] as const)
      .sort((a, b) => a[0] - b[0]);
    return JSON.stringify([
      d.maxDay.trim(),
      d.maxReward.trim(),
      byDay,
      d.segments.map((s) => [s.amount.trim(), s.weight.trim()]),
    ]);
  },
  ownsField: (f) => /^(maxDay|maxReward|rewardsByDay\.\d+|wheel\.segments(\.\d+\.(amount|weight))?)$/.test(f),
};

// --- Daily challenge -------------------------------------------------------------------------

export const challengeForm: ConfigForm<DailyChallengeConfig, ChallengeDraft> = {
  name: 'dailyChallenge',
  path: '/admin/daily-challenge-config',
  toDraft: (c) => ({ tiers: c.tiers.map((t) => withId({ target: String(t.target), reward: String(t.reward) })) }),
  parse: (d) => {
    const missing = requireNumbers(
      d.tiers.flatMap((t, i): Array<[string, string]> => [
        [`tiers.${i}.target`, t.target],
        [`tiers.${i}.reward`, t.reward],
      ]),
    );
    if (missing) return { ok: false, error: missing };
    return check(dailyChallengeConfigBody, {
      tiers: d.tiers.map((t) => ({ target: num(t.target), reward: num(t.reward) })),
    });
  },
  signature: (d) => JSON.stringify(d.tiers.map((t) => [t.target.trim(), t.reward.trim()])),
  ownsField: (f) => /^tiers(\.\d+\.(target|reward))?$/.test(f),
};

// --- System rewards --------------------------------------------------------------------------

const SYSTEM_FIELDS = ['articleReward', 'articleDailyCap', 'welcomeBonus'] as const;

export const systemForm: ConfigForm<SystemRewardsConfig, SystemDraft> = {
  name: 'systemRewards',
  path: '/admin/system-rewards-config',
  toDraft: (c) => ({
    articleReward: String(c.articleReward),
    articleDailyCap: String(c.articleDailyCap),
    welcomeBonus: String(c.welcomeBonus),
  }),
  parse: (d) => {
    const missing = requireNumbers(SYSTEM_FIELDS.map((f) => [f, d[f]]));
    if (missing) return { ok: false, error: missing };
    return check(systemRewardsConfigBody, {
      articleReward: num(d.articleReward),
      articleDailyCap: num(d.articleDailyCap),
      welcomeBonus: num(d.welcomeBonus),
    });
  },
  signature: (d) => JSON.stringify(SYSTEM_FIELDS.map((f) => d[f].trim())),
  ownsField: (f) => (SYSTEM_FIELDS as readonly string[]).includes(f),
};

/** Moves item `from` one place up (-1) or down (+1). */
export function moveRow<T>(rows: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
