/** The daily endpoints (SPEC §7 Daily) and their react-query keys. */
import { useQuery } from '@tanstack/react-query';
import type {
  DailyBonusClaimResult,
  DailyBonusConfig,
  DailyBonusStatus,
  DailyChallengeClaimResult,
  DailyChallengeConfig,
  DailyChallengeProgress,
} from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { api } from '../../lib/api';
import { clockOffset } from './serverClock';

export const dailyKeys = {
  bonusStatus: (uid: string | undefined) => ['daily-bonus', 'status', uid] as const,
  bonusConfig: ['daily-bonus', 'config'] as const,
  challengeProgress: (uid: string | undefined) => ['daily-challenge', 'progress', uid] as const,
  challengeConfig: ['daily-challenge', 'config'] as const,
};

/** A response with the server clock offset measured on arrival. */
export interface Timed<T> {
  value: T;
  offsetMs: number;
}

const timed = <T extends { serverTime: string }>(value: T): Timed<T> => ({
  value,
  offsetMs: clockOffset(value.serverTime),
});

export const fetchBonusStatus = async (signal?: AbortSignal) =>
  timed(await api<DailyBonusStatus>('/users/daily-bonus/status', { signal }));

export const claimDailyBonus = () =>
  api<DailyBonusClaimResult>('/users/daily-bonus/collect', { method: 'POST', body: {} });

export const fetchChallengeProgress = async (signal?: AbortSignal) =>
  timed(await api<DailyChallengeProgress>('/users/daily-challenge/progress', { signal }));

/** Starts the day's challenge (the page does it on open) and returns the progress. */
export const startChallengeDay = async () =>
  timed(await api<DailyChallengeProgress>('/users/daily-challenge', { method: 'POST', body: {} }));

export const collectChallenge = (tier: number) =>
  api<DailyChallengeClaimResult>('/users/daily-challenge/claim', { method: 'POST', body: { tier } });

export function useBonusStatus() {
  const { user } = useSession();
  return useQuery({
    queryKey: dailyKeys.bonusStatus(user?.uid),
    queryFn: ({ signal }) => fetchBonusStatus(signal),
    enabled: !!user,
    staleTime: 30_000,
  });
}

export function useBonusConfig() {
  const { user } = useSession();
  return useQuery({
    queryKey: dailyKeys.bonusConfig,
    queryFn: ({ signal }) => api<DailyBonusConfig>('/users/daily-bonus/config', { signal }),
    enabled: !!user,
    staleTime: 5 * 60_000,
  });
}

/** The day's tiers, for the page's list; the page works without them. */
export function useChallengeConfig() {
  const { user } = useSession();
  return useQuery({
    queryKey: dailyKeys.challengeConfig,
    queryFn: ({ signal }) => api<DailyChallengeConfig>('/users/daily-challenge/config', { signal }),
    enabled: !!user,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
