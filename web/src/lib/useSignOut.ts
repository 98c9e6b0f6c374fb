/**
 * Sign out: the identity provider first, then home (`to`: a frame's own home, such as
 * the partner portal's landing); 'Error signing out' on failure.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { MSG } from '@pilotmiles/core';
import { signOutOfAuth } from './loadAuth';
import { forgetPushToken } from './push/forget';
import { useToast } from './toast';

export function useSignOut(to = '/'): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useCallback(async () => {
    let signedOut = false;
    // While still signed in: this device's push token goes (bounded, failures only logged).
    await forgetPushToken();
    try {
      await signOutOfAuth(async () => {
        signedOut = true;
        queryClient.clear();
        // flushSync: the new page is on screen when this returns, so no guard sees the signed-out state first.
        await navigate(to, { replace: true, flushSync: true });
      });
    } catch {
      if (!signedOut) toast.error(MSG.errorSigningOut);
    }
  }, [navigate, queryClient, toast, to]);
}
