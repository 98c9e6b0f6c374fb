/**
 * Conversions: one per event of one click (`{network}:{clickId}:{eventId}`). Every report, from a
 * postback, the hold job or staff, goes through `applyReport`, which moves the conversion along
 * core's transition table and posts its money in the same transaction (DESIGN §2, docs/offers.md):
 * a credit once per event (`offer:{network}:{click}:{event}`), a reversal once per credit.
 */
import { Timestamp, type DocumentData, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  nextConversion,
  releaseDate,
  txId,
  type ConversionEffect,
  type ConversionStatus,
  type PostbackStatus,
} from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { HttpError, notFound } from '../platform/errors';
import { getConfig } from '../platform/configCache';
import { LEDGER_TRANSACTION, postInTransaction, type LedgerEntry } from '../platform/ledger';
import { memberToday } from '../platform/memberDay';
import { auditInTransaction } from '../platform/audit';
import { conversionsCol, offerClicksCol, userRef } from '../platform/paths';

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

/** Who moved a conversion: the network, the hold job, or a member of staff (their uid and reason). */
export type ReportSource = { by: 'postback' } | { by: 'job' } | { by: 'staff'; uid: string; reason: string; action: string };

export interface Report {
  network: string;
  clickId: string;
  eventId: string;
  status: PostbackStatus;
  /** The network's payout in dollars, kept for margin reports; null when not from the network. */
  payoutUsd: number | null;
}

export type ReportOutcome = 'credited' | 'held' | 'reversed' | 'rejected' | 'duplicate';

