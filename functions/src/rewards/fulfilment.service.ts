/**
 * Fulfilment: an approved payout is ordered from the gift-card provider, and a processing one is
 * read back until it is delivered. A lease on the payout keeps the job and a request from ordering
 * the same payout at once; the provider's idempotency on our payout id covers a lease that expired
 * mid-call. Transient failures wait and retry; a permanent one, or the last attempt, marks the
 * payout failed for staff (the PM stay held until staff retry or reject it: docs/rewards.md).
 */
import { FieldValue, Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { PayoutsConfig } from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { getConfig } from '../platform/configCache';
import { userRef } from '../platform/paths';
import { giftCardProvider, type OrderOutcome } from './giftcards.adapter';
import { GIFTCARD_API_KEY, GIFTCARD_API_URL } from './rewards.config';
import { historyLine, noticeInTransaction, withHistory, type NoticePayout } from './payouts.service';
import { payoutsCol } from './paths';

/** Longer than one provider call (8 s timeout) with room to write the result. */
const LEASE_MS = 60_000;
/** Waits before the 2nd, 3rd, ... attempt after a transient failure. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000];
/** How often a processing order is read back, and for how long before staff are asked to look. */
const POLL_MS = 30_000;
const PROCESSING_LIMIT_MS = 24 * 60 * 60 * 1000;

const provider = () => giftCardProvider(GIFTCARD_API_URL.value(), GIFTCARD_API_KEY.value());

export type FulfilResult = 'fulfilled' | 'processing' | 'retrying' | 'failed' | 'skipped';

/** Takes the lease when the payout is due; null when it is not (another worker has it, or nothing to do). */
async function lease(id: string, now: Date): Promise<DocumentData | null> {
  const ref = payoutsCol().doc(id);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const d = snap.data();
    if (!d || (d.status !== 'approved' && d.status !== 'processing')) return null;
    if (((d.lease_until as Timestamp | null)?.toMillis() ?? 0) > now.getTime()) return null;
    if (((d.next_attempt_at as Timestamp | null)?.toMillis() ?? 0) > now.getTime()) return null;
    const ordering = d.status === 'approved';
    const attempts = (d.attempts ?? 0) + (ordering ? 1 : 0);
    tx.update(ref, { lease_until: Timestamp.fromMillis(now.getTime() + LEASE_MS), attempts });
    return { ...d, attempts };
  });
}

/** Writes what the provider said, if the payout is still the one we leased. */
async function settle(id: string, leased: DocumentData, outcome: OrderOutcome, config: PayoutsConfig, now: Date): Promise<FulfilResult> {
  const ref = payoutsCol().doc(id);
  return db.runTransaction(async (tx) => {
    const snap: DocumentSnapshot = await tx.get(ref);
    const d = snap.data();
    // Staff or another worker moved it meanwhile: what we learnt is theirs to act on.
    if (!d || d.status !== leased.status || d.attempts !== leased.attempts) return 'skipped';
    const at = Timestamp.fromDate(now);
    const base = { lease_until: null, updated_at: at };

    if (outcome.kind === 'delivered') {
      tx.update(ref, {
        ...base,
        status: 'fulfilled',
        delivery: outcome.delivery,
        provider_order_id: outcome.orderId,
        fulfilled_at: at,
        next_attempt_at: null,
        last_error: null,
        history: withHistory(snap, historyLine('fulfilled', now, 'system')),
      });
      tx.update(userRef(d.uid), { payouts_fulfilled: FieldValue.increment(1) });
      noticeInTransaction(tx, { ...(d as NoticePayout), id }, 'fulfilled', now);
      return 'fulfilled';
    }

    if (outcome.kind === 'pending') {
      const since = (d.processing_since as Timestamp | null) ?? at;
      if (now.getTime() - since.toMillis() > PROCESSING_LIMIT_MS) {
        tx.update(ref, { ...base, status: 'failed', next_attempt_at: null, last_error: 'The provider has not delivered for 24 hours', history: withHistory(snap, historyLine('failed', now, 'system')) });
        return 'failed';
      }
      tx.update(ref, {
        ...base,
        status: 'processing',
        provider_order_id: outcome.orderId,
        processing_since: since,
        next_attempt_at: Timestamp.fromMillis(now.getTime() + POLL_MS),
        ...(d.status !== 'processing' ? { history: withHistory(snap, historyLine('processing', now, 'system')) } : {}),
      });
      return 'processing';
    }

    const attempts: number = d.attempts ?? 1;
    // A processing order that cannot be read back is tried again; only ordering counts attempts.
    if (!outcome.permanent && (d.status === 'processing' || attempts < config.max_attempts)) {
      const delay = d.status === 'processing' ? POLL_MS : RETRY_DELAYS_MS[Math.min(attempts - 1, RETRY_DELAYS_MS.length - 1)]!;
      tx.update(ref, { ...base, last_error: outcome.message, next_attempt_at: Timestamp.fromMillis(now.getTime() + delay) });
      return 'retrying';
    }
    tx.update(ref, { ...base, status: 'failed', next_attempt_at: null, last_error: outcome.message, history: withHistory(snap, historyLine('failed', now, 'system', outcome.message)) });
    return 'failed';
  });
}

/** One fulfilment step for a payout: order it (approved) or read it back (processing). */
export async function fulfilPayout(id: string, now = new Date()): Promise<FulfilResult> {
  const leased = await lease(id, now);
  if (!leased) return 'skipped';
  const config = await getConfig('payouts');
  const p = provider();
  const outcome =
    leased.status === 'processing' && leased.provider_order_id
      ? await p.getOrder(leased.provider_order_id)
      : await p.createOrder({
          externalId: id,
          productId: leased.provider_product_id,
          valueUsd: leased.value_usd,
          recipient: { name: leased.recipient_name ?? 'PilotMiles member', email: leased.email },
        });
  if (outcome.kind === 'failed') console.warn(`rewards: payout ${id} attempt ${leased.attempts}: ${outcome.message}`);
  return settle(id, leased, outcome, config, now);
}

/** Payouts the job looks at per page. */
const JOB_PAGE = 100;

export interface FulfilmentRun {
  fulfilled: number;
  processing: number;
  retrying: number;
  failed: number;
}

/**
 * The fulfilment job: every approved or processing payout whose next attempt is due. Each goes
 * through `fulfilPayout`, so overlapping runs and a request fulfilling at the same moment order
 * nothing twice; one that throws is logged and left for the next run.
 */
export async function runPayoutFulfilment(now = new Date()): Promise<FulfilmentRun> {
  const run: FulfilmentRun = { fulfilled: 0, processing: 0, retrying: 0, failed: 0 };
  let after: DocumentSnapshot | null = null;
  for (;;) {
    let query = payoutsCol()
      .where('status', 'in', ['approved', 'processing'])
      .where('next_attempt_at', '<=', Timestamp.fromDate(now))
      .orderBy('next_attempt_at')
      .limit(JOB_PAGE);
    if (after) query = query.startAfter(after);
    const due = await query.get();
    for (const doc of due.docs) {
      try {
        const result = await fulfilPayout(doc.id, now);
        if (result !== 'skipped') run[result] += 1;
      } catch (err) {
        console.error(`rewards: could not fulfil payout ${doc.id}`, err);
      }
    }
    if (due.size < JOB_PAGE) return run;
    after = due.docs[due.docs.length - 1]!;
  }
}
