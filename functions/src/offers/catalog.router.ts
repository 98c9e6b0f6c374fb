import { Router } from 'express';
import { offerParams, offersQuery } from '@pilotmiles/core';
import { authOf, requireAuth } from '../platform/http/auth';
import { publicReadsLimit } from '../platform/http/rateLimit';
import { parse } from '../platform/http/validate';
import { getOffer, interestedOffers, listOffersBody, platformFromUserAgent, startEarningOffers } from './catalog.service';

/**
 * The offers catalogue calls, mounted at /swaarm. The public reads come from the in-memory
 * catalogue (no session, no Firestore read when warm), limited per IP. The named lists come
 * before /offers/:id so their names are never taken for offer ids.
 */
export const catalogRouter = Router();

catalogRouter.get('/offers', publicReadsLimit, async (req, res) => {
  const { body, etag } = await listOffersBody(parse(offersQuery, req, 'query'));
  res.type('application/json').set('ETag', etag).send(body);
});

catalogRouter.get('/offers/interested', ...requireAuth, async (req, res) => {
  res.json({ data: await interestedOffers(authOf(req).uid, platformFromUserAgent(req.get('user-agent'))) });
});

catalogRouter.get('/offers/start-earning', publicReadsLimit, async (_req, res) => {
  res.json({ data: await startEarningOffers() });
});

catalogRouter.get('/offers/:id', publicReadsLimit, async (req, res) => {
  const { id } = parse(offerParams, req, 'params');
  res.json({ data: await getOffer(id) });
});