export interface ReportResult {
  outcome: ReportOutcome;
  conversionId: string;
  status: ConversionStatus | null;
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

const OUTCOME: Readonly<Record<ConversionEffect, ReportOutcome>> = {
  credit: 'credited',
  hold: 'held',
  debit: 'reversed',
  none: 'rejected',
};

const historyBy = (source: ReportSource) => (source.by === 'staff' ? source.uid : source.by);

/**
 * Moves a conversion in one transaction: reads the click, the conversion and (when money moves)
 * the member, then posts to the ledger and writes the conversion. Concurrent identical reports
 * serialise on the conversion document, so only the first one moves anything.
 * `expect` (staff actions) refuses the move unless the conversion stands in one of these statuses.
 */
export async function applyReport(
  report: Report,
  source: ReportSource,
  options: { now?: Date; expect?: readonly ConversionStatus[] } = {},
): Promise<ReportResult> {
  const now = options.now ?? new Date();
  const { hold_rules } = await getConfig('offers');
  const id = conversionId(report.network, report.clickId, report.eventId);
  const ref = conversionsCol().doc(id);

  return db.runTransaction(async (tx) => {
    const { click, event } = await readClickEvent(tx, report.network, report.clickId, report.eventId);
    const snap = await tx.get(ref);
    const current = snap.exists ? (snap.get('status') as ConversionStatus) : null;
    if (options.expect && !options.expect.includes(current as ConversionStatus))
      throw new HttpError(409, 'offers/conversion-state', `This conversion is ${current ?? 'not reported'}: it cannot be changed this way`);

    const transition = nextConversion(current, report.status);
    if (!transition) return { outcome: 'duplicate', conversionId: id, status: current };

    let { to, effect } = transition;
    const amount: number = snap.exists ? snap.get('pilot_miles') : event.pilot_miles;
    const release = effect === 'hold' ? releaseDate(amount, hold_rules, now) : null;
    if (effect === 'hold' && !release) [to, effect] = ['confirmed', 'credit'];

    const updates: DocumentData = {};
    if (effect === 'credit' || effect === 'debit') {
      const userSnap = await tx.get(userRef(click.uid));
      const day = memberToday(userSnap.data(), now).day;
      const creditId: string = snap.get('credit_tx') ?? txId.offer(report.network, report.clickId, event.id);
      const entry: LedgerEntry =
        effect === 'credit'
          ? {
              id: creditId,
              type: 'offer',
              amount,
              description: `${click.offer_name}: ${event.name}`,
              meta: { offer_id: click.offer_id, click_id: click.click_id, event_id: event.id, conversion_id: id },
            }
          : {
              id: txId.offerReversal(creditId),
              type: 'offer-reversal',
              amount: -amount,
              description: `Reversed by the advertiser: ${click.offer_name}: ${event.name}`,
              meta: { original: creditId, offer_id: click.offer_id, click_id: click.click_id, event_id: event.id, conversion_id: id },
            };
      await postInTransaction(tx, click.uid, entry, { day, now, userSnapshot: userSnap });
      updates[effect === 'credit' ? 'credit_tx' : 'reversal_tx'] = entry.id;
    }

    writeConversion(tx, snap, { click, event, report, to, amount, release, now, source, updates });
    if (source.by === 'staff')
      auditInTransaction(tx, {
        actor: source.uid,
        action: source.action,
        target: `conversions/${id}`,
        before: { status: current },
        after: { status: to, ...updates },
        reason: source.reason,
      });
    return { outcome: OUTCOME[effect], conversionId: id, status: to };
  }, LEDGER_TRANSACTION);
}

/** Creates or updates the conversion document with its new status and one more history line. */
export function writeConversion(
  tx: Transaction,
  snap: DocumentSnapshot,
  c: {
    click: ClickDoc;
    event: ClickEvent;
    report: Report;
    to: ConversionStatus;
    amount: number;
    release: Date | null;
    now: Date;
    source: ReportSource;
    updates: DocumentData;
  },
) {
  const at = Timestamp.fromDate(c.now);
  const line = {
    status: c.to,
    at,
    by: historyBy(c.source),
    ...(c.source.by === 'staff' ? { reason: c.source.reason } : {}),
  };
  const history = [...((snap.get('history') as unknown[] | undefined) ?? []), line];
  tx.set(snap.ref, {
    id: snap.id,
    network: c.report.network,
    uid: c.click.uid,
    click_id: c.click.click_id,
    offer_id: c.click.offer_id,
    offer_name: c.click.offer_name,
    event_id: c.event.id,
    event_name: c.event.name,
    pilot_miles: c.amount,
    payout_usd: c.report.payoutUsd ?? snap.get('payout_usd') ?? null,
    status: c.to,
    release_at: c.release ? Timestamp.fromDate(c.release) : null,
    created_at: snap.get('created_at') ?? at,
    updated_at: at,
    credit_tx: snap.get('credit_tx') ?? null,
    reversal_tx: snap.get('reversal_tx') ?? null,
    ...c.updates,
    history,
  });
}

/** Conversions whose hold has passed, credited by the job in pages (docs/offers.md). */
const CONFIRM_PAGE = 200;

/**
 * The hold job: credits every pending conversion whose release date has passed. Each goes through
 * `applyReport`, so a conversion that staff or a postback moved meanwhile is left alone, and a run
 * repeated or overlapping another credits nothing twice. One that fails (its member deleted, say)
 * is logged and skipped, so it cannot hold up the others; the next run tries it again.
 */
export async function confirmDueConversions(now = new Date()): Promise<{ confirmed: number; failed: number }> {
  let confirmed = 0;
  let failed = 0;
  let after: DocumentSnapshot | null = null;
  for (;;) {
    let query = conversionsCol()
      .where('status', '==', 'pending')
      .where('release_at', '<=', Timestamp.fromDate(now))
      .orderBy('release_at')
      .limit(CONFIRM_PAGE);
    if (after) query = query.startAfter(after);
    const due = await query.get();
    for (const doc of due.docs) {
      try {
        const result = await applyReport(
          { network: doc.get('network'), clickId: doc.get('click_id'), eventId: doc.get('event_id'), status: 'approved', payoutUsd: null },
          { by: 'job' },
          { now },
        );
        if (result.outcome === 'credited') confirmed += 1;
      } catch (err) {
        failed += 1;
        console.error(`offers: could not confirm conversion ${doc.id}`, err);
      }
    }
    if (due.size < CONFIRM_PAGE) return { confirmed, failed };
    after = due.docs[due.docs.length - 1]!;
  }
}
