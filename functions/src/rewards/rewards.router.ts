import { Router } from 'express';
import { redeemBody, rewardsQuery } from '@pilotmiles/core';
import { authOf, moneyGuard, requireAuth } from '../platform/http/auth';
import { publicReadsLimit, redemptionsLimit } from '../platform/http/rateLimit';
import { parse } from '../platform/http/validate';
import { countryOf } from '../platform/geo';
import { listRewards } from './catalog.service';
import { redeem } from './redeem.service';

/** /rewards: the public catalogue and redemption. */
export const rewardsRouter = Router();

rewardsRouter.get('/', publicReadsLimit, async (req, res) => {
  res.json({ data: await listRewards(parse(rewardsQuery, req, 'query')) });
});

rewardsRouter.post('/redeem', ...requireAuth, ...moneyGuard, redemptionsLimit, async (req, res) => {
  const body = parse(redeemBody, req, 'body');
  const { result, created } = await redeem(authOf(req), body, countryOf(req));
  res.status(created ? 201 : 200).json({ data: result });
});
