/** One staff action (PATCH/POST/PUT) that toasts what it did and refreshes the lists it changes. */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useToast } from '../../lib/toast';

/** A toast other than plain success: a bulk action that changed only some rows says so louder. */
export interface AdminNotice {
  message: string;
  tone: 'success' | 'info' | 'error';
}

export interface AdminActionOptions<Vars, Result> {
  /** The request itself. */
  call: (vars: Vars) => Promise<Result>;
  /** A query-key prefix: every list under it refetches after success. */
  refresh: QueryKey;
  /** What the toast says after success. */
  done: (result: Result, vars: Vars) => string | AdminNotice;
}

/**
 * The mutation behind an action dialog: its error stays on the mutation for the dialog to show
 * (the dialog stays open), success toasts `done(result)` and refetches the lists.
 */
export function useAdminAction<Vars, Result>({ call, refresh, done }: AdminActionOptions<Vars, Result>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: call,
    onSuccess: async (result, vars) => {
      const said = done(result, vars);
      const notice = typeof said === 'string' ? { message: said, tone: 'success' as const } : said;
      toast[notice.tone](notice.message);
      await queryClient.invalidateQueries({ queryKey: refresh });
    },
  });
}
