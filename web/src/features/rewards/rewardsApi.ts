/** The rewards endpoints (docs/rewards.md "Calls"), their query keys and hooks. */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_REWARD_SORT,
  REWARD_CATEGORIES,
  REWARD_SEARCH_MAX,
  type PayoutsPage,
  type RedeemBody,
  type RedeemResult,
  type RewardCategory,
  type RewardSort,
  type RewardsList,
} from '@pilotmiles/core';
import { ApiError, api } from '../../lib/api';
import { useSession } from '../../lib/session';
import { payoutOnItsWay } from './payoutStatus';

/** GET /rewards's filters, as the screens hold them. */
export interface RewardFilters {
  category: RewardCategory | null;
  /** Trimmed search text; '' for none. */
  q: string;
  sort: RewardSort;
}

export const initialRewardFilters = (category: RewardCategory | null = null, q = ''): RewardFilters => ({
  category,
  q,
  sort: DEFAULT_REWARD_SORT,
});

/** ?category= of /rewards, when it names a category; anything else is 'All'. */
export function parseRewardCategory(value: string | null): RewardCategory | null {
  return (REWARD_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as RewardCategory) : null;
}

/** A search text as the catalogue takes it: trimmed and capped. */
export const rewardSearchText = (text: string | null) => (text ?? '').trim().slice(0, REWARD_SEARCH_MAX).trim();

export const rewardKeys = {
  all: ['rewards'] as const,
  list: (filters: RewardFilters, country: string | null) => ['rewards', 'list', filters, country] as const,
  /** The member's payouts ('My rewards'): refetched after a redemption. */
  payouts: (uid: string | undefined) => ['payouts', uid] as const,
};

/** Payouts per page of 'My rewards'. */
export const PAYOUTS_PAGE_SIZE = 20;

/** Retries a failure that may pass (network, 5xx) twice; a refusal (4xx) is shown at once. */
const retryTransient = (count: number, err: unknown) =>
  !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2;

/**
 * The catalogue is public: no token, so a visitor's page never waits for Auth. A member sees the
 * rewards of their sign-up country (the server checks it again when they redeem); a visitor, all.
 */
export const fetchRewards = (filters: RewardFilters, country: string | null, signal?: AbortSignal) =>
  api<RewardsList>('/rewards', {
    auth: false,
    query: { category: filters.category ?? undefined, q: filters.q, sort: filters.sort, country },
    signal,
  });

export function useRewards(filters: RewardFilters, { enabled = true }: { enabled?: boolean } = {}) {
  const country = useSession().user?.country ?? null;
  return useQuery({
    queryKey: rewardKeys.list(filters, country),
    queryFn: ({ signal }) => fetchRewards(filters, country, signal),
    // Other filters load with the previous cards still shown (and a progress bar), not a blank grid.
    placeholderData: keepPreviousData,
    // The server refreshes its catalogue every minute; a tab change need not refetch before that.
    staleTime: 60_000,
    retry: retryTransient,
    enabled,
  });
}

/**
 * A 403 here is the server refusing this redemption (identity verification, an unverified e-mail),
 * not an expired session: the dialog words it, and the member stays signed in.
 */
export const redeemReward = (body: RedeemBody) =>
  api<RedeemResult>('/rewards/redeem', { method: 'POST', body, expireOn403: false });

export const fetchPayoutsPage = (uid: string, cursor: string | null, signal?: AbortSignal, limit = PAYOUTS_PAGE_SIZE) =>
  api<PayoutsPage>(`/users/${encodeURIComponent(uid)}/payouts`, {
    query: { limit, cursor },
    signal,
  });

/** While a payout on the first page is on its way to the provider, the list is read again this often, for a while. */
const ON_ITS_WAY_REFRESH_MS = 5_000;
const ON_ITS_WAY_REFRESHES = 60;

/** The signed-in member's payouts, newest first, in cursor pages. */
export function usePayouts() {
  const uid = useSession().user?.uid;
  return useInfiniteQuery({
    queryKey: rewardKeys.payouts(uid),
    queryFn: ({ pageParam, signal }) => fetchPayoutsPage(uid!, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PayoutsPage) => last.nextCursor ?? undefined,
    // A redemption is ordered after it is answered: its delivery shows without a reload.
    refetchInterval: (query) =>
      query.state.dataUpdateCount < ON_ITS_WAY_REFRESHES &&
      query.state.data?.pages[0]?.items.some(payoutOnItsWay)
        ? ON_ITS_WAY_REFRESH_MS
        : false,
    retry: retryTransient,
    enabled: !!uid,
  });
}
