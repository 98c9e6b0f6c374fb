/**
 * Offer conversions: one per event of one click (`{network}:{clickId}:{eventId}`), moved by the
 * conversion engine. What a first report creates comes from the click's snapshot of the event's
 * reward, never from the postback (docs/offers.md).
 */
import type { Timestamp, Transaction } from 'firebase-admin/firestore';
import { txId, type PostbackStatus } from '@pilotmiles/core';
import { notFound } from '../platform/errors';
import { offerClicksCol } from '../platform/paths';
import { applyReport, type NewConversion, type ReportResult, type ReportSource } from '../conversions';

export const conversionId = (network: string, clickId: string, eventId: string) => `${network}:${clickId}:${eventId}`;

/** An event as the click promised it: the amount a member earns is this, never a postback's payout. */
export interface ClickEvent {
  id: string;
  name: string;
  pilot_miles: number;
}

/** offerClicks/{clickId}. */
export interface ClickDoc {
  click_id: string;
  uid: string;
  offer_id: string;
  offer_name: string;
  network: string;
  events: ClickEvent[];
  created_at: Timestamp;
}

/** A network's report about one event of one click. */
export interface OfferReport {
  network: string;
  clickId: string;
  eventId: string;
  status: PostbackStatus;
  payoutUsd: number | null;
}

const unknownClick = () => notFound('Unknown click', 'offers/unknown-click');
const unknownEvent = () => notFound('Unknown event for this offer', 'offers/unknown-event');

/** The click and the event of a report, read in the transaction; 404 when either is unknown. */
export async function readClickEvent(tx: Transaction, network: string, clickId: string, eventId: string) {
  const clickSnap = await tx.get(offerClicksCol().doc(clickId));
  const click = clickSnap.data() as ClickDoc | undefined;
  if (!click || click.network !== network) throw unknownClick();
  const event = click.events.find((e) => e.id === eventId);
  if (!event) throw unknownEvent();
  return { click, event };
}

/** The conversion one event of one click makes. */
export function offerConversion(click: ClickDoc, event: ClickEvent): NewConversion {
  return {
    kind: 'offer',
    network: click.network,
    uid: click.uid,
    pilot_miles: event.pilot_miles,
    credit_id: txId.offer(click.network, click.click_id, event.id),
    credit_type: 'offer',
    reversal_type: 'offer-reversal',
    description: `${click.offer_name}: ${event.name}`,
    meta: { offer_id: click.offer_id, click_id: click.click_id, event_id: event.id },
    pending_policy: 'hold-rules',
    click_id: click.click_id,
    offer_id: click.offer_id,
    offer_name: click.offer_name,
    event_id: event.id,
    event_name: event.name,
  };
}

/** A report from the network (or a script standing in for it): the click must exist. */
export function applyOfferReport(report: OfferReport, source: ReportSource = { by: 'postback' }): Promise<ReportResult> {
  return applyReport(
    conversionId(report.network, report.clickId, report.eventId),
    { status: report.status, payoutUsd: report.payoutUsd },
    source,
    {
      subject: async (tx) => {
        const { click, event } = await readClickEvent(tx, report.network, report.clickId, report.eventId);
        return offerConversion(click, event);
      },
    },
  );
}
