/**
 * Daily bonus rules (docs/daily-bonus.md). The server decides and credits; the client uses
 * the same functions to draw the 7-day window and the countdown.
 *
 * Streak semantics: a claim is possible 24 h after the previous one. A claim made within 48 h of
 * the previous one continues the streak; later than that the streak is broken and the claim
 * starts again at day 1. The "day" of a claim is its position in the streak (1, 2, 3, ...).
 */
import type { DayClock } from '../memberDay';

export const DAILY_BONUS_INTERVAL_MS = 24 * 3600_000;
/** After this long without a claim the streak is broken. */
export const DAILY_BONUS_STREAK_BREAK_MS = 48 * 3600_000;
/** Days per streak block; the last day of each block spins the wheel. */
export const DAILY_BONUS_CYCLE = 7;
/** Reminder window: a reminder is written once a streak has less than this left before breaking. */
export const DAILY_BONUS_REMINDER_BEFORE_BREAK_MS = 12 * 3600_000;
/** Without a config, day N gives N PM capped at this (1 rising to 5, then 5 a day). */
export const DAILY_BONUS_FALLBACK_CAP = 5;

export interface WheelSegment {
  amount: number;
  /** Relative chance of landing here. */
  weight: number;
}

export interface DailyBonusConfig {
  /** Days with an explicit reward; beyond it every day gives maxReward. */
  maxDay: number;
  /** Day number (as a string key, Firestore map) to reward. */
  rewardsByDay: Record<string, number>;
  maxReward: number;
  /** The 7th-day wheel of fortune. */
  wheel: { segments: WheelSegment[] };
}

export const DEFAULT_DAILY_BONUS_CONFIG: DailyBonusConfig = {
  maxDay: 5,
  rewardsByDay: { '1': 1, '2': 2, '3': 3, '4': 4, '5': 5 },
  maxReward: 5,
  wheel: {
    segments: [
      { amount: 5, weight: 30 },
      { amount: 10, weight: 25 },
      { amount: 15, weight: 18 },
      { amount: 20, weight: 12 },
      { amount: 30, weight: 8 },
      { amount: 50, weight: 4 },
      { amount: 75, weight: 2 },
      { amount: 100, weight: 1 },
    ],
  },
};

/** Every 7th day of a streak is a wheel day. */
export const isWheelDay = (day: number) => day > 0 && day % DAILY_BONUS_CYCLE === 0;

/**
 * The reward shown for a streak day: with a config, days up to maxDay use the mapped reward
 * (falling back to the day number), later days maxReward; without a config the day number capped
 * at 5. Wheel days pay what the wheel draws instead.
 */
export function rewardForDay(
  day: number,
  config?: Pick<DailyBonusConfig, 'maxDay' | 'rewardsByDay' | 'maxReward'> | null,
): number {
  if (!config) return Math.min(day, DAILY_BONUS_FALLBACK_CAP);
  if (day <= config.maxDay) return config.rewardsByDay[String(day)] ?? day;
  return config.maxReward;
}

/** The largest amount the wheel can give. */
export const wheelMax = (segments: readonly WheelSegment[]) => Math.max(0, ...segments.map((s) => s.amount));

/** Picks a segment index with chance proportional to weight; `random` returns [0, 1). */
export function drawWheelSegment(segments: readonly WheelSegment[], random: () => number): number {
  const total = segments.reduce((sum, s) => sum + s.weight, 0);
  let point = random() * total;
  for (let i = 0; i < segments.length; i++) {
    point -= segments[i]!.weight;
    if (point < 0) return i;
  }
  return segments.length - 1;
}

/** First day of the 7-day window the modal shows: streak div 7 × 7 + 1. */
export const windowStart = (streak: number) => Math.floor(streak / DAILY_BONUS_CYCLE) * DAILY_BONUS_CYCLE + 1;

export type DayState = 'done' | 'today' | 'bonus' | 'next';

/**
 * A day's state in the window: done before the next claim day, today when claimable and it is
 * the next claim day, bonus on wheel days, otherwise next.
 */
export function dayState(day: number, streak: number, canClaim: boolean): DayState {
  if (day <= streak) return 'done';
  if (canClaim && day === streak + 1) return 'today';
  if (isWheelDay(day)) return 'bonus';
  return 'next';
}

export interface StoredDailyBonus {
  streak: number;
  /** Epoch ms of the last claim. */
  lastClaimedAt: number;
  /** The user's local day of the last claim (the claim's ledger id), when known. */
  lastDayKey?: string;
}

export const isStreakBroken = (last: StoredDailyBonus | null, now: number) =>
  !last || now - last.lastClaimedAt > DAILY_BONUS_STREAK_BREAK_MS;

/** The streak as it stands now: 0 once broken. */
export const currentStreak = (last: StoredDailyBonus | null, now: number) =>
  isStreakBroken(last, now) ? 0 : last!.streak;

/** The streak day the next claim will be. */
export const nextClaimDay = (last: StoredDailyBonus | null, now: number) => currentStreak(last, now) + 1;

/** When the current streak breaks if no claim is made (epoch ms), or null without a streak. */
export function streakBreaksAt(last: StoredDailyBonus | null, now: number): number | null {
  if (isStreakBroken(last, now)) return null;
  return last!.lastClaimedAt + DAILY_BONUS_STREAK_BREAK_MS;
}

/**
 * When the next claim opens (epoch ms) by the member's day `clock`, or null when it is open now. A
 * claim's ledger id is its member day, so a day holds at most one claim: on a 25-hour day (DST
 * ends) 24 h after a claim made just past midnight is still the same day, and the claim then opens
 * when the next day starts instead.
 */
export function claimOpensAt(last: StoredDailyBonus | null, now: number, clock: DayClock): number | null {
  if (!last) return null;
  let at = Math.max(now, last.lastClaimedAt + DAILY_BONUS_INTERVAL_MS);
  if (last.lastDayKey !== undefined && clock.dayKey(at) <= last.lastDayKey) at = clock.nextDayStart(at);
  return at > now ? at : null;
}
