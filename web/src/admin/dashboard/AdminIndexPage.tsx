import { useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@pilotmiles/core';
import { api } from '../../lib/api';
import { loadState } from '../../lib/loadState';
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
        {...loadState(query)}
        data={query.data}
      />
      <AdminDashboardsSection />
    </Stack>
  );
}
