/** The identity-verification calls (docs/rewards.md "KYC"), their keys and hooks. */
import { useQuery } from '@tanstack/react-query';
import type { KycSession, KycState } from '@pilotmiles/core';
import { ApiError, api } from '../../lib/api';

export const kycKeys = {
  /** The provider's answer about one session, asked for on the way back from its page. */
  session: (sessionId: string | null) => ['kyc', 'session', sessionId] as const,
};

/**
 * Starts a verification, or resumes the one in progress: the provider's page to send the member to.
 * `returnPath`: where the provider sends the member back (a page of KYC_RETURN_PATH); the server's default, /auth/kyc, otherwise.
 */
export const startKyc = (returnPath?: string) =>
  api<KycSession>('/users/kyc', { method: 'PATCH', body: returnPath ? { return_path: returnPath } : {} });

/** The server asks the provider about the session (the webhook may not have come yet) and answers the state. */
export const refreshKyc = (sessionId: string) =>
  api<KycState>('/users/kyc-json', { method: 'PATCH', body: { session_id: sessionId } });

const retryTransient = (count: number, err: unknown) =>
  !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2;

/**
 * The state of the session the member came back from. A PATCH, but a lookup that changes nothing
 * the provider has not decided, so it is a query: one call however often the page renders, and
 * 'Refresh' is a refetch.
 */
export function useKycCheck(sessionId: string | null, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: kycKeys.session(sessionId),
    queryFn: () => refreshKyc(sessionId!),
    enabled: enabled && !!sessionId,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: retryTransient,
  });
}
