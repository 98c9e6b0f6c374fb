/** The 7 days the Daily Bonus modal shows, from the core rules. */
import {
  DAILY_BONUS_CYCLE,
  dayState,
  isWheelDay,
  rewardForDay,
  wheelMax,
  windowStart,
  type DailyBonusConfig,
  type DayState,
} from '@pilotmiles/core';

export interface BonusDay {
  day: number;
  state: DayState;
  wheel: boolean;
  /** '5 PM', 'up to 100 PM', or '?' on a wheel day without a config. */
  reward: string;
}

export function bonusWindow(
  streak: number,
  canClaim: boolean,
  config: DailyBonusConfig | null | undefined,
): BonusDay[] {
  const first = windowStart(streak);
  return Array.from({ length: DAILY_BONUS_CYCLE }, (_, i) => {
    const day = first + i;
    const wheel = isWheelDay(day);
    let reward: string;
    if (!wheel) reward = `${rewardForDay(day, config)} PM`;
    else reward = config && config.wheel.segments.length > 0 ? `up to ${wheelMax(config.wheel.segments)} PM` : '?';
    return { day, state: dayState(day, streak, canClaim), wheel, reward };
  });
}

/**
 * Whether the claim is open now: the server said so, or its nextClaimAt has passed on the
 * server-corrected clock (the countdown reached zero; a refetch confirms it).
 */
export function claimOpen(canClaim: boolean, nextClaimAt: string | null, now: number): boolean {
  if (canClaim) return true;
  if (!nextClaimAt) return false;
  return now >= Date.parse(nextClaimAt);
}
