/** How offers word their figures and statuses. */
import { CONVERSION_STATUS_LABELS, formatPM, type ConversionStatus, type Offer } from '@pilotmiles/core';
import { formatDayMonth } from '../../lib/format';

/** A card's figure: 'Up to 1,250 PM' for a multi-step offer (each step pays on its own), else '1,250 PM'. */
export function offerRewardLabel(offer: Pick<Offer, 'summary_pilot_miles' | 'events'>): string {
  const pm = formatPM(offer.summary_pilot_miles);
  return offer.events.length > 1 ? `Up to ${pm}` : pm;
}

/** 'Nov 30': the app's one date form (lib/format), short. */
export { formatDayMonth };

/** 'Confirms on Nov 30', or 'Under review' when staff decide (no date). */
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
