/** The earn hub's endpoint (GET /earn/v2, members only), its query key and hook. */
import { useQuery } from '@tanstack/react-query';
import type { EarnHub } from '@pilotmiles/core';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';

/**
 * Under ['dashboard', uid]: lib/session refetches that prefix when the balance moves, so today's
 * progress follows what the member earns.
 */
export const earnHubKeys = {
  hub: (uid: string | undefined) => ['dashboard', uid, 'earnHub'] as const,
};

export const fetchEarnHub = (signal?: AbortSignal) => api<EarnHub>('/earn/v2', { signal });

/** Only for a signed-in member: visitors never call it. */
export function useEarnHub() {
  const uid = useSession().user?.uid;
  return useQuery({
    queryKey: earnHubKeys.hub(uid),
    queryFn: ({ signal }) => fetchEarnHub(signal),
    enabled: !!uid,
  });
}
