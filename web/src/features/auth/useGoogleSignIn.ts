import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MSG } from '@pilotmiles/core';
import { FlowError, signInWithGoogle } from './flows';
import { useGoToApp } from './navigation';

export interface ShownError {
  message: string;
  detail?: string;
}

export const toShownError = (err: unknown): ShownError =>
  err instanceof FlowError ? { message: err.message, detail: err.detail } : { message: MSG.genericError };

/** The Google button's flow, shared by the sign-in and sign-up pages. */
export function useGoogleSignIn() {
  const queryClient = useQueryClient();
  const goToApp = useGoToApp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const start = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      // Stay busy on success: the page is about to change.
      if (await signInWithGoogle(queryClient)) return goToApp();
    } catch (err) {
      setError(toShownError(err));
    }
    setBusy(false);
  }, [queryClient, goToApp]);
  const clearError = useCallback(() => setError(null), []);
  return { busy, error, start, clearError };
}
