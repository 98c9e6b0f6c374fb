/** How Shop & Save words its statuses and dates. */
import {
  CONVERSION_STATUS_LABELS,
  type ConversionStatus,
  type ShopClaimStatus,
  type ShopOrder,
} from '@pilotmiles/core';
import { formatCalendarDate, formatDate } from '../../lib/format';

export type StatusTone = 'default' | 'warning' | 'success' | 'error';

export const ORDER_STATUS_TONE: Readonly<Record<ConversionStatus, StatusTone>> = {
  pending: 'warning',
  confirmed: 'success',
  rejected: 'error',
  reversed: 'error',
};

/** 'Pending until Dec 4, 2026' (the network's expected approval), 'Confirmed', 'Reversed'... */
export function orderStatusLabel(order: Pick<ShopOrder, 'status' | 'expected_at'>): string {
  if (order.status === 'pending' && order.expected_at) return `Pending until ${formatDate(order.expected_at)}`;
  return CONVERSION_STATUS_LABELS[order.status];
}

export const CLAIM_STATUS_LABELS: Readonly<Record<ShopClaimStatus, string>> = {
  open: 'Under review',
  credited: 'Credited',
  dismissed: 'Declined',
};

export const CLAIM_STATUS_TONE: Readonly<Record<ShopClaimStatus, StatusTone>> = {
  open: 'warning',
  credited: 'success',
  dismissed: 'default',
};

/** The soonest date a pending order is expected to be approved, or null. */
export function nextExpectedDate(orders: readonly ShopOrder[]): string | null {
  let next: string | null = null;
  for (const o of orders)
    if (o.status === 'pending' && o.expected_at && (next === null || Date.parse(o.expected_at) < Date.parse(next)))
      next = o.expected_at;
  return next;
}

/** '$84.20': a sale as the network reported it, in dollars. */
export function formatSale(dollars: number): string {
  const cents = Math.round(Math.abs(dollars) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${dollars < 0 && cents > 0 ? '-' : ''}$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** 'www.example.com' for 'https://www.example.com/': a website as people read it. */
export function displayHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** 'Nov 21, 2026' for '2026-11-21', a calendar day: the app's one date form (lib/format). */
export const formatDayKey = formatCalendarDate;
