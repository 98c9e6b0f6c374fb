/** The identity-verification calls (docs/kyc.md), their keys and hooks. */
import { useQuery } from '@tanstack/react-query';
import type { KycSession, KycState } from '@pilotmiles/core';
import { ApiError, api } from '../../lib/api';

export const kycKeys = {
  /** Veriff's answer about the member's current session, asked for while a check is open. */
  current: () => ['kyc', 'current'] as const,
};

/**
 * Starts a verification, or resumes the one in progress: the provider's page to send the member to.
 * `returnPath`: where the provider sends the member back (a page of KYC_RETURN_PATH); the server's default, /auth/kyc, otherwise.
 */
export const startKyc = (returnPath?: string) =>
  api<KycSession>('/users/kyc', { method: 'PATCH', body: returnPath ? { return_path: returnPath } : {} });

/**
 * The server asks the provider about the member's current session (the webhook may not have come
 * yet) and answers the state. No session id: Veriff returns the member to our page with nothing
 * added, and the server knows the member's session.
 */
export const refreshKyc = () => api<KycState>('/users/kyc-json', { method: 'PATCH', body: {} });

const retryTransient = (count: number, err: unknown) =>
  !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2;

/**
 * The state of the member's open check. A PATCH, but a lookup that changes nothing the provider
 * has not decided, so it is a query: one call however often the page renders, and 'Refresh' is a
 * refetch.
 */
export function useKycCheck({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: kycKeys.current(),
    queryFn: refreshKyc,
    enabled,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: retryTransient,
  });
}
