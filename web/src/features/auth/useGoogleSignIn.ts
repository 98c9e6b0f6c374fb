import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MSG } from '@pilotmiles/core';
import { FlowError, signInWithGoogle, type EmulatorGoogleAccount } from './flows';
import { usingEmulators } from '../../lib/firebase';
import { useGoToApp } from './navigation';
import { useAuthFrame } from './authFrame';

export interface ShownError {
  message: string;
  detail?: string;
}

export const toShownError = (err: unknown): ShownError =>
  err instanceof FlowError ? { message: err.message, detail: err.detail } : { message: MSG.genericError };

/**
 * The Google button's flow, shared by the sign-in and sign-up pages. Against the local emulators
 * the button opens the emulator account chooser (see flows.ts) instead of Google's pop-up.
 */
export function useGoogleSignIn() {
  const queryClient = useQueryClient();
  const goToApp = useGoToApp();
  const { brandOwner } = useAuthFrame();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const [chooserOpen, setChooserOpen] = useState(false);
  const signIn = useCallback(
    async (account?: EmulatorGoogleAccount) => {
      setChooserOpen(false);
      setBusy(true);
      setError(null);
      try {
        // Stay busy on success: the page is about to change.
        if (await signInWithGoogle(queryClient, account, brandOwner)) return goToApp();
      } catch (err) {
        setError(toShownError(err));
      }
      setBusy(false);
    },
    [queryClient, goToApp, brandOwner],
  );
  const start = useCallback(async () => {
    if (usingEmulators) setChooserOpen(true);
    else await signIn();
  }, [signIn]);
  const clearError = useCallback(() => setError(null), []);
  const chooser = {
    open: chooserOpen,
    onChoose: (account: EmulatorGoogleAccount) => void signIn(account),
    onClose: () => setChooserOpen(false),
  };
  return { busy, error, start, clearError, chooser };
}
