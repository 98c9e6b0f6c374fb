/**
 * Rakuten Advertising's conversion postbacks:
 * `GET /postbacks/rakuten?u1&order_id&mid&sale_amount&commissions&status&token`. Rakuten cannot
 * sign, so the URL we register carries our secret as `token`, compared in constant time.
 */
import { rakutenPostbackQuery, type PostbackStatus } from '@pilotmiles/core';
import { secretsEqual, type NetworkAdapter } from '../conversions';
import { parseNetworkReport } from './networkReport';
import type { ShopReport } from './orders.service';

/** Rakuten's words, ours on the right: `locked` is approved after the return window. */
const STATUSES: Readonly<Record<string, PostbackStatus>> = {
  pending: 'pending',
  approved: 'approved',
  locked: 'approved',
  returned: 'reversed',
  reversed: 'reversed',
  cancelled: 'rejected',
};

const FIELDS = {
  subId: 'u1',
  orderId: 'order_id',
  advertiserId: 'mid',
  saleAmount: 'sale_amount',
  commission: 'commissions',
  status: 'status',
} as const;

export const rakutenAdapter: NetworkAdapter<ShopReport> = {
  network: 'rakuten',
  redact: ['token'],
  verify(request, secret) {
    const token = request.query.token;
    return typeof token === 'string' && secretsEqual(token, secret);
  },
  parse: (request) => parseNetworkReport(request, rakutenPostbackQuery, FIELDS, STATUSES),
};

/** A Rakuten postback's query string, with our secret (what the store simulator and the tests send). */
export function rakutenPostbackQueryString(params: Record<string, string>, secret: string): string {
  return new URLSearchParams({ ...params, token: secret }).toString();
}
