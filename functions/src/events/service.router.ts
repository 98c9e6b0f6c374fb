import { Router } from 'express';
import { pingLimit } from '../platform/http/rateLimit';
import { countLandingVisit } from './landingVisits';

/**
 * /service: small calls the web app makes in the background. POST /service/ping-main-page is the
 * landing's heartbeat: it counts a visit into the day's figures (landingVisits.ts: held by the
 * instance and written every few seconds) and stores nothing about the caller (no IP, no uid).
 * Other /service calls (e.g. the FCM token) mount their own routes here.
 */
export const serviceRouter = Router();

serviceRouter.post('/ping-main-page', pingLimit, async (_req, res) => {
  await countLandingVisit();
  res.json({ data: { ok: true } });
});
