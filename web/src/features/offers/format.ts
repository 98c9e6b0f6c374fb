/** How offers word their figures and statuses. */
import { CONVERSION_STATUS_LABELS, formatPM, type ConversionStatus, type Offer } from '@pilotmiles/core';

/** A card's figure: 'Up to 1,250 PM' for a multi-step offer (each step pays on its own), else '1,250 PM'. */
export function offerRewardLabel(offer: Pick<Offer, 'summary_pilot_miles' | 'events'>): string {
  const pm = formatPM(offer.summary_pilot_miles);
  return offer.events.length > 1 ? `Up to ${pm}` : pm;
}

// en-GB for '30 Nov' (day first, as the brief's example). Created on first use: visitors' first
// paint of /offers never formats a date, and an Intl formatter costs ICU data (see core/money.ts).
let dayMonth: Intl.DateTimeFormat | null = null;

/** '30 Nov'. */
export function formatDayMonth(iso: string): string {
  dayMonth ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
  return dayMonth.format(new Date(iso));
}

/** 'Confirms on 30 Nov', or 'Under review' when staff decide (no date). */
export const confirmsLabel = (confirmsAt: string | null) =>
  confirmsAt ? `Confirms on ${formatDayMonth(confirmsAt)}` : 'Under review';

/**
 * One event's status for the member: 'Not started' before they start the offer, 'Not completed
 * yet' once started and nothing reported, else the conversion's status.
 */
export function eventStatusLabel(status: ConversionStatus | null, started: boolean): string {
  if (status) return CONVERSION_STATUS_LABELS[status];
  return started ? 'Not completed yet' : 'Not started';
}

export type StatusTone = 'default' | 'warning' | 'success' | 'error';

export const STATUS_TONE: Readonly<Record<ConversionStatus, StatusTone>> = {
  pending: 'warning',
  confirmed: 'success',
  rejected: 'error',
  reversed: 'error',
};
