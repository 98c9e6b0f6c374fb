/**
 * The missing-cashback claim's rules, checked in the browser before sending with the server's own
 * pieces from core (the body's schema `shopClaimBody`, the date window `shopClaimWindow`); the
 * server checks them again and has the last word (the member's day, the activation, duplicates).
 */
import {
  SHOP_CLAIM_MAX_AGE_DAYS,
  SHOP_CLAIM_MIN_AGE_DAYS,
  shopClaimBody,
  shopClaimWindow,
  type ShopClaimBody,
} from '@pilotmiles/core';

export interface ClaimFields {
  brandId: string;
  orderId: string;
  /** 'YYYY-MM-DD', as a date input gives it; '' when empty. */
  orderDate: string;
  /** The amount as typed, in dollars. */
  amount: string;
}

export type ClaimErrors = Partial<Record<keyof ClaimFields, string>>;

/** The longest order number the server takes. */
export const ORDER_ID_MAX = 64;

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of a moment in the browser's zone (the member's calendar). */
export function localDayKey(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The day key `days` before `key`. */
export function daysBefore(key: string, days: number): string {
  return new Date(Date.parse(`${key}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** The order dates a claim may name today, as a date input's min and max. */
export function claimDateRange(today: string): { min: string; max: string } {
  return { min: daysBefore(today, SHOP_CLAIM_MAX_AGE_DAYS), max: daysBefore(today, SHOP_CLAIM_MIN_AGE_DAYS) };
}

/** Why an order date is outside the window, worded as the server words it. */
export const CLAIM_WINDOW_MESSAGES = {
  future: 'The order date is in the future',
  'too-early': `Orders can take a couple of days to track: you can report one from ${SHOP_CLAIM_MIN_AGE_DAYS} days after the order`,
  'too-late': `You can report a missing order up to ${SHOP_CLAIM_MAX_AGE_DAYS} days after it`,
} as const;

/** Dollars with at most two decimals: '84.2', '1,250.00', '.99' (grouping commas allowed). */
const AMOUNT = /^(\d{1,3}(,\d{3})+|\d+)?(\.\d{1,2})?$/;

/** The amount typed, in dollars: NaN when it is not a number of dollars and cents. */
function parseDollars(text: string): number {
  const negative = text.startsWith('-');
  const digits = (negative ? text.slice(1) : text).replace(/^\$/, '');
  if (!digits || digits === '.' || !AMOUNT.test(digits)) return NaN;
  return Number(digits.replaceAll(',', '')) * (negative ? -1 : 1);
}

/** Core's messages are phrased to follow a field name; under the field they start a sentence. */
const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

const FIELD_OF: Readonly<Record<string, keyof ClaimFields>> = {
  brand_id: 'brandId',
  order_id: 'orderId',
  order_date: 'orderDate',
  amount: 'amount',
};

/** The body to send, or what is wrong with each field. `today`: the member's day, 'YYYY-MM-DD'. */
export function checkClaim(
  fields: ClaimFields,
  today: string,
): { ok: true; body: ShopClaimBody } | { ok: false; errors: ClaimErrors } {
  const errors: ClaimErrors = {};
  const orderId = fields.orderId.trim();
  const text = fields.amount.trim().replace(/^\$/, '');
  const amount = parseDollars(text);

  if (!fields.brandId) errors.brandId = 'Choose the store';
  if (!orderId) errors.orderId = 'Enter the order number';
  if (!fields.orderDate) errors.orderDate = 'Enter the order date';
  if (!text) errors.amount = 'Enter the order amount';
  else if (Number.isNaN(amount)) errors.amount = 'Enter the amount in dollars, e.g. 84.20';
  else if (!(amount > 0)) errors.amount = 'The amount must be more than $0';

  const parsed = shopClaimBody.safeParse({
    brand_id: fields.brandId,
    order_id: orderId,
    order_date: fields.orderDate,
    amount: Number.isNaN(amount) ? undefined : amount,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = field === 'brandId' ? 'Choose the store' : sentence(issue.message);
    }

  if (!errors.orderDate) {
    const window = shopClaimWindow(fields.orderDate, today);
    if (window !== 'open') errors.orderDate = CLAIM_WINDOW_MESSAGES[window];
  }

  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
