import { Router } from 'express';
import { adminPayoutPatch, adminPayoutsBulk, adminPayoutsQuery, adminRewardBody, payoutParams, rewardParams } from '@pilotmiles/core';
import { authOf } from '../platform/http/auth';
import { parse } from '../platform/http/validate';
import { catalog, saveReward } from './catalog.service';
import { adminPayouts } from './payouts.service';
import { actOnPayout, actOnPayouts } from './payoutsAdmin.service';

/** /admin/rewards (mounted inside the admin guard): the payout queue and the catalogue. */
export const adminRewardsRouter = Router();

adminRewardsRouter.get('/payouts', async (req, res) => {
  res.json({ data: await adminPayouts(parse(adminPayoutsQuery, req, 'query')) });
});

adminRewardsRouter.patch('/payouts', async (req, res) => {
  res.json({ data: await actOnPayouts(authOf(req).uid, parse(adminPayoutsBulk, req, 'body')) });
});

adminRewardsRouter.patch('/payouts/:id', async (req, res) => {
  const { id } = parse(payoutParams, req, 'params');
  const body = parse(adminPayoutPatch, req, 'body');
  res.json({ data: await actOnPayout(authOf(req).uid, id, body.action, body.reason ?? null, new Date(), body.confirm ?? false) });
});

adminRewardsRouter.get('/catalog', async (_req, res) => {
  res.json({ data: await catalog() });
});

adminRewardsRouter.put('/catalog/:id', async (req, res) => {
  const { id } = parse(rewardParams, req, 'params');
  res.json({ data: await saveReward(authOf(req).uid, id, parse(adminRewardBody, req, 'body')) });
});
