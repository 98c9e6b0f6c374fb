import { Router } from 'express';
import { brandParams, brandRefParams, shopClaimBody, shoppingQuery } from '@pilotmiles/core';
import { authOf, moneyGuard, optionalAuth, requireAuth } from '../platform/http/auth';
import { publicReadsLimit, shopActivationsLimit, shopClaimsLimit } from '../platform/http/rateLimit';
import { parse } from '../platform/http/validate';
import { recordActivity } from '../platform/activities';
import { activate } from './activations.service';
import { brandByAdvertiser, getBrand, interestedBrands, listBrands, listCategories, shoppingHome } from './catalog.service';
import { openShopClaim } from './claims.service';
import { brandPage, shoppingDashboard } from './member.service';

/**
 * The shopping calls (docs/shopping.md "Calls"), mounted at /shopping. Catalogue reads are public
 * and come from memory (limited per IP); a member's own parts need a session, and what leads to
 * money (activating, claiming) a fresh session and a verified email (moneyGuard). Named paths come
 * before /{brand}, and core's brand id schema refuses those words as brand ids.
 */
export const shoppingRouter = Router();

shoppingRouter.get('/', publicReadsLimit, async (req, res) => {
  res.json({ data: await listBrands(parse(shoppingQuery, req, 'query')) });
});

shoppingRouter.get('/v2', publicReadsLimit, async (req, res) => {
  res.json({ data: await shoppingHome(parse(shoppingQuery, req, 'query')) });
});

shoppingRouter.get('/categories', publicReadsLimit, async (_req, res) => {
  res.json({ data: await listCategories() });
});

shoppingRouter.get('/dashboard', ...requireAuth, async (req, res) => {
  res.json({ data: await shoppingDashboard(authOf(req).uid) });
});

shoppingRouter.get('/interested', publicReadsLimit, optionalAuth, async (req, res) => {
  res.json({ data: await interestedBrands(req.auth?.uid ?? null) });
});

shoppingRouter.post('/claims', ...requireAuth, ...moneyGuard, shopClaimsLimit, async (req, res) => {
  const body = parse(shopClaimBody, req, 'body');
  res.status(201).json({ data: await openShopClaim(authOf(req).uid, body) });
});

shoppingRouter.post('/v2/activate/:brand', ...requireAuth, ...moneyGuard, shopActivationsLimit, async (req, res) => {
  const { brand } = parse(brandParams, req, 'params');
  const result = await activate({ uid: authOf(req).uid, brandId: brand, ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null });
  await recordActivity(authOf(req).uid, 'shop-activation', `Activated cashback at ${brand}`);
  res.status(201).json({ data: result });
});

shoppingRouter.get('/v2/:brand', publicReadsLimit, optionalAuth, async (req, res) => {
  const { brand } = parse(brandParams, req, 'params');
  res.json({ data: await brandPage(brand, req.auth?.uid ?? null) });
});

shoppingRouter.get('/:brand', publicReadsLimit, async (req, res) => {
  const { brand } = parse(brandParams, req, 'params');
  res.json({ data: await getBrand(brand) });
});

/**
 * GET /brands/{a}/{b}: a = the affiliate network (rakuten, impact, cj), b = that
 * network's id of the advertiser (Rakuten MID, Impact campaign id, CJ CID) -> our Brand.
 */
export const brandsRouter = Router();

brandsRouter.get('/:network/:advertiserId', publicReadsLimit, async (req, res) => {
  const { network, advertiserId } = parse(brandRefParams, req, 'params');
  res.json({ data: await brandByAdvertiser(network, advertiserId) });
});
