import { Router } from 'express';
import { audit } from '../platform/audit';
import { HttpError } from '../platform/errors';
import { authOf } from '../platform/http/auth';
import { syncOffers } from './sync.service';
import { FeedError } from './swaarm.feed';

/**
 * POST /admin/offers/sync ("Sync now"), mounted inside the admin guard. Every run is audited with
 * its counts, a failed one with its reason; a feed failure answers 502 (the network, not us).
 */
export const adminSyncRouter = Router();

adminSyncRouter.post('/offers/sync', async (req, res) => {
  const actor = authOf(req).uid;
  const entry = { actor, action: 'offers.sync', target: 'offers', before: null };
  try {
    const result = await syncOffers();
    await audit({ ...entry, after: result });
    res.json({ data: result });
  } catch (err) {
    if (!(err instanceof FeedError)) throw err;
    await audit({ ...entry, after: { error: err.message } });
    throw new HttpError(502, 'offers/feed-unavailable', `Offer sync failed: ${err.message}`);
  }
});
