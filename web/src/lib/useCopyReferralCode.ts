import { useCallback } from 'react';
import { MSG } from '@pilotmiles/core';
import { useToast } from './toast';

/** Copies a referral code to the clipboard and says so. */
export function useCopyReferralCode(): (code: string) => void {
  const toast = useToast();
  return useCallback(
    (code: string) => {
      // No clipboard API outside secure contexts: treat it like a refused copy.
      const copied = navigator.clipboard ? navigator.clipboard.writeText(code) : Promise.reject(new Error('no clipboard'));
      copied.then(
        () => toast.success('Referral code copied'),
        () => toast.error(MSG.genericError),
      );
    },
    [toast],
  );
}
