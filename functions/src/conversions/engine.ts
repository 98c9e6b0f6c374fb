/**
 * The conversion engine (docs/conversions.md): every partner-reported earning (an offer's event,
 * a cashback order, a survey) is one `conversions/{id}` document moved along core's transition
 * table by `applyReport`, which posts its money in the same transaction: a credit once
 * per conversion, a reversal once per credit (with what it takes back: reversal.ts). Domains say
 * what a first report creates (who earns, how much, from their own catalogue); later reports, the
 * hold job and staff need only the conversion itself.
 */
import { Timestamp, type DocumentData, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  formatPM,
  nextConversion,
  settleReport,
  txId,
  type ConversionEffect,
  type ConversionKind,
  type ConversionStatus,
  type PendingPolicy,
  type PostbackStatus,
  type PushMessage,
  type TransactionType,
} from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { HttpError, notFound } from '../platform/errors';
import { getConfig } from '../platform/configCache';
import { LEDGER_TRANSACTION, postInTransaction, type LedgerEntry } from '../platform/ledger';
import { memberToday } from '../platform/memberDay';
import { auditInTransaction } from '../platform/audit';
import { conversionsCol, userRef } from '../platform/paths';
import { queuePushInTransaction } from '../platform/push';
import { postReversal } from './reversal';

/**
 * What a first report creates. The names of the "subject" (offer, brand, survey wall) and the
 * "step" (event, order, survey) are the ones staff lists and the member's history show.
 */
export interface NewConversion {
  kind: ConversionKind;
  network: string;
  uid: string;
  /** The member's PM, from our catalogue (a click's snapshot, a brand's rate): never a callback's say-so. */
  pilot_miles: number;
  credit_id: string;
  credit_type: TransactionType;
  reversal_type: TransactionType;
  description: string;
  /** Stored on the ledger entries. */
  meta: Record<string, string>;
  pending_policy: PendingPolicy;
  /** When the network expects to approve a pending one (await-network), for the member. */
  expected_at?: Date | null;
  click_id: string;
  offer_id: string;
  offer_name: string;
  event_id: string;
  event_name: string;
  /** Kind-specific facts kept on the conversion (a sale amount, a rate). */
  extra?: DocumentData;
  /**
   * Why staff must decide this one (a survey paying more than its ceiling): a report that would
   * credit or hold it leaves it pending with no release date, for staff to approve or reject.
   */
  review?: string | null;
}

/** Who moved a conversion: the network, the hold job, or a member of staff (their uid and reason). */
export type ReportSource = { by: 'postback' } | { by: 'job' } | { by: 'staff'; uid: string; reason: string; action: string };

export interface Report {
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

/**
 * Reads (in the transaction) what a report is about and what it would create. Called before any
 * write, with the conversion's snapshot; its `pilot_miles` counts while nothing is credited (a
 * store may report a different sale when it approves), after that the credited amount stands.
 */
export type Subject = (tx: Transaction, existing: DocumentSnapshot) => Promise<NewConversion>;

/** Who takes a credit back, in the reversal's description. */
const REVERSED_BY: Readonly<Record<ConversionKind, string>> = { offer: 'advertiser', shopping: 'store', survey: 'survey partner' };

const OUTCOME: Readonly<Record<ConversionEffect, ReportOutcome>> = {
  credit: 'credited',
  hold: 'held',
  debit: 'reversed',
  none: 'rejected',
};

/** A stored conversion read back as what created it (offer conversions from before the engine had kinds included). */
export function storedConversion(snap: DocumentSnapshot): NewConversion {
  const d = snap.data() ?? {};
  return {
    kind: d.kind ?? 'offer',
    network: d.network,
    uid: d.uid,
    pilot_miles: d.pilot_miles,
    credit_id: d.credit_tx ?? d.credit_id ?? txId.offer(d.network, d.click_id, d.event_id),
    credit_type: d.credit_type ?? 'offer',
    reversal_type: d.reversal_type ?? 'offer-reversal',
    description: d.description ?? `${d.offer_name}: ${d.event_name}`,
    meta: d.credit_meta ?? { offer_id: d.offer_id, click_id: d.click_id, event_id: d.event_id, conversion_id: snap.id },
    pending_policy: d.pending_policy ?? 'hold-rules',
    expected_at: d.expected_at?.toDate?.() ?? null,
    click_id: d.click_id,
    offer_id: d.offer_id,
    offer_name: d.offer_name,
    event_id: d.event_id,
    event_name: d.event_name,
    review: d.review ?? null,
  };
}

/** The push telling the member of a credit or its reversal (sent once per conversion and effect). */
export function conversionPush(effect: 'credit' | 'debit', amount: number, name: string): PushMessage {
  return effect === 'credit'
    ? { title: 'PilotMiles credited', body: `+${formatPM(amount)} for ${name}`, url: '/profile/transactions', icon: null, actions: [] }
    : { title: 'PilotMiles reversed', body: `-${formatPM(amount)}: ${name} was reversed`, url: '/profile/transactions', icon: null, actions: [] };
}

const historyBy = (source: ReportSource) => (source.by === 'staff' ? source.uid : source.by);

/**
 * Moves conversion `id` in one transaction: reads it (and, for a report from the network, its
 * subject), then the member when money moves, then posts to the ledger and writes the conversion.
 * Concurrent identical reports serialise on the conversion document, so only the first moves
 * anything. Without `subject` the conversion must exist (staff, the hold job, a later report).
 * `expect` (staff actions) refuses the move unless the conversion stands in one of these statuses.
 */
export async function applyReport(
  id: string,
  report: Report,
  source: ReportSource,
  options: { now?: Date; expect?: readonly ConversionStatus[]; subject?: Subject } = {},
): Promise<ReportResult> {
  const now = options.now ?? new Date();
  const { hold_rules } = await getConfig('offers');
  const ref = conversionsCol().doc(id);

  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists && !options.subject) throw notFound('Conversion not found', 'conversions/not-found');
    const conversion = options.subject ? await options.subject(tx, snap) : storedConversion(snap);
    const current = snap.exists ? (snap.get('status') as ConversionStatus) : null;
    if (options.expect && !options.expect.includes(current as ConversionStatus))
      throw new HttpError(409, 'offers/conversion-state', `This conversion is ${current ?? 'not reported'}: it cannot be changed this way`);

