import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { offerKeys, useOffer, useOfferActivity } from './offersApi';
import { useStartOffer } from './useStartOffer';

/**
 * One offer's page data, shared by /offers/:id and /new/earn/offer/:id: the offer, the member's
 * status per step, the start (useStartOffer: PleaseSignUp, OfferQR), and whether it is gone.
 */
export function useOfferScreen(id: string) {
  const query = useOffer(id);
  // The member completes steps in another tab (the advertiser's): coming back refetches them.
  const activity = useOfferActivity({ refetchOnWindowFocus: true });
  const { status, user } = useSession();
  useStepsFollowBalance(user?.uid, user ? `${user.total_coins}:${user.lifetime_earned}` : null);
  const startOffer = useStartOffer(query.data);
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  const view = query.data
    ? {
        offer: query.data,
        activity: activity.data?.find((a) => a.offer_id === id) ?? null,
        signedIn: status === 'signedIn' && !!user,
        starting: startOffer.starting,
        startError: startOffer.error,
        onStart: startOffer.start,
      }
    : null;
  return { query, view, notFound };
}

/**
 * Conversions are server-only, but the member's record is live (lib/liveUser): a postback that
 * credits a step, or a reversal, moves the balance while the page is open. That move refetches
 * the member's steps, so the step shows 'Confirmed' with the new balance, without a reload.
 */
function useStepsFollowBalance(uid: string | undefined, money: string | null) {
  const queryClient = useQueryClient();
  const seen = useRef(money);
  useEffect(() => {
    const before = seen.current;
    seen.current = money;
    if (uid && before !== null && money !== null && before !== money)
      void queryClient.invalidateQueries({ queryKey: offerKeys.activity(uid) });
  }, [uid, money, queryClient]);
}
