import { useCallback } from 'react';
import { MSG } from '@pilotmiles/core';
import { useToast } from '../../lib/toast';

/** Copies a reward's code, PIN or link to the clipboard and says 'Copied'. */
export function useCopy(): (text: string) => void {
  const toast = useToast();
  return useCallback(
    (text: string) => {
      // No clipboard API outside secure contexts: treat it like a refused copy.
      const copied = navigator.clipboard
        ? navigator.clipboard.writeText(text)
        : Promise.reject(new Error('no clipboard'));
      copied.then(
        () => toast.success('Copied'),
        () => toast.error(MSG.genericError),
      );
    },
    [toast],
  );
}