    const transition = nextConversion(current, report.status);
    if (!transition) return { outcome: 'duplicate', conversionId: id, status: current };

    const amount: number = snap.get('credit_tx') != null ? snap.get('pilot_miles') : conversion.pilot_miles;
    const settled = settleReport(transition, {
      by: source.by,
      policy: conversion.pending_policy,
      pilotMiles: amount,
      rules: hold_rules,
      now,
      current,
      heldUntil: (snap.get('release_at') as Timestamp | null | undefined)?.toDate() ?? null,
      review: Boolean(conversion.review),
    });
    if (!settled) return { outcome: 'duplicate', conversionId: id, status: current };
    const { to, effect, release } = settled;

    const updates: DocumentData = {};
    if (effect === 'credit' || effect === 'debit') {
      const userSnap = await tx.get(userRef(conversion.uid));
      const day = memberToday(userSnap.data(), now).day;
      const creditId: string = snap.get('credit_tx') ?? conversion.credit_id;
      const meta = { ...conversion.meta, conversion_id: id };
      const entry: LedgerEntry =
        effect === 'credit'
          ? { id: creditId, type: conversion.credit_type, amount, description: conversion.description, meta }
          : {
              id: txId.reversal(creditId),
              type: conversion.reversal_type,
              amount: -amount,
              description: `Reversed by the ${REVERSED_BY[conversion.kind]}: ${conversion.description}`,
              meta: { ...meta, original: creditId },
            };
      // A reversal takes with it what the credit bought (held payouts, a referral bonus): reversal.ts.
      if (effect === 'debit') await postReversal(tx, conversion.uid, { ...entry, reverses: creditId }, { day, now, userSnapshot: userSnap });
      else await postInTransaction(tx, conversion.uid, entry, { day, now, userSnapshot: userSnap });
      updates[effect === 'credit' ? 'credit_tx' : 'reversal_tx'] = entry.id;
      queuePushInTransaction(tx, conversion.uid, `conversion:${id}:${OUTCOME[effect]}`, conversionPush(effect, amount, conversion.offer_name));
    }

    const note = effect === 'hold' && conversion.review ? conversion.review : undefined;
    writeConversion(tx, snap, { conversion, report, to, amount, release, now, source, updates, note });
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
    conversion: NewConversion;
    report: Report;
    to: ConversionStatus;
    amount: number;
    release: Date | null;
    now: Date;
    source: ReportSource;
    updates: DocumentData;
    /** Why this move happened, for staff, when no member of staff made it (a hold for review). */
    note?: string;
  },
) {
  const at = Timestamp.fromDate(c.now);
  const reason = c.source.by === 'staff' ? c.source.reason : c.note;
  const line = {
    status: c.to,
    at,
    by: historyBy(c.source),
    ...(reason ? { reason } : {}),
  };
  const history = [...((snap.get('history') as unknown[] | undefined) ?? []), line];
  const v = c.conversion;
  tx.set(snap.ref, {
    id: snap.id,
    kind: v.kind,
    network: v.network,
    uid: v.uid,
    click_id: v.click_id,
    offer_id: v.offer_id,
    offer_name: v.offer_name,
    event_id: v.event_id,
    event_name: v.event_name,
    description: v.description,
    credit_id: v.credit_id,
    credit_type: v.credit_type,
    reversal_type: v.reversal_type,
    credit_meta: v.meta,
    pending_policy: v.pending_policy,
    ...(v.review ? { review: v.review } : {}),
    ...v.extra,
    pilot_miles: c.amount,
    payout_usd: c.report.payoutUsd ?? snap.get('payout_usd') ?? null,
    status: c.to,
    release_at: c.release ? Timestamp.fromDate(c.release) : null,
    expected_at: c.to === 'pending' && v.expected_at ? Timestamp.fromDate(v.expected_at) : null,
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
 * is logged and skipped, so it cannot hold up the others; the next run tries it again. Cashback
 * waiting for its store has no release date: only the network (or staff) confirms it.
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
        const result = await applyReport(doc.id, { status: 'approved', payoutUsd: null }, { by: 'job' }, { now });
        if (result.outcome === 'credited') confirmed += 1;
      } catch (err) {
        failed += 1;
        console.error(`conversions: could not confirm conversion ${doc.id}`, err);
      }
    }
    if (due.size < CONFIRM_PAGE) return { confirmed, failed };
    after = due.docs[due.docs.length - 1]!;
  }
}
