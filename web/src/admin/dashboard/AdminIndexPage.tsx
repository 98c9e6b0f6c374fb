import { useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@pilotmiles/core';
import { api, errorMessage } from '../../lib/api';
import { Stack } from '@mui/material';
import { AdminDashboardView } from './AdminDashboardView';
import { AdminDashboardsSection } from './AdminDashboardsSection';

/** /admin: GET /admin/dashboard, then the charts and lists of the dashboard calls. */
export default function AdminIndexPage() {
  const query = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => api<AdminDashboard>('/admin/dashboard', { signal }),
  });
  return (
    <Stack spacing={4}>
      <AdminDashboardView
        status={query.data ? 'ready' : query.isError ? 'error' : 'loading'}
        error={query.isError ? errorMessage(query.error) : null}
        onRetry={() => void query.refetch()}
        data={query.data}
      />
      <AdminDashboardsSection />
    </Stack>
  );
}
