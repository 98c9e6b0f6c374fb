import { Router } from 'express';
import { kycRefreshBody, kycStartBody, payoutsQuery, uidParams } from '@pilotmiles/core';
import { authOf, moneyGuard, requireAuth, selfOrAdmin } from '../platform/http/auth';
import { kycStartsLimit } from '../platform/http/rateLimit';
import { parse } from '../platform/http/validate';
import { redeemableForMember } from './catalog.service';
import { memberPayouts } from './payouts.service';
import { refreshKyc, startKyc } from './kyc.service';

/**
 * The member's rewards calls under /users (docs/rewards.md "Calls"). Mounted before the users router;
 * each route carries its own guards, so other /users calls pass through untouched.
 */
export const memberRewardsRouter = Router();

memberRewardsRouter.get('/redeemable-conversions', ...requireAuth, async (req, res) => {
  res.json({ data: await redeemableForMember(authOf(req).uid) });
});

memberRewardsRouter.patch('/kyc', ...requireAuth, ...moneyGuard, kycStartsLimit, async (req, res) => {
  const body = parse(kycStartBody, req, 'body');
  res.json({ data: await startKyc(authOf(req), body.return_path) });
});

memberRewardsRouter.patch('/kyc-json', ...requireAuth, ...moneyGuard, async (req, res) => {
  const body = parse(kycRefreshBody, req, 'body');
  res.json({ data: await refreshKyc(authOf(req), body.session_id) });
});

memberRewardsRouter.get('/:id/payouts', ...requireAuth, selfOrAdmin('payouts'), async (req, res) => {
  const { id } = parse(uidParams, req, 'params');
  const query = parse(payoutsQuery, req, 'query');
  res.json({ data: await memberPayouts(id, query, { masked: id !== authOf(req).uid }) });
});
