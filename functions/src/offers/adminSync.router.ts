import { Router } from 'express';
import { authOf } from '../platform/http/auth';
import { syncOffersNow } from './sync.service';

/** POST /admin/offers/sync ("Sync now"), mounted inside the admin guard. */
export const adminSyncRouter = Router();

adminSyncRouter.post('/offers/sync', async (req, res) => {
  res.json({ data: await syncOffersNow(authOf(req).uid) });
});
