import { Router } from 'express';
import type { AffiliateNetwork } from '@pilotmiles/core';
import { postbacksLimit } from '../platform/http/rateLimit';
import { postbackHandler, trustOf, type NetworkAdapter } from '../conversions';
import { applyShopReport, type ShopReport } from './orders.service';
import { rakutenAdapter } from './rakuten.adapter';
import { impactAdapter } from './impact.adapter';
import { cjAdapter } from './cj.adapter';
import { POSTBACK_TRUST } from './shopping.config';

/** GET /postbacks/rakuten|impact|cj: the affiliate networks' server-to-server calls (no member session). */
export const shoppingPostbacksRouter = Router();

const ADAPTERS: Readonly<Record<AffiliateNetwork, NetworkAdapter<ShopReport>>> = {
  rakuten: rakutenAdapter,
  impact: impactAdapter,
  cj: cjAdapter,
};

for (const [network, adapter] of Object.entries(ADAPTERS) as [AffiliateNetwork, NetworkAdapter<ShopReport>][]) {
  const trust = POSTBACK_TRUST[network];
  shoppingPostbacksRouter.get(
    `/${network}`,
    postbacksLimit,
    postbackHandler(
      adapter,
      () => trustOf(trust.secret(), trust.ips()),
      (report) => applyShopReport(network, report),
    ),
  );
}
