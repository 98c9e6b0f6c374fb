import { useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type {
  DashboardPeriod,
  DashboardSeries,
  EventStats,
  LastLoginUser,
  LastUserActivity,
  SummaryActivities,
  UserConversionTypes,
} from '@pilotmiles/core';
import { api, errorMessage } from '../../lib/api';
import { AdminDashboardsView, type Loadable } from './AdminDashboardsView';
import { FUNNEL_DAYS, funnelRange } from '../shared/funnelData';

const LIST_SIZE = 10;

function loadable<T>(query: UseQueryResult<T>): Loadable<T> {
  return {
    status: query.data !== undefined ? 'ready' : query.isError ? 'error' : 'loading',
    data: query.data,
    error: query.isError ? errorMessage(query.error) : null,
    onRetry: () => void query.refetch(),
  };
}

/** The admin index's charts: GET /admin/{active,new}-users-per-period, summary-activities, user-conversion-types, last-login-users, last-users-activities, and the funnel of GET /events/stats. */
export function AdminDashboardsSection() {
  const [period, setPeriod] = useState<DashboardPeriod>('day');
  const ranged = <T,>(path: string) => ({
    queryKey: ['admin', 'dashboards', path, period],
    queryFn: ({ signal }: { signal: AbortSignal }) => api<T>(`/admin/${path}`, { signal, query: { period } }),
  });
  const listed = <T,>(path: string) => ({
    queryKey: ['admin', 'dashboards', path],
    queryFn: ({ signal }: { signal: AbortSignal }) => api<T>(`/admin/${path}`, { signal, query: { limit: LIST_SIZE } }),
  });
  const active = useQuery(ranged<DashboardSeries>('active-users-per-period'));
  const fresh = useQuery(ranged<DashboardSeries>('new-users-per-period'));
  const earning = useQuery(ranged<SummaryActivities>('summary-activities'));
  const conversions = useQuery(ranged<UserConversionTypes>('user-conversion-types'));
  const logins = useQuery(listed<LastLoginUser[]>('last-login-users'));
  const activities = useQuery(listed<LastUserActivity[]>('last-users-activities'));
  const range = funnelRange(FUNNEL_DAYS[period]);
  const stats = useQuery({
    queryKey: ['admin', 'dashboards', 'events-stats', range],
    queryFn: ({ signal }) => api<EventStats>('/events/stats', { signal, query: range }),
    select: (s) => s.funnel,
  });
  return (
    <AdminDashboardsView
      period={period}
      onPeriodChange={setPeriod}
      active={loadable(active)}
      fresh={loadable(fresh)}
      earning={loadable(earning)}
      conversions={loadable(conversions)}
      logins={loadable(logins)}
      activities={loadable(activities)}
      funnel={loadable(stats)}
      funnelRange={`last ${FUNNEL_DAYS[period]} days`}
    />
  );
}
