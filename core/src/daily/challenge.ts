/**
 * Daily challenge rules (docs/daily-challenge.md). A day has ordered tiers; each tier's target
 * is a cumulative amount of PM earned today from earning activities (EARNING_ACTIVITY_TYPES:
 * articles, offers, search, shopping, travel; bonuses and challenge rewards do not count). The
 * current tier is the first not yet collected today; once all are collected there is none.
 */

export interface ChallengeTier {
  target: number;
  reward: number;
}

export interface DailyChallengeConfig {
  tiers: ChallengeTier[];
}

export const DEFAULT_DAILY_CHALLENGE_CONFIG: DailyChallengeConfig = {
  tiers: [
    { target: 25, reward: 5 },
    { target: 100, reward: 15 },
    { target: 250, reward: 40 },
  ],
};

/** Today's tiers collected, from users/{uid}.challenge_state {day_key, collected}. */
export function challengeCollected(state: { day_key?: string; collected?: number } | undefined, today: string): number {
  return state && state.day_key === today ? (state.collected ?? 0) : 0;
}

/** The tier to work on after `collected` tiers were collected today, or null when all are done. */
export function currentTier(config: DailyChallengeConfig, collected: number): ChallengeTier | null {
  return config.tiers[collected] ?? null;
}

export interface ChallengeProgress {
  earned: number;
  target: number;
  /** PM still needed; 0 once reached. */
  remaining: number;
  /** 0..100 for the progress bar. */
  percent: number;
  completed: boolean;
}

/** Progress = coins earned today / target. */
export function challengeProgress(earned: number, tier: ChallengeTier): ChallengeProgress {
  const remaining = Math.max(0, tier.target - earned);
  return {
    earned,
    target: tier.target,
    remaining,
    percent: tier.target > 0 ? Math.min(100, Math.floor((earned / tier.target) * 100)) : 100,
    completed: remaining === 0,
  };
}

export const challengeRemainingText = (remaining: number) => `Earn ${remaining} more PilotMiles to win the reward`;
