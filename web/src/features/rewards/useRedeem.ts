/**
 * Redeeming a reward (POST /rewards/redeem). The hook lives as long as one opening of the redeem
 * dialog and makes one request_id for it, so a double click, a retry after a timeout or a retry
 * after an error is answered with the same payout instead of redeeming twice (docs/rewards.md).
 * The server answers once the PM is spent and orders the reward afterwards, so an approved payout
 * is followed (a short poll of the member's newest payouts) until it is delivered or settles.
 */
import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, MSG, REWARD_ERROR_CODES, type Payout, type RedeemResult, type Reward } from '@pilotmiles/core';
import { ApiError, errorMessage } from '../../lib/api';
import { newRequestId } from '../../lib/requestId';
import { useSession } from '../../lib/session';
import { payoutOnItsWay } from './payoutStatus';
import { fetchPayoutsPage, redeemReward, rewardKeys } from './rewardsApi';

export const EMAIL_NOT_VERIFIED_TO_REDEEM =
  'Please verify your email address before redeeming: open the link we emailed you, then try again.';

/** Why a redemption was refused: 'kyc' offers identity verification, 'email' explains verification. */
export interface RedeemError {
  kind: 'kyc' | 'email' | 'other';
  message: string;
}

export function redeemError(err: unknown): RedeemError {
  if (err instanceof ApiError && err.code === REWARD_ERROR_CODES.kycRequired)
    return { kind: 'kyc', message: err.message };
  if (err instanceof ApiError && err.code === ERROR_CODES.emailNotVerified)
    return { kind: 'email', message: EMAIL_NOT_VERIFIED_TO_REDEEM };
  // This call words its own 403s; a real expiry still reads 'Session expired. Please sign in again.'
  if (err instanceof ApiError && err.code === ERROR_CODES.sessionExpired)
    return { kind: 'other', message: MSG.sessionExpired };
  return { kind: 'other', message: errorMessage(err) };
}

/** How often, and how many times, an ordered payout is read back (about a minute in all). */
export const FOLLOW_MS = 1_500;
const FOLLOW_READS = 40;
/** The newest payouts read per poll: the one just made is among them. */
const FOLLOW_LIMIT = 5;

/** The payout just made, as the server now has it, while it is on its way to the provider. */
function useFollowedPayout(placed: Payout | null): Payout | null {
  const uid = useSession().user?.uid;
  const queryClient = useQueryClient();
  const followed = useQuery({
    queryKey: [...rewardKeys.payouts(uid), 'follow', placed?.id],
    queryFn: async ({ signal }) => {
      const page = await fetchPayoutsPage(uid!, null, signal, FOLLOW_LIMIT);
      const found = page.items.find((p) => p.id === placed!.id) ?? null;
      // Delivered: My rewards shows it too.
      if (found && !payoutOnItsWay(found)) void queryClient.invalidateQueries({ queryKey: rewardKeys.payouts(uid), exact: true });
      return found;
    },
    enabled: !!uid && !!placed && payoutOnItsWay(placed),
    refetchInterval: (query) => {
      const now = query.state.data;
      return (!now || payoutOnItsWay(now)) && query.state.dataUpdateCount < FOLLOW_READS ? FOLLOW_MS : false;
    },
  });
  return followed.data ?? placed;
}

export interface Redeem {
  redeem: (value: number) => void;
  busy: boolean;
  result: RedeemResult | null;
  error: RedeemError | null;
}

export function useRedeem(reward: Pick<Reward, 'id'>): Redeem {
  const [requestId] = useState(newRequestId);
  // Set at the press itself: a second press before React re-renders (a double click) sees it.
  const inFlight = useRef(false);
  const { user, refreshUser } = useSession();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (value: number) => redeemReward({ reward_id: reward.id, value, request_id: requestId }),
    onSuccess: () => {
      // The balance in the header and the payouts list are out of date now.
      void refreshUser();
      void queryClient.invalidateQueries({ queryKey: rewardKeys.payouts(user?.uid) });
    },
  });
  const payout = useFollowedPayout(mutation.data?.payout ?? null);
  return {
    redeem: (value) => {
      // A second press while the first is on its way does nothing (the button is disabled too).
      if (inFlight.current || mutation.isSuccess) return;
      inFlight.current = true;
      mutation.mutate(value, {
        onSettled: () => {
          inFlight.current = false;
        },
      });
    },
    busy: mutation.isPending,
    result: mutation.data && payout ? { ...mutation.data, payout } : null,
    error: mutation.isError ? redeemError(mutation.error) : null,
  };
}
