import { Router } from 'express';
import { adminShopClaimAction, adminShopClaimsQuery } from '@pilotmiles/core';
import { authOf } from '../platform/http/auth';
import { parse } from '../platform/http/validate';
import { listShopClaims, resolveShopClaim } from './claims.service';

/** /admin/shopping-claims, mounted inside the admin guard: missing-cashback claims, credit or dismiss. */
export const adminShopClaimsRouter = Router();

adminShopClaimsRouter.get('/', async (req, res) => {
  res.json({ data: await listShopClaims(parse(adminShopClaimsQuery, req, 'query')) });
});

adminShopClaimsRouter.post('/', async (req, res) => {
  res.json({ data: await resolveShopClaim(authOf(req).uid, parse(adminShopClaimAction, req, 'body')) });
});
