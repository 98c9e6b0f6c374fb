/**
 * POST /sweepstakes/{id}/enter (docs/sweepstakes.md "Entering"): one transaction checks the
 * sweepstake is open at this moment, the member's max and balance, debits `entries x entry_cost`
 * and adds the entries to the member's own entry document (no shared counter).
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import {
  SWEEPSTAKE_ERROR_CODES,
  publicEntrantId,
  sweepstakeMessages,
  txId,
  type EnterBody,
  type EnterResult,
} from '@pilotmiles/core';
import type { AuthContext } from '../platform/authContext';
import { db } from '../platform/firebase';
import { HttpError, notFound } from '../platform/errors';
import { InsufficientFunds, postInTransaction } from '../platform/ledger';
import { memberToday } from '../platform/memberDay';
import { transactionsCol, userRef } from '../platform/paths';
import { entryRef, sweepstakeRef } from './paths';
import { cachedTotalsOf, markTotalsStale, statusOf, toSweepstake, type Totals } from './view.service';

/**
 * One member's parallel requests all contend for their user and entry documents; more attempts
 * than the ledger's default let thirty at once each end in an entry or a refusal, never ABORTED.
 */
const ENTER_TRANSACTION = { maxAttempts: 25 } as const;

/**
 * The figures an entry answers are at most this old: one aggregation per instance in that time
 * however many enter (a fresh one per entry cost as much as the entry itself, and grew with the
 * entrants), with the member's own entries always counted.
 */
const ENTRY_TOTALS_MS = 2_000;

export interface Entered {
  result: EnterResult;
  /** False when the request had been applied before (a retry). */
  created: boolean;
}

const plural = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;

export async function enter(ctx: AuthContext, id: string, body: EnterBody, now = new Date()): Promise<Entered> {
  const ledgerId = txId.sweepEntry(id, body.request_id ?? randomUUID());
  const sRef = sweepstakeRef(id);
  const eRef = entryRef(id, ctx.uid);

  const outcome = await db.runTransaction(async (tx) => {
    const [userSnap, sweepSnap, entrySnap, ledgerSnap] = await tx.getAll(userRef(ctx.uid), sRef, eRef, transactionsCol(ctx.uid).doc(ledgerId));
    if (!sweepSnap.exists || sweepSnap.get('status') === 'draft') throw notFound('Sweepstake not found', SWEEPSTAKE_ERROR_CODES.notFound);
    if (!userSnap.exists) throw new HttpError(404, 'users/not-found', 'User not found');
    const held: number = entrySnap.get('entries') ?? 0;
    const balance: number = userSnap.get('total_coins') ?? 0;

    if (ledgerSnap.exists) {
      // A retry of a request already applied: answer it again. The same key for other terms is a mistake.
      if (ledgerSnap.get('meta.entries') !== body.entries)
        throw new HttpError(409, SWEEPSTAKE_ERROR_CODES.requestReused, 'This request was already used for another entry: open the sweepstake again', 'request_id');
      return { created: false, entries: held, added: 0, balance, sweepSnap };
    }

    const s = sweepSnap.data()!;
    const status = statusOf(s, now);
    if (status !== 'active') throw new HttpError(409, SWEEPSTAKE_ERROR_CODES.notOpen, sweepstakeMessages.notOpen(status));
    if (held + body.entries > s.max_entries)
      throw new HttpError(409, SWEEPSTAKE_ERROR_CODES.overMax, sweepstakeMessages.overMax(held, s.max_entries), 'entries');
    const cost = body.entries * s.entry_cost;
    if (balance < 0 || balance < cost) throw new InsufficientFunds(balance, cost);

    const user = userSnap.data()!;
    const debit = await postInTransaction(
      tx,
      ctx.uid,
      {
        id: ledgerId,
        type: 'sweepstake-entry',
        amount: -cost,
        description: `${plural(body.entries)}: ${s.title}`,
        meta: { sweepstake_id: id, entries: body.entries },
      },
      { day: memberToday(user, now).day, now, userSnapshot: userSnap, entrySnapshot: ledgerSnap },
    );

    const at = Timestamp.fromDate(now);
    tx.set(eRef, {
      uid: ctx.uid,
      sweepstake_id: id,
      entries: held + body.entries,
      pm_spent: (entrySnap.get('pm_spent') ?? 0) + cost,
      public_id: publicEntrantId(id, ctx.uid),
      email: user.email ?? ctx.email ?? null,
      display_name: user.full_name || user.display_name || null,
      refunded: false,
      refund_tx: null,
      created_at: entrySnap.get('created_at') ?? at,
      updated_at: at,
    });
    return { created: true, entries: held + body.entries, added: body.entries, balance: debit.balance, sweepSnap };
  }, ENTER_TRANSACTION);

  if (outcome.created) markTotalsStale(id);
  const totals = await cachedTotalsOf(id, { maxAgeMs: ENTRY_TOTALS_MS, acceptStale: true });
  return {
    created: outcome.created,
    result: {
      sweepstake: toSweepstake(outcome.sweepSnap, withOwnEntry(totals, outcome), now, { uid: ctx.uid, mine: { entries: outcome.entries } }),
      entries: outcome.entries,
      added: outcome.added,
      balance: outcome.balance,
    },
  };
}

/** Figures read before this entry may lack it: never fewer entries than the member now holds. */
function withOwnEntry(totals: Totals, entry: { entries: number }): Totals {
  return { ...totals, entrants: Math.max(totals.entrants, 1), total_entries: Math.max(totals.total_entries, entry.entries) };
}
