/** The sign-up funnel of GET /events/stats as steps: counts, each step's conversion from the one before, and bar widths. */
import type { EventFunnel } from '@pilotmiles/core';

export interface FunnelStep {
  key: keyof EventFunnel;
  label: string;
  count: number;
  /** Percent of the step before (whole number), or null for the first step or when the step before has none. */
  conversion: number | null;
  /** The bar's width, 0–100, against the biggest step. */
  width: number;
}

const STEPS: ReadonlyArray<[keyof EventFunnel, string]> = [
  ['signed_up', 'Signed up'],
  ['verified', 'Verified'],
  ['first_earning', 'First earning'],
  ['first_redemption', 'First redemption'],
];

export function funnelSteps(funnel: EventFunnel): FunnelStep[] {
  const max = Math.max(0, ...STEPS.map(([k]) => funnel[k]));
  return STEPS.map(([key, label], i) => {
    const count = funnel[key];
    const before = i === 0 ? 0 : funnel[STEPS[i - 1]![0]];
    return {
      key,
      label,
      count,
      conversion: i > 0 && before > 0 ? Math.round((count / before) * 100) : null,
      width: max > 0 ? (count / max) * 100 : 0,
    };
  });
}

export const funnelIsEmpty = (funnel: EventFunnel) => funnelSteps(funnel).every((s) => s.count === 0);

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days of the funnel for each dashboard period (the stats take at most 92 days, so 'month' shows the last 92). */
export const FUNNEL_DAYS = { day: 30, week: 84, month: 92 } as const;

/** The UTC days from `days - 1` days before `now` to `now`, both included. */
export function funnelRange(days: number, now: Date = new Date()): { from: string; to: string } {
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: iso(now.getTime() - (days - 1) * DAY_MS), to: iso(now.getTime()) };
}
