/** Swaarm's postbacks: `?click_id&event_id&payout&status&key` (README: the URL template to paste). */
import { describeZodError, swaarmPostbackQuery, type PostbackStatus } from '@pilotmiles/core';
import { badRequest } from '../platform/errors';
import { secretsEqual, type NetworkAdapter } from '../conversions';

/** Swaarm's words for a conversion's state, ours on the right; anything else is refused as bad input. */
const STATUS_NAMES: Readonly<Record<string, PostbackStatus>> = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  declined: 'rejected',
  reversed: 'reversed',
  chargeback: 'reversed',
};

/** A Swaarm postback: one event of one of our clicks. */
export interface SwaarmReport {
  clickId: string;
  eventId: string;
  status: PostbackStatus;
  payoutUsd: number | null;
}

export const swaarmAdapter: NetworkAdapter<SwaarmReport> = {
  network: 'swaarm',
  redact: ['key'],
  verify(request, secret) {
    const key = request.query.key;
    return typeof key === 'string' && secretsEqual(key, secret);
  },
  parse(request) {
    const status = request.query.status;
    const mapped = typeof status === 'string' ? STATUS_NAMES[status.toLowerCase()] : undefined;
    const parsed = swaarmPostbackQuery.safeParse({ ...request.query, status: mapped ?? status });
    if (!parsed.success) {
      const { field, message } = describeZodError(parsed.error, 'query');
      throw badRequest(message, field);
    }
    const q = parsed.data;
    return { clickId: q.click_id, eventId: q.event_id, status: q.status, payoutUsd: q.payout };
  },
};
