/**
 * CJ's conversion postbacks:
 * `GET /postbacks/cj?sid&oid&cid&saleAmount&commissionAmount&actionStatus`, with the header
 * `X-CJ-Signature`: the hex HMAC-SHA256, keyed with the shared secret, of the raw query string.
 */
import { cjPostbackQuery, type PostbackStatus } from '@pilotmiles/core';
import type { NetworkAdapter } from '../conversions';
import { hmacHex, parseNetworkReport, signatureValid } from './networkReport';
import type { ShopReport } from './orders.service';

/** CJ's action statuses, ours on the right: new and extended wait, locked and closed are approved. */
const STATUSES: Readonly<Record<string, PostbackStatus>> = {
  new: 'pending',
  extended: 'pending',
  locked: 'approved',
  closed: 'approved',
  corrected: 'reversed',
  returned: 'reversed',
  declined: 'rejected',
};

const FIELDS = {
  subId: 'sid',
  orderId: 'oid',
  advertiserId: 'cid',
  saleAmount: 'saleAmount',
  commission: 'commissionAmount',
  status: 'actionStatus',
} as const;

const CJ_SIGNATURE_HEADER = 'x-cj-signature';

export const cjAdapter: NetworkAdapter<ShopReport> = {
  network: 'cj',
  redact: [],
  verify(request, secret) {
    return signatureValid(request.headers[CJ_SIGNATURE_HEADER], request.rawQuery, secret);
  },
  parse: (request) => parseNetworkReport(request, cjPostbackQuery, FIELDS, STATUSES),
};

/** The X-CJ-Signature value for a raw query string. */
export const cjSignature = (rawQuery: string, secret: string) => hmacHex(rawQuery, secret);
