/**
 * What the network adapters share: reading a network's values with a zod schema (400 naming the
 * field), dollar figures as networks write them, and the rule that a pending or approved order
 * has a sale. Each network names things its own way (docs/shopping.md, "Networks").
 */
import { z } from 'zod';
import { describeZodError, type PostbackStatus } from '@pilotmiles/core';
import { badRequest, HttpError } from '../platform/errors';
import type { ShopReport } from './orders.service';

/** A dollar figure as a network writes it: may be negative (a return), at most 2 decimals. */
export const reportedDollars = z
  .string({ error: 'must be an amount in dollars' })
  .regex(/^-?\d{1,7}(\.\d{1,2})?$/, 'must be an amount in dollars')
  .transform(Number);

/**
 * A decimal a network's API writes (Impact's Amount, CJ's DecimalNumber: `(-)?[0-9]+(\.[0-9]+)?`),
 * rounded to cents.
 */
export const apiDecimal = z
  .string({ error: 'must be a decimal number' })
  .regex(/^-?\d{1,9}(\.\d+)?$/, 'must be a decimal number')
  .transform((v) => Math.round(Number(v) * 100) / 100);

/** `schema` applied to `value`; a failure is a 400 naming the field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, where = 'query'): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const { field, message } = describeZodError(parsed.error, where);
    throw badRequest(message, field);
  }
  return parsed.data;
}

/** A pending or approved order must have a sale above zero (400 naming the network's field). */
export function checkSale(report: ShopReport, saleField: string): ShopReport {
  if ((report.status === 'pending' || report.status === 'approved') && !(report.saleAmount > 0))
    throw badRequest(`${saleField}: must be above 0 for a ${report.status} order`, saleField);
  return report;
}

export type { PostbackStatus };

/**
 * The network's API could not answer (down, slow, or refusing our credentials): 503, so that a
 * network which retries (Impact retries every non-2xx) tries again once it or our settings are fixed.
 */
export const networkUnavailable = (network: string, why: string) =>
  new HttpError(503, 'shopping/network-unavailable', `${network} could not confirm the report: ${why}`);
