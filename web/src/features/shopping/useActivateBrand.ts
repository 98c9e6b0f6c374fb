/**
 * 'Activate cashback' (POST /shopping/v2/activate/{brand}): a visitor gets PleaseSignUp; for a
 * member the activation is recorded with its sub-id and the store's affiliate link opens in a new
 * tab. The tab opens on the click itself, while the browser still counts it as the member's; one
 * opened after the call's round trip would be taken for a pop-up and blocked. A refusal closes it
 * and shows the server's message as it is (an unverified e-mail, a store no longer paying).
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openModal } from '../../components/modals/modalStore';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { activateBrand, shoppingKeys } from './shoppingApi';

export interface ActivateBrand {
  activate: () => void;
  activating: boolean;
  /** The last activation's refusal, as the server words it. */
  error: string | null;
  /** The store's tab was sent to its link: cashback tracks in that tab. */
  activated: boolean;
}

export function useActivateBrand(brandId: string | undefined): ActivateBrand {
  const { status, user } = useSession();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: activateBrand });
  const [activatedFor, setActivatedFor] = useState<string | null>(null);

  const activate = () => {
    if (!brandId || mutation.isPending) return;
    if (status !== 'signedIn' || !user) {
      openModal('PleaseSignUp');
      return;
    }
    const tab = window.open('', '_blank');
    mutation.mutate(brandId, {
      onSuccess: ({ url }) => {
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else window.open(url, '_blank', 'noopener');
        setActivatedFor(brandId);
        void queryClient.invalidateQueries({ queryKey: shoppingKeys.brand(brandId, user.uid) });
        void queryClient.invalidateQueries({ queryKey: shoppingKeys.dashboard(user.uid) });
      },
      onError: () => tab?.close(),
    });
  };

  return {
    activate,
    activating: mutation.isPending,
    error: mutation.isError ? errorMessage(mutation.error) : null,
    activated: activatedFor === brandId && !mutation.isError,
  };
}
