/**
 * Starting an offer (docs/offers.md): a visitor gets PleaseSignUp; a member's start is recorded
 * (POST .../click), the StartEarning_OfferStart event is sent, and the tracking link opens in a
 * new tab, or, for a phone-only offer on a desktop, as a QR code to scan (OfferQR).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { ERROR_CODES, isMobileOnly, type EventData, type Offer } from '@pilotmiles/core';
import { openModal } from '../../components/modals/modalStore';
import { track } from '../../lib/analytics';
import { ApiError, errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { offerKeys, startOfferClick } from './offersApi';

export const OFFER_START_EVENT = 'StartEarning_OfferStart';

export const EMAIL_NOT_VERIFIED_TO_START =
  'Please verify your email address before starting offers: open the link we emailed you, then try again.';

/** The payload of the StartEarning_OfferStart analytics event. */
export function offerStartEventData(offer: Offer, page: string): EventData {
  return {
    source: 'offer_card',
    page,
    offer_id: offer.id,
    offer_name: offer.name,
    offer_platform: offer.platform,
    offer_type: offer.type,
    offer_tags: offer.tags,
    offer_summary_pilot_miles: offer.summary_pilot_miles,
  };
}

/** A desktop: the main pointer is a mouse (a phone or tablet's is a finger), where a phone app cannot be installed. */
export const desktopPointer = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (pointer: fine)').matches;

/** The start's failure as the member should read it. */
export function startErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.code === ERROR_CODES.emailNotVerified) return EMAIL_NOT_VERIFIED_TO_START;
  return errorMessage(err);
}

export interface StartOffer {
  start: () => void;
  starting: boolean;
  error: string | null;
}

export function useStartOffer(offer: Offer | undefined, isDesktop: () => boolean = desktopPointer): StartOffer {
  const { user } = useSession();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: startOfferClick });

  const start = () => {
    if (!offer || mutation.isPending) return;
    if (!user) {
      openModal('PleaseSignUp');
      return;
    }
    const qr = isMobileOnly(offer) && isDesktop();
    // The tab opens now, while the browser still counts it as the member's click; a tab opened
    // after the call's round trip would be taken for a pop-up and blocked.
    const tab = qr ? null : window.open('', '_blank');
    mutation.mutate(offer.id, {
      onSuccess: ({ tracking_url }) => {
        track(OFFER_START_EVENT, offerStartEventData(offer, pathname));
        void queryClient.invalidateQueries({ queryKey: offerKeys.activity(user.uid) });
        if (qr) openModal('OfferQR', { offerName: offer.name, trackingUrl: tracking_url });
        else if (tab) {
          tab.opener = null;
          tab.location.href = tracking_url;
        } else window.open(tracking_url, '_blank', 'noopener');
      },
      onError: () => tab?.close(),
    });
  };

  return { start, starting: mutation.isPending, error: mutation.isError ? startErrorMessage(mutation.error) : null };
}
