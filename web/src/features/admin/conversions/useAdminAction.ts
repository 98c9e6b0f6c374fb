/** One staff action on a conversion or a claim (PATCH/POST), refreshing the lists it changes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useToast } from '../../../lib/toast';

/** The query keys of the page's lists: every action refreshes both (a manual credit is a conversion too). */
export const CONVERSIONS_KEY = ['admin', 'swaarm-conversions'] as const;
export const CLAIMS_KEY = ['admin', 'swaarm-conversions', 'claims'] as const;

export const CONVERSIONS_PATH = '/admin/swaarm-conversions';
export const CLAIMS_PATH = '/admin/swaarm-conversions/claims';

/**
 * The mutation behind an action dialog: its error stays on the mutation for the dialog to show
 * (the dialog stays open), success toasts `done(result)` and refetches the lists.
 */
export function useAdminAction<Body, Result>(method: 'PATCH' | 'POST', done: (result: Result, body: Body) => string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (body: Body) => api<Result>(CONVERSIONS_PATH, { method, body }),
    onSuccess: async (result, body) => {
      toast.success(done(result, body));
      // CONVERSIONS_KEY is a prefix of CLAIMS_KEY: one invalidation covers both lists.
      await queryClient.invalidateQueries({ queryKey: CONVERSIONS_KEY });
    },
  });
}
