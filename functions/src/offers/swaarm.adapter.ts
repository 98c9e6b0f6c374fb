/**
 * Swaarm's postbacks: `?click_id&event_id&payout&status&key`, the URL template pasted at Swaarm
 * (docs/offers.md) filled with its documented macros: #{click.publisher.clickId},
 * #{offer.eventTypeId}, #{payout.theyGetInDollars} and #{status.state} (docs.swaarm.com,
 * "Publisher Postback Setup"). Swaarm cannot sign, so the template carries our secret as `key`.
 */
import { describeZodError, swaarmPostbackQuery, type PostbackStatus } from '@pilotmiles/core';
import { badRequest } from '../platform/errors';
import { secretsEqual, type NetworkAdapter } from '../conversions';

/**
 * Swaarm's conversion states (#{status.state}: APPROVED, PENDING, REJECTED; compared without case),
 * ours on the right; anything else is refused as bad input. Swaarm has no reversal state: a
 * conversion the advertiser takes back is Rejected, and core's transition table turns a rejection
 * of a confirmed conversion into a reversal (one debit).
 */
const STATUS_NAMES: Readonly<Record<string, PostbackStatus>> = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
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
    const mapped = typeof status === 'string' && Object.hasOwn(STATUS_NAMES, status.toLowerCase()) ? STATUS_NAMES[status.toLowerCase()] : undefined;
    // An unknown word stays unmapped, so the schema names `status` in the 400 (ours, like 'reversed', included).
    const parsed = swaarmPostbackQuery.safeParse({ ...request.query, status: mapped ?? `unknown:${String(status)}` });
    if (!parsed.success) {
      const { field, message } = describeZodError(parsed.error, 'query');
      throw badRequest(message, field);
    }
    const q = parsed.data;
    return { clickId: q.click_id, eventId: q.event_id, status: q.status, payoutUsd: q.payout };
  },
};
