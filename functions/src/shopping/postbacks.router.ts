import { Router } from 'express';
import { postbacksLimit } from '../platform/http/rateLimit';
import { postbackHandler, trustOf } from '../conversions';
import { applyShopReport } from './orders.service';
import { rakutenAdapter } from './rakuten.adapter';
import { confirmImpactAction, impactAdapter } from './impact.adapter';
import { POSTBACK_TRUST } from './shopping.config';

/**
 * GET /postbacks/rakuten|impact: the pushes of the networks that push (no member session).
 * Rakuten's transaction is applied as reported (it never credits); Impact's notification only
 * names an action, applied as Impact's API reports it. CJ pushes nothing: cjCommissions.job.ts.
 */
export const shoppingPostbacksRouter = Router();

const trust = (network: keyof typeof POSTBACK_TRUST) => () => trustOf(POSTBACK_TRUST[network].secret(), POSTBACK_TRUST[network].ips());

shoppingPostbacksRouter.get(
  '/rakuten',
  postbacksLimit,
  postbackHandler(rakutenAdapter, trust('rakuten'), (report) => applyShopReport('rakuten', report)),
);

shoppingPostbacksRouter.get(
  '/impact',
  postbacksLimit,
  postbackHandler(impactAdapter, trust('impact'), async ({ actionId }) => applyShopReport('impact', await confirmImpactAction(actionId))),
);
