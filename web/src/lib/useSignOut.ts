/** Sign out (SPEC §4): the identity provider first, then home; 'Error signing out' on failure. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from 'firebase/auth';
import { useQueryClient } from '@tanstack/react-query';
import { MSG } from '@pilotmiles/core';
import { auth } from './firebase';
import { useToast } from './toast';

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useCallback(async () => {
    try {
      await signOut(auth);
    } catch {
      toast.error(MSG.errorSigningOut);
      return;
    }
    queryClient.clear();
    navigate('/', { replace: true });
  }, [navigate, queryClient, toast]);
}
