/** What the first days of a streak pay under the config being edited, by core's own rules. */
import type { DeepPartial } from 'react-hook-form';
import { isWheelDay, rewardForDay, wheelMax } from '@pilotmiles/core';
import { numberOf } from '../shared/configForms';
import { dayCount, type BonusValues } from './dailyConfigForms';

export type PreviewDay = { day: number; wheel: false; amount: number } | { day: number; wheel: true; upTo: number };

export const PREVIEW_DAYS = 14;

/** A typed number that can be shown, else NaN (drawn as a dash). */
const finite = (text: string | undefined) => {
  const n = numberOf(text);
  return n !== undefined && Number.isFinite(n) ? n : Number.NaN;
};

/**
 * The preview follows the form as typed: a half-finished field shows a dash rather than hiding
 * the row, and blank days fall back to the day number exactly as rewardForDay does.
 */
export function bonusPreview(values: DeepPartial<BonusValues>, days = PREVIEW_DAYS): PreviewDay[] {
  const maxDay = dayCount(values.maxDay) ?? 0;
  const rewardsByDay: Record<string, number> = {};
  for (const [day, text] of Object.entries(values.rewardsByDay ?? {})) {
    const n = numberOf(text);
    if (n !== undefined && Number.isFinite(n)) rewardsByDay[day] = n;
  }
  const config = { maxDay, rewardsByDay, maxReward: finite(values.maxReward) };
  const amounts = (values.wheel?.segments ?? []).map((s) => finite(s?.amount)).filter(Number.isFinite);
  const upTo = amounts.length ? wheelMax(amounts.map((amount) => ({ amount, weight: 1 }))) : Number.NaN;
  return Array.from({ length: days }, (_, i) => {
    const day = i + 1;
    return isWheelDay(day) ? { day, wheel: true, upTo } : { day, wheel: false, amount: rewardForDay(day, config) };
  });
}
