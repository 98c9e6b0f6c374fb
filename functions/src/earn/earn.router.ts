import { Router } from 'express';
import { articleHeadersQuery, brandParams, offersQuery, shoppingQuery } from '@pilotmiles/core';
import { authOf, optionalAuth, requireAuth } from '../platform/http/auth';
import { publicReadsLimit } from '../platform/http/rateLimit';
import { parse } from '../platform/http/validate';
import { articleHeaders, loadViewer } from '../articles';
import { listOffersBody } from '../offers';
import { getBrand, shoppingHome } from '../shopping';
import { earnHub, earnSearchProgress } from './hub.service';

/**
 * The earn calls of the /new design (docs/api.md "Earn hub"), mounted at /earn. The hub and the search
 * progress are the member's own (the hub also counts against the per-IP limit of public reads:
 * it gathers the public catalogues); the other calls answer exactly what their classic twins
 * answer, from the same services, with the same guards and limits:
 * /earn/offers = GET /swaarm/offers, /earn/articles = GET /articles/headers,
 * /earn/shopping/v2 = GET /shopping/v2, /earn/shopping/v2/{brand} = GET /shopping/{brand}.
 */
export const earnRouter = Router();

earnRouter.get('/v2', publicReadsLimit, ...requireAuth, async (req, res) => {
  res.json({ data: await earnHub(authOf(req).uid) });
});

earnRouter.get('/search', ...requireAuth, async (req, res) => {
  res.json({ data: await earnSearchProgress(authOf(req).uid) });
});

earnRouter.get('/offers', publicReadsLimit, async (req, res) => {
  const { body, etag } = await listOffersBody(parse(offersQuery, req, 'query'));
  res.type('application/json').set('ETag', etag).send(body);
});

earnRouter.get('/articles', publicReadsLimit, optionalAuth, async (req, res) => {
  const query = parse(articleHeadersQuery, req, 'query');
  res.json({ data: await articleHeaders(query.searchQuery, await loadViewer(req.auth?.uid)) });
});

earnRouter.get('/shopping/v2', publicReadsLimit, async (req, res) => {
  res.json({ data: await shoppingHome(parse(shoppingQuery, req, 'query')) });
});

earnRouter.get('/shopping/v2/:brand', publicReadsLimit, async (req, res) => {
  const { brand } = parse(brandParams, req, 'params');
  res.json({ data: await getBrand(brand) });
});
