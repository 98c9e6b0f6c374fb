/** The surveys endpoints (docs/surveys.md "API"), their query keys and hooks. */
import { useQuery } from '@tanstack/react-query';
import type { SurveyActivity, SurveyWall } from '@pilotmiles/core';
import { ApiError, api } from '../../lib/api';
import { useSession } from '../../lib/session';

export const surveyKeys = {
  all: ['surveys'] as const,
  /** The wall for a member and the link they came with (null: our own wall). */
  wall: (uid: string | undefined, url: string | null) => ['surveys', 'wall', uid, url] as const,
  /** The member's recent survey transactions: refetched when the balance moves or the page regains focus. */
  activity: (uid: string | undefined) => ['surveys', 'activity', uid] as const,
};

/** Retries a failure that may pass (network, 5xx) twice; a refusal (4xx) is shown at once. */
const retryTransient = (count: number, err: unknown) =>
  !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2;

/**
 * GET /surveys/wall. A 403 here is worded by the page: an unverified member gets
 * 'auth/email-not-verified', which must not sign them out as an expired session would.
 */
export const fetchSurveyWall = (url: string | null, signal?: AbortSignal) =>
  api<SurveyWall>('/surveys/wall', { query: { url }, signal, expireOn403: false });

/** The wall to frame. Fetched once per link: a refetch would reload the frame mid-survey. */
export function useSurveyWall(url: string | null) {
  const uid = useSession().user?.uid;
  return useQuery({
    queryKey: surveyKeys.wall(uid, url),
    queryFn: ({ signal }) => fetchSurveyWall(url, signal),
    retry: retryTransient,
    enabled: !!uid,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export const fetchSurveyActivity = (signal?: AbortSignal) => api<SurveyActivity[]>('/surveys/activity', { signal });

export function useSurveyActivity() {
  const uid = useSession().user?.uid;
  return useQuery({
    queryKey: surveyKeys.activity(uid),
    queryFn: ({ signal }) => fetchSurveyActivity(signal),
    retry: retryTransient,
    enabled: !!uid,
  });
}
