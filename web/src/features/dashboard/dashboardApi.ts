/** The dashboard's endpoints, their query keys and hooks. */
import { useQuery } from '@tanstack/react-query';
import type { DashboardV2, SweepstakeDashboard } from '@pilotmiles/core';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';

/**
 * Every key starts with ['dashboard', uid]: lib/session refetches them all when the balance
 * moves, and a feature that changes the member's figures (an entry bought) invalidates that prefix.
 */
export const dashboardKeys = {
  all: (uid: string | undefined) => ['dashboard', uid] as const,
  sweepstakes: (uid: string | undefined) => ['dashboard', uid, 'sweepstakes'] as const,
};

export const fetchDashboard = (signal?: AbortSignal) => api<DashboardV2>('/users/dashboard/v2', { signal });

export function useDashboard() {
  const uid = useSession().user?.uid;
  return useQuery({
    queryKey: dashboardKeys.all(uid),
    queryFn: ({ signal }) => fetchDashboard(signal),
    enabled: !!uid,
  });
}

/** GET /sweepstakes/dashboard: the member's entries, chances and wins. */
export const fetchSweepstakesDashboard = (signal?: AbortSignal) =>
  api<SweepstakeDashboard>('/sweepstakes/dashboard', { signal });

export function useSweepstakesDashboard() {
  const uid = useSession().user?.uid;
  return useQuery({
    queryKey: dashboardKeys.sweepstakes(uid),
    queryFn: ({ signal }) => fetchSweepstakesDashboard(signal),
    enabled: !!uid,
  });
}
