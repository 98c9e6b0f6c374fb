import { Router } from 'express';
import {
  adminConversionPatch,
  adminConversionsQuery,
  adminManualCredit,
  missingCreditClaimsQuery,
} from '@pilotmiles/core';
import { authOf } from '../platform/http/auth';
import { parse } from '../platform/http/validate';
import { listClaims, listConversions, patchConversion, resolveClaim } from './adminConversions.service';

/** /admin/swaarm-conversions (docs/offers.md "Staff"), mounted inside the admin guard. */
export const adminConversionsRouter = Router();

adminConversionsRouter.get('/', async (req, res) => {
  res.json({ data: await listConversions(parse(adminConversionsQuery, req, 'query')) });
});

adminConversionsRouter.patch('/', async (req, res) => {
  res.json({ data: await patchConversion(authOf(req).uid, parse(adminConversionPatch, req, 'body')) });
});

/** A manual credit (or dismissal) of a missing-credit claim. */
adminConversionsRouter.post('/', async (req, res) => {
  res.json({ data: await resolveClaim(authOf(req).uid, parse(adminManualCredit, req, 'body')) });
});

adminConversionsRouter.get('/claims', async (req, res) => {
  res.json({ data: await listClaims(parse(missingCreditClaimsQuery, req, 'query')) });
});
