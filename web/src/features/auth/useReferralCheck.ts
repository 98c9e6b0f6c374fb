/**
 * The sign-up page's check of a friend's code (GET /users/referral-codes/{code}, docs/referrals.md):
 * once the typing settles, and again on submit. Advisory: POST /users ignores a code that names
 * nobody whatever this says, so a check that cannot answer (offline, 429) never holds a sign-up up.
 */
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isReferralCode, normalizeReferralCode, type ReferralCodeCheck } from '@pilotmiles/core';
import { api } from '../../lib/api';
import { useDebounced } from '../../lib/useDebounced';

export type ReferralCheckState =
  | { status: 'empty' }
  | { status: 'checking' }
  | { status: 'valid'; inviter: string }
  | { status: 'unknown' }
  | { status: 'malformed' }
  | { status: 'unavailable' };

export interface ReferralCheck {
  state: ReferralCheckState;
  /** Checks the code as it is now, without waiting for the typing to settle (the submit's check). */
  checkNow: () => Promise<ReferralCheckState>;
}

/** A pause in typing this long, then the code is checked. */
export const REFERRAL_CHECK_SETTLE_MS = 400;

const options = (code: string) => ({
  queryKey: ['referrals', 'code', code] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    api<ReferralCodeCheck>(`/users/referral-codes/${code}`, { auth: false, signal, expireOn403: false }),
  // A code's owner rarely changes while someone signs up; a refusal (429) is not worth repeating.
  staleTime: 5 * 60_000,
  retry: false,
});

const fromAnswer = (answer: ReferralCodeCheck): ReferralCheckState =>
  answer.valid ? { status: 'valid', inviter: answer.inviter } : { status: 'unknown' };

/** Whether a sign-up with the code in this state must stop and say why. */
export const refusesSignUp = (state: ReferralCheckState) => state.status === 'unknown' || state.status === 'malformed';

export function useReferralCheck(typed: string): ReferralCheck {
  const code = normalizeReferralCode(typed);
  const settled = useDebounced(code, REFERRAL_CHECK_SETTLE_MS);
  const queryClient = useQueryClient();
  const query = useQuery({ ...options(settled), enabled: isReferralCode(settled) });

  let state: ReferralCheckState;
  if (!code) state = { status: 'empty' };
  else if (settled !== code) state = { status: 'checking' };
  else if (!isReferralCode(code)) state = { status: 'malformed' };
  else if (query.data) state = fromAnswer(query.data);
  else if (query.isError) state = { status: 'unavailable' };
  else state = { status: 'checking' };

  const checkNow = useCallback(async (): Promise<ReferralCheckState> => {
    if (!code) return { status: 'empty' };
    if (!isReferralCode(code)) return { status: 'malformed' };
    try {
      return fromAnswer(await queryClient.fetchQuery(options(code)));
    } catch {
      return { status: 'unavailable' };
    }
  }, [code, queryClient]);

  return { state, checkNow };
}
