import { Router } from 'express';
import { requireAdmin, requireAuth } from '../platform/http/auth';
import { adminDashboard } from './adminStats.service';
import { adminDashboardsRouter } from './dashboards.router';
import { adminLogsQuery } from '@pilotmiles/core';
import { parse } from '../platform/http/validate';
import { listAdminLogs } from './logs.service';
import { adminConfigRouter } from './adminConfig.router';
import { adminMembersRouter } from './members.router';
import { adminToolsRouter } from './tools.router';
import { adminPushBroadcastsRouter } from './pushBroadcasts.router';
import { adminConversionsRouter, adminSyncRouter } from '../offers';
import { adminRewardsRouter } from '../rewards';
import { adminShopClaimsRouter } from '../shopping';

/** Everything under /admin: a valid session and the admin custom claim, on every call. */
export const adminRouter = Router();
adminRouter.use(requireAuth, requireAdmin);

adminRouter.get('/dashboard', async (_req, res) => {
  res.json({ data: await adminDashboard() });
});

// GET /admin/{active,new}-users-per-period, last-login-users, last-users-activities, summary-activities, user-conversion-types
adminRouter.use(adminDashboardsRouter);

// GET /admin/logs: the audit trail, newest first, filtered and paged (read-only: entries are never changed).
adminRouter.get('/logs', async (req, res) => {
  res.json({ data: await listAdminLogs(parse(adminLogsQuery, req, 'query')) });
});

// GET/POST /admin/{daily-bonus,daily-challenge,system-rewards}-config
adminRouter.use(adminConfigRouter);

adminRouter.use('/swaarm-conversions', adminConversionsRouter);
// POST /admin/offers/sync
adminRouter.use(adminSyncRouter);

// /admin/rewards/payouts and /admin/rewards/catalog
adminRouter.use('/rewards', adminRewardsRouter);

// GET/POST /admin/shopping-claims: missing-cashback claims (docs/shopping.md)
adminRouter.use('/shopping-claims', adminShopClaimsRouter);

// GET/PUT /admin/embedded-tools, GET /admin/cp-brands, GET/PUT /admin/cp-brand/{id} (docs/admin.md)
adminRouter.use(adminToolsRouter);

// GET /admin/users/{id}, PATCH .../admin-bonus and .../brand-owner, GET /admin/brand-owners (docs/admin.md)
adminRouter.use(adminMembersRouter);

// GET/POST /admin/push/broadcasts: staff push to everyone, a segment or one member (docs/api.md)
adminRouter.use(adminPushBroadcastsRouter);
