/**
 * Fulfilment: an approved payout is ordered from the gift-card provider, and a processing one is
 * read back until it is delivered. A lease on the payout keeps the job and a request from ordering
 * the same payout at once; the provider's idempotency on our payout id covers a lease that expired
 * mid-call. Transient failures wait and retry. Before a payout is marked failed (a permanent
 * failure, or the last attempt) the provider is asked for the order it holds under our payout id
 * (reconciliation, docs/rewards.md): an answer that never came may hide an order it executed.
 */
import { logger } from 'firebase-functions';
import { FieldValue, Timestamp, type DocumentData, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  PROCESSING_OVERDUE_HOURS,
  PROCESSING_OVERDUE_NOTE,
  PROVIDER_FINDING_NOTES,
  type PayoutDelivery,
  type PayoutsConfig,
} from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { getConfig } from '../platform/configCache';
import { userRef } from '../platform/paths';
import { holdPayoutsForDebt, inDebt } from './debt.service';
import { giftCardProvider, type OrderOutcome } from './giftcards.adapter';
import { GIFTCARD_API_KEY, GIFTCARD_API_URL } from './rewards.config';
import { historyLine, noticeInTransaction, withHistory, type NoticePayout } from './payouts.service';
import { payoutsCol } from './paths';

/** Longer than one provider call (8 s timeout) and a look-up, with room to write the result. */
const LEASE_MS = 60_000;
/** Waits before the 2nd, 3rd, ... attempt after a transient failure. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000];
/** How often a processing order is read back. */
const POLL_MS = 30_000;
const PROCESSING_OVERDUE_MS = PROCESSING_OVERDUE_HOURS * 60 * 60 * 1000;

export const giftCards = () => giftCardProvider(GIFTCARD_API_URL.value(), GIFTCARD_API_KEY.value());

export type FulfilResult = 'fulfilled' | 'processing' | 'retrying' | 'failed' | 'skipped';

/** What one step writes: the provider's answer, or what asking it by our payout id allowed. */
type Step =
  | { kind: 'delivered'; orderId: string; delivery: PayoutDelivery; note?: string }
  | { kind: 'pending'; orderId: string; note?: string }
  | { kind: 'retry'; message: string }
  | { kind: 'failed'; message: string };

/**
 * Takes the lease when the payout is due; null when it is not (another worker has it, or nothing to
 * do). A payout about to be ordered for a member who owes PM goes back to review instead.
 */
async function lease(id: string, now: Date): Promise<DocumentData | null> {
  const ref = payoutsCol().doc(id);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const d = snap.data();
    if (!d || (d.status !== 'approved' && d.status !== 'processing')) return null;
    if (((d.lease_until as Timestamp | null)?.toMillis() ?? 0) > now.getTime()) return null;
    if (((d.next_attempt_at as Timestamp | null)?.toMillis() ?? 0) > now.getTime()) return null;
    const ordering = d.status === 'approved';
    if (ordering) {
      const member = await tx.get(userRef(d.uid));
      if (inDebt(member)) {
        holdPayoutsForDebt(tx, [snap], member.get('total_coins'), now);
        return null;
      }
    }
    const attempts = (d.attempts ?? 0) + (ordering ? 1 : 0);
    tx.update(ref, {
      lease_until: Timestamp.fromMillis(now.getTime() + LEASE_MS),
      attempts,
      // From now on the provider may hold an order for it, whatever becomes of this call.
      ...(ordering && !d.ordered_at ? { ordered_at: Timestamp.fromDate(now) } : {}),
    });
    return { ...d, attempts };
  });
}

/**
 * Marks the payout delivered with what the provider issued, counts it for the member and tells
 * them, in the caller's transaction (`snap` read in it). `note` says how we learnt it.
 */
export function fulfilInTransaction(
  tx: Transaction,
  snap: DocumentSnapshot,
  found: { orderId: string; delivery: PayoutDelivery; note?: string },
  now: Date,
): void {
  const d = snap.data()!;
  const at = Timestamp.fromDate(now);
  tx.update(snap.ref, {
    status: 'fulfilled',
    delivery: found.delivery,
    provider_order_id: found.orderId,
    fulfilled_at: at,
    updated_at: at,
    lease_until: null,
    next_attempt_at: null,
    last_error: null,
    history: withHistory(snap, historyLine('fulfilled', now, 'system', found.note)),
  });
  tx.update(userRef(d.uid), { payouts_fulfilled: FieldValue.increment(1) });
  noticeInTransaction(tx, { ...(d as NoticePayout), id: snap.id }, 'fulfilled', now);
}

/**
 * The payout as processing with the order the provider holds, read back by the job. One the
 * provider has not delivered for 24 hours stays processing (it may still deliver, so it is never
 * failed for that): staff see it flagged, once.
 */
