/**
 * Staff's app (/admin): behind RequireAdmin, AdminLayout around one lazy page per screen of
 * web/src/admin (one folder per area). router.tsx mounts the block; AdminLayout's navigation is
 * admin/adminNav.ts.
 */
import type { RouteObject } from 'react-router-dom';
import { RequireAdmin } from './guards';
import { page } from './lazyPage';

export const adminRoute: RouteObject = {
  path: 'admin',
  element: <RequireAdmin />,
  children: [
    {
      ...page(() => import('./layouts/AdminLayout')),
      children: [
        { index: true, ...page(() => import('../admin/dashboard/AdminIndexPage')) },
        { path: 'daily-config', ...page(() => import('../admin/dailyConfig/DailyConfigPage')) },
        { path: 'conversions', ...page(() => import('../admin/conversions/AdminConversionsPage')) },
        { path: 'payouts', ...page(() => import('../admin/payouts/AdminPayoutsPage')) },
        { path: 'sweepstakes', ...page(() => import('../admin/sweepstakes/AdminSweepstakesPage')) },
        { path: 'users', ...page(() => import('../admin/members/AdminUsersPage')) },
        { path: 'users/:uid', ...page(() => import('../admin/members/AdminMemberPage')) },
        { path: 'logs', ...page(() => import('../admin/logs/AdminLogsPage')) },
        { path: 'events', ...page(() => import('../admin/events/AdminEventsPage')) },
        { path: 'push', ...page(() => import('../admin/push/AdminPushPage')) },
        { path: 'settings', ...page(() => import('../admin/settings/SettingsPage')) },
        { path: 'grafana-embedded', ...page(() => import('../admin/tools/GrafanaEmbeddedPage')) },
        { path: 'external-iframe', ...page(() => import('../admin/tools/ExternalIframePage')) },
        { path: 'cp-rewards', ...page(() => import('../admin/tools/CpRewardsPage')) },
      ],
    },
  ],
};
