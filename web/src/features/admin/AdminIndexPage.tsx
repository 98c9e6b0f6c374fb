import { useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@pilotmiles/core';
import { api, errorMessage } from '../../lib/api';
import { AdminDashboardView } from './AdminDashboardView';

/** /admin: GET /admin/dashboard. */
export default function AdminIndexPage() {
  const query = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => api<AdminDashboard>('/admin/dashboard', { signal }),
  });
  return (
    <AdminDashboardView
      status={query.data ? 'ready' : query.isError ? 'error' : 'loading'}
      error={query.isError ? errorMessage(query.error) : null}
      onRetry={() => void query.refetch()}
      data={query.data}
    />
  );
}
