/**
 * Impact's conversion postbacks:
 * `GET /postbacks/impact?subId1&OrderId&CampaignId&SaleAmount&Payout&ActionStatus&sig`, where `sig`
 * (last) is the hex HMAC-SHA256, keyed with the shared secret, of the raw query before `&sig=`.
 */
import { impactPostbackQuery, type PostbackStatus } from '@pilotmiles/core';
import type { NetworkAdapter } from '../conversions';
import { hmacHex, parseNetworkReport, signatureValid } from './networkReport';
import type { ShopReport } from './orders.service';

/** Impact's action states (any case), ours on the right. */
const STATUSES: Readonly<Record<string, PostbackStatus>> = {
  pending: 'pending',
  approved: 'approved',
  locked: 'approved',
  reversed: 'reversed',
  returned: 'reversed',
  rejected: 'rejected',
};

const FIELDS = {
  subId: 'subId1',
  orderId: 'OrderId',
  advertiserId: 'CampaignId',
  saleAmount: 'SaleAmount',
  commission: 'Payout',
  status: 'ActionStatus',
} as const;

const SIGNED = /^(.+)&sig=([^&]*)$/;

export const impactAdapter: NetworkAdapter<ShopReport> = {
  network: 'impact',
  redact: ['sig'],
  verify(request, secret) {
    const match = SIGNED.exec(request.rawQuery);
    return !!match && signatureValid(match[2], match[1]!, secret);
  },
  parse: (request) => parseNetworkReport(request, impactPostbackQuery, FIELDS, STATUSES),
};

/** A query string signed as Impact signs it: `{query}&sig={hex HMAC-SHA256 of query}`. */
export function signImpactQuery(query: string, secret: string): string {
  return `${query}&sig=${hmacHex(query, secret)}`;
}
