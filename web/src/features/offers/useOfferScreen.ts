import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useOffer, useOfferActivity } from './offersApi';
import { useStartOffer } from './useStartOffer';

/**
 * One offer's page data, shared by /offers/:id and /new/earn/offer/:id: the offer, the member's
 * status per step, the start (useStartOffer: PleaseSignUp, OfferQR), and whether it is gone.
 */
export function useOfferScreen(id: string) {
  const query = useOffer(id);
  const activity = useOfferActivity();
  const { status, user } = useSession();
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
