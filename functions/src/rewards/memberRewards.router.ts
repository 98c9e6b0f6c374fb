import { Router } from 'express';
import { payoutsQuery, uidParams } from '@pilotmiles/core';
import { authOf, requireAuth, selfOrAdmin } from '../platform/http/auth';
import { parse } from '../platform/http/validate';
import { redeemableForMember } from './catalog.service';
import { memberPayouts } from './payouts.service';

/**
 * The member's rewards calls under /users (docs/rewards.md "Calls"). Mounted before the users router;
 * each route carries its own guards, so other /users calls pass through untouched.
 */
export const memberRewardsRouter = Router();

memberRewardsRouter.get('/redeemable-conversions', ...requireAuth, async (req, res) => {
  res.json({ data: await redeemableForMember(authOf(req).uid) });
});

memberRewardsRouter.get('/:id/payouts', ...requireAuth, selfOrAdmin('payouts'), async (req, res) => {
  const { id } = parse(uidParams, req, 'params');
  const query = parse(payoutsQuery, req, 'query');
  res.json({ data: await memberPayouts(id, query, { masked: id !== authOf(req).uid }) });
});
