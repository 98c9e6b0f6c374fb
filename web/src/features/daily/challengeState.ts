/**
 * A tier's state, read from the progress response alone (GET /users/daily-challenge/progress), so
 * the dashboard card, the page's challenge card, its list of tiers and the modal always agree.
 */
import { DAILY_MSG, type DailyChallengeProgress } from '@pilotmiles/core';

/** 'ready': the target is reached and the reward waits for Collect. */
export type TierStatus = 'collected' | 'ready' | 'inProgress' | 'locked';

export function tierStatus(progress: DailyChallengeProgress, index: number): TierStatus {
  if (index < progress.tier_index) return 'collected';
  if (index > progress.tier_index) return 'locked';
  return progress.completed ? 'ready' : 'inProgress';
}

export const TIER_STATUS_WORD: Record<TierStatus, string> = {
  collected: 'Collected',
  ready: `${DAILY_MSG.completed}, ready to collect`,
  inProgress: 'In progress',
  locked: 'Locked',
};

/** The current tier: below its target, completed (Collect), or none left today. */
export type ChallengeState = 'below' | 'completed' | 'allDone';

export const challengeState = (p: DailyChallengeProgress): ChallengeState =>
  !p.challenge ? 'allDone' : p.completed ? 'completed' : 'below';

/** 0..100 for the current tier's progress bar (100 when none is left). */
export function challengePercent(p: DailyChallengeProgress): number {
  const target = p.challenge?.target ?? 0;
  return target > 0 ? Math.min(100, Math.floor((p.earned / target) * 100)) : 100;
}