export function processingUpdates(snap: DocumentSnapshot, found: { orderId: string; note?: string }, now: Date): Record<string, unknown> {
  const d = snap.data()!;
  const at = Timestamp.fromDate(now);
  const since = (d.processing_since as Timestamp | null) ?? at;
  const lines = d.status !== 'processing' ? [historyLine('processing', now, 'system', found.note)] : [];
  const overdue = now.getTime() - since.toMillis() > PROCESSING_OVERDUE_MS && !d.overdue_at;
  if (overdue) lines.push(historyLine('processing', now, 'system', PROCESSING_OVERDUE_NOTE));
  return {
    status: 'processing',
    provider_order_id: found.orderId,
    processing_since: since,
    updated_at: at,
    lease_until: null,
    next_attempt_at: Timestamp.fromMillis(now.getTime() + POLL_MS),
    ...(overdue ? { overdue_at: at, last_error: PROCESSING_OVERDUE_NOTE } : {}),
    ...(lines.length ? { history: withHistory(snap, ...lines) } : {}),
  };
}

/**
 * Asks the provider for the order under our payout id before giving up on it (`why`: the failure
 * that would have failed it): an order delivered or in progress is taken up, only none or a
 * failed one lets the payout fail, and without an answer it is tried again later.
 */
async function reconciled(id: string, why: string): Promise<Step> {
  const found = await giftCards().findOrder(id);
  const note = PROVIDER_FINDING_NOTES[found.kind];
  switch (found.kind) {
    case 'delivered':
    case 'pending':
      return { ...found, note: `${note} (asked after: ${why})` };
    case 'unreachable':
      return { kind: 'retry', message: `${why}; ${note} (${found.message}): asked again later` };
    default:
      return { kind: 'failed', message: `${why}; ${note}` };
  }
}

/** Writes the step, if the payout is still the one we leased. */
async function settle(id: string, leased: DocumentData, step: Step, now: Date): Promise<FulfilResult> {
  const ref = payoutsCol().doc(id);
  return db.runTransaction(async (tx) => {
    const snap: DocumentSnapshot = await tx.get(ref);
    const d = snap.data();
    // Staff or another worker moved it meanwhile: what we learnt is theirs to act on.
    if (!d || d.status !== leased.status || d.attempts !== leased.attempts) return 'skipped';
    const at = Timestamp.fromDate(now);
    switch (step.kind) {
      case 'delivered':
        fulfilInTransaction(tx, snap, step, now);
        return 'fulfilled';
      case 'pending':
        tx.update(ref, processingUpdates(snap, step, now));
        return 'processing';
      case 'retry': {
        const attempts: number = d.attempts ?? 1;
        const delay = d.status === 'processing' ? POLL_MS : RETRY_DELAYS_MS[Math.min(attempts - 1, RETRY_DELAYS_MS.length - 1)]!;
        tx.update(ref, { lease_until: null, updated_at: at, last_error: step.message, next_attempt_at: Timestamp.fromMillis(now.getTime() + delay) });
        return 'retrying';
      }
      case 'failed':
        tx.update(ref, {
          lease_until: null,
          updated_at: at,
          status: 'failed',
          next_attempt_at: null,
          last_error: step.message,
          history: withHistory(snap, historyLine('failed', now, 'system', step.message)),
        });
        return 'failed';
    }
  });
}

/**
 * What the provider's answer leads to. A failure is retried while attempts remain (a processing
 * order that cannot be read back always is: only ordering counts attempts); a permanent one, or
 * the last attempt, first asks the provider by our payout id.
 */
async function stepFor(id: string, leased: DocumentData, outcome: OrderOutcome, config: PayoutsConfig): Promise<Step> {
  if (outcome.kind !== 'failed') return outcome;
  if (!outcome.permanent && (leased.status === 'processing' || leased.attempts < config.max_attempts)) return { kind: 'retry', message: outcome.message };
  return reconciled(id, outcome.message);
}

/** One fulfilment step for a payout: order it (approved) or read it back (processing). */
export async function fulfilPayout(id: string, now = new Date()): Promise<FulfilResult> {
  const leased = await lease(id, now);
  if (!leased) return 'skipped';
  const config = await getConfig('payouts');
  const p = giftCards();
  const outcome =
    leased.status === 'processing' && leased.provider_order_id
      ? await p.getOrder(leased.provider_order_id)
      : await p.createOrder({
          externalId: id,
          productId: leased.provider_product_id,
          valueUsd: leased.value_usd,
          recipient: { name: leased.recipient_name ?? 'PilotMiles member', email: leased.email },
        });
  if (outcome.kind === 'failed') logger.warn(`rewards: payout ${id} attempt ${leased.attempts}: ${outcome.message}`);
  return settle(id, leased, await stepFor(id, leased, outcome, config), now);
}
