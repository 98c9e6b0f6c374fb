/** Copying the invite link, and sharing it with the system's share sheet where there is one (else copying it). */
import { useCallback } from 'react';
import { MSG, type ReferralsSummary } from '@pilotmiles/core';
import { useToast } from '../../lib/toast';

export const INVITE_LINK_COPIED = 'Invite link copied';

/** What the share sheet passes on: a line with the code, and the link. */
export const shareData = (summary: Pick<ReferralsSummary, 'code' | 'invite_url'>): ShareData => ({
  title: 'Join me on PilotMiles',
  text: `Join PilotMiles with my code ${summary.code} and earn PilotMiles for what you already do online.`,
  url: summary.invite_url,
});

export function useInviteActions() {
  const toast = useToast();

  const copyLink = useCallback(
    (url: string) => {
      // No clipboard API outside secure contexts: treat it like a refused copy.
      const copied = navigator.clipboard ? navigator.clipboard.writeText(url) : Promise.reject(new Error('no clipboard'));
      copied.then(
        () => toast.success(INVITE_LINK_COPIED),
        () => toast.error(MSG.genericError),
      );
    },
    [toast],
  );

  const share = useCallback(
    (summary: ReferralsSummary) => {
      const data = shareData(summary);
      if (typeof navigator.share !== 'function' || (navigator.canShare && !navigator.canShare(data))) return copyLink(summary.invite_url);
      navigator.share(data).catch((err: unknown) => {
        // Closing the share sheet is a choice, not a failure.
        if ((err as Error)?.name === 'AbortError') return;
        copyLink(summary.invite_url);
      });
    },
    [copyLink],
  );

  return { copyLink, share };
}
