/** The team page's calls (docs/referrals.md "API"): the member's referrals and the feature waitlist. */
import { useQuery } from '@tanstack/react-query';
import type { ReferralsSummary, WaitlistBody, WaitlistResult } from '@pilotmiles/core';
import { ApiError, api } from '../../lib/api';

export const teamKeys = {
  all: ['team'] as const,
  referrals: (uid: string | undefined) => ['team', 'referrals', uid] as const,
};

export const fetchReferrals = (signal?: AbortSignal) => api<ReferralsSummary>('/users/referrals', { signal });

/** POST /users/feature-waitlist: public; the member's token goes along when someone is signed in. */
export const joinWaitlist = (body: WaitlistBody) =>
  api<WaitlistResult>('/users/feature-waitlist', { method: 'POST', body });

/** Retries a failure that may pass (network, 5xx) twice; a refusal (4xx) is shown at once. */
const retryTransient = (count: number, err: unknown) =>
  !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2;

export function useReferrals(uid: string | undefined) {
  return useQuery({
    queryKey: teamKeys.referrals(uid),
    queryFn: ({ signal }) => fetchReferrals(signal),
    enabled: !!uid,
    // A friend's progress moves slowly: a minute is fresh enough, and a revisit refetches after it.
    staleTime: 60_000,
    retry: retryTransient,
  });
}
