/** The daily endpoints (docs/daily-*.md), their query keys and the shared progress query. */
import { useEffect, useRef } from 'react';
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
import { clockOffset } from '../../lib/useDeadline';

export const dailyKeys = {
  bonusStatus: (uid: string | undefined) => ['daily-bonus', 'status', uid] as const,
  bonusConfig: ['daily-bonus', 'config'] as const,
  /** The claim's mutation key: a claim in flight is found by it, so a second click does nothing. */
  bonusClaim: (uid: string | undefined) => ['daily-bonus', 'claim', uid] as const,
  challengeProgress: (uid: string | undefined) => ['daily-challenge', 'progress', uid] as const,
  challengeConfig: ['daily-challenge', 'config'] as const,
  challengeClaim: (uid: string | undefined) => ['daily-challenge', 'claim', uid] as const,
};

/** A response with the server clock offset measured on arrival. */
export interface Timed<T> {
  value: T;
  offsetMs: number;
}

export const timed = <T extends { serverTime: string }>(value: T): Timed<T> => ({
  value,
  offsetMs: clockOffset(value.serverTime),
});

export const fetchBonusStatus = async (signal?: AbortSignal) =>
  timed(await api<DailyBonusStatus>('/users/daily-bonus/status', { signal }));

export const claimDailyBonus = () =>
  api<DailyBonusClaimResult>('/users/daily-bonus/collect', { method: 'POST', body: {} });

export const fetchChallengeProgress = async (signal?: AbortSignal) =>
  timed(await api<DailyChallengeProgress>('/users/daily-challenge/progress', { signal }));

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

/**
 * Today's challenge progress: the one source of every tier's state (the dashboard card, the page,
 * its list and the modal all read this query). Earning elsewhere (another tab, an offer postback)
 * moves the balance, so the progress is read again when the balance moves.
 */
export function useChallengeProgress() {
  const { user } = useSession();
  const query = useQuery({
    queryKey: dailyKeys.challengeProgress(user?.uid),
    queryFn: ({ signal }) => fetchChallengeProgress(signal),
    enabled: !!user,
    staleTime: 0,
  });
  const balance = user?.total_coins;
  const seenBalance = useRef(balance);
  const { refetch } = query;
  useEffect(() => {
    if (seenBalance.current !== balance) void refetch();
    seenBalance.current = balance;
  }, [balance, refetch]);
  return query;
}

/**
 * PM earned today from earning activities (what the challenge counts), with the member's day it
 * belongs to; undefined while the progress loads. The dashboard splits 'Earned today' with it.
 */
export function useActivityToday(): { earned: number; dayKey: string } | undefined {
  const data = useChallengeProgress().data?.value;
  return data && { earned: data.earned, dayKey: data.day_key };
}
