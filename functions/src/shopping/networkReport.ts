/**
 * What the three affiliate adapters share: reading a network's query with its core schema, mapping
 * its status words to ours, and refusing a pending or approved report without a sale. Each network
 * names things its own way (docs/shopping.md, "Networks").
 */
import type { z } from 'zod';
import { describeZodError, type PostbackStatus } from '@pilotmiles/core';
import { createHmac } from 'node:crypto';
import { badRequest } from '../platform/errors';
import { secretsEqual, type PostbackRequest } from '../conversions';
import type { ShopReport } from './orders.service';

/** The query parameter names of one network for each field of a report. */
export interface NetworkFields {
  subId: string;
  orderId: string;
  advertiserId: string;
  saleAmount: string;
  commission: string;
  status: string;
}

/**
 * Parses a postback's query: the schema checks each parameter (400 naming it), the status word
 * must be one the network uses, and a pending or approved order must have a sale above zero.
 */
export function parseNetworkReport(
  request: PostbackRequest,
  schema: z.ZodType<Record<string, unknown>>,
  fields: NetworkFields,
  statuses: Readonly<Record<string, PostbackStatus>>,
): ShopReport {
  const parsed = schema.safeParse(request.query);
  if (!parsed.success) {
    const { field, message } = describeZodError(parsed.error, 'query');
    throw badRequest(message, field);
  }
  const q = parsed.data;
  const word = String(q[fields.status]).toLowerCase();
  const status = Object.hasOwn(statuses, word) ? statuses[word] : undefined;
  if (!status)
    throw badRequest(`${fields.status}: must be one of ${Object.keys(statuses).join(', ')}`, fields.status);
  const saleAmount = q[fields.saleAmount] as number;
  if ((status === 'pending' || status === 'approved') && !(saleAmount > 0))
    throw badRequest(`${fields.saleAmount}: must be above 0 for a ${word} order`, fields.saleAmount);
  return {
    subId: q[fields.subId] as string,
    orderId: q[fields.orderId] as string,
    advertiserId: q[fields.advertiserId] as string,
    saleAmount,
    commissionUsd: q[fields.commission] as number,
    status,
  };
}

/** Hex HMAC-SHA256 of `text` with `secret`. */
export const hmacHex = (text: string, secret: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Whether `given` is the HMAC of `text` with `secret`, compared in constant time; never with no secret. */
export function signatureValid(given: unknown, text: string, secret: string): boolean {
  if (!secret || typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return secretsEqual(given.toLowerCase(), hmacHex(text, secret));
}
