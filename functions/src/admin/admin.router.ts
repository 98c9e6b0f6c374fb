import { Router } from 'express';
import { requireAdmin, requireAuth } from '../platform/http/auth';
import { adminDashboard } from './adminStats.service';
import { adminConfigRouter } from './adminConfig.router';
import { adminConversionsRouter, adminSyncRouter } from '../offers';
import { adminRewardsRouter } from '../rewards';
import { adminShopClaimsRouter } from '../shopping';

/** Everything under /admin: a valid session and the admin custom claim, on every call. */
export const adminRouter = Router();
adminRouter.use(requireAuth, requireAdmin);

adminRouter.get('/dashboard', async (_req, res) => {
  res.json({ data: await adminDashboard() });
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
