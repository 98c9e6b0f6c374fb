/**
 * Staff's side of payouts (/admin/rewards/payouts): approve, reject (refund) and retry, one at a
 * time or in bulk. Each action moves the payout by core's PAYOUT_ACTION_RULES in one transaction
 * with its audit entry, and a rejection's refund (`refund:{payoutId}`) in the same transaction, so
 * a double click or concurrent rejects serialise on the payout and refund once. A payout the
 * provider may hold is rejected only after the provider, asked by our payout id, has no live order
 * for it (reconciliation, docs/rewards.md): otherwise it is delivered or processing instead, or,
 * without an answer, left as it is for staff to try again.
 */
import { logger } from 'firebase-functions';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  APPROVAL_NOTE_MIN,
  APPROVAL_REFUSALS,
  DELIVERING_ACTIONS,
  PAYOUT_ACTION_RULES,
  PAYOUT_AFTER_FINDING,
  PAYOUT_RECONCILE_REFUSALS,
  PAYOUT_STATUS_LABELS,
  PROVIDER_FINDING_NOTES,
  REWARD_ERROR_CODES,
  approvalCheck,
  mayBeAtProvider,
  payoutAfterAction,
  txId,
  type AdminPayout,
  type AdminPayoutsBulk,
  type BulkPayoutResult,
  type PayoutAction,
  type PayoutStatus,
  type ProviderTrace,
  type ReviewReason,
} from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { HttpError, notFound } from '../platform/errors';
import { LEDGER_TRANSACTION, postInTransaction } from '../platform/ledger';
import { memberToday } from '../platform/memberDay';
import { auditInTransaction } from '../platform/audit';
import { userRef } from '../platform/paths';
import { inDebt } from './debt.service';
import type { OrderLookup } from './giftcards.adapter';
import { fulfilInTransaction, giftCards, processingUpdates } from './fulfilment.service';
import { enqueueFulfilment } from './fulfilment.queue';
import { historyLine, noticeInTransaction, toAdminPayout, withHistory, type NoticePayout } from './payouts.service';
import { payoutsCol } from './paths';

const PAST: Readonly<Record<PayoutAction, string>> = { approve: 'approved', reject: 'rejected', retry: 'retried' };

/** Staff try again on their own after this long when the provider could not be asked. */
const PROVIDER_RETRY_AFTER_SECONDS = 60;

/** What the provider said of a payout it may hold, and the payout as it was when we asked. */
interface ProviderCheck {
  found: OrderLookup;
  seen: string;
}

/** Changes between our question and the transaction show here (the history grows with each move). */
const traceOf = (d: DocumentData) => `${d.status}|${d.attempts ?? 0}|${(d.history as unknown[] | undefined)?.length ?? 0}`;

/** Asks the provider, outside the transaction (a network call), about a payout a rejection would refund. */
async function checkBeforeRefund(id: string): Promise<ProviderCheck | null> {
  const d = (await payoutsCol().doc(id).get()).data();
  if (!d || !payoutAfterAction(d.status, 'reject') || !mayBeAtProvider(d as ProviderTrace)) return null;
  return { found: await giftCards().findOrder(id), seen: traceOf(d) };
}

/**
 * PATCH /admin/rewards/payouts/{id}. Repeating an action already done answers the payout unchanged.
 * `confirmed`: staff confirmed a large or flagged approval in its dialog (core approvalCheck); the
 * server asks for it itself, so a client that skips the dialog cannot approve one in a click.
 */
export async function actOnPayout(
  actor: string,
  id: string,
  action: PayoutAction,
  reason: string | null,
  now = new Date(),
  confirmed = false,
): Promise<AdminPayout> {
  const ref = payoutsCol().doc(id);
  const check = action === 'reject' ? await checkBeforeRefund(id) : null;
  const result = await db.runTransaction(async (tx): Promise<'unchanged' | 'changed' | 'delivered' | 'pending'> => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('Payout not found', REWARD_ERROR_CODES.payoutNotFound);
    const d = snap.data()!;
    const status = d.status as PayoutStatus;
    const to = payoutAfterAction(status, action);
    if (!to) {
      // A double click, or two staff at once: the first did it; the second changes nothing.
      if (status === PAYOUT_ACTION_RULES[action].to && action !== 'retry') return 'unchanged';
      throw new HttpError(409, REWARD_ERROR_CODES.payoutState, `This payout is ${PAYOUT_STATUS_LABELS[status].toLowerCase()}: it cannot be ${PAST[action]}`);
    }
    // A member who owes PM after a reversal gets nothing sent until the debt is cleared (docs/rewards.md).
    if (DELIVERING_ACTIONS.includes(action) && inDebt(await tx.get(userRef(d.uid))))
      throw new HttpError(
        409,
        REWARD_ERROR_CODES.memberInDebt,
        'This member owes PilotMiles after a reversal: reject this payout (it refunds towards the debt) or wait until the balance is back to zero',
      );

    // A large or flagged payout is approved only with a confirmation, a flagged one with a note too.
    const asked = action === 'approve' ? approvalCheck({ value_usd: d.value_usd, review_reasons: (d.review_reasons ?? []) as ReviewReason[] }) : 'none';
    if (asked !== 'none' && (!confirmed || (asked === 'note' && (reason?.length ?? 0) < APPROVAL_NOTE_MIN)))
      throw new HttpError(409, REWARD_ERROR_CODES.approvalUnconfirmed, APPROVAL_REFUSALS[asked]);

    const auditOf = (after: Record<string, unknown>) =>
      auditInTransaction(tx, { actor, action: `payout.${action}`, target: `payouts/${id}`, before: { status }, after, reason });

    // The provider's word on the order it may hold decides whether this rejection may refund.
    const checked = action === 'reject' && mayBeAtProvider(d as ProviderTrace);
    if (checked) {
      if (!check || check.seen !== traceOf(d)) throw new HttpError(409, REWARD_ERROR_CODES.payoutState, PAYOUT_RECONCILE_REFUSALS.changed);
      const { found } = check;
      if (found.kind === 'unreachable')
        throw new HttpError(409, REWARD_ERROR_CODES.providerUnavailable, PAYOUT_RECONCILE_REFUSALS.unreachable, undefined, {
          retryAfterSeconds: PROVIDER_RETRY_AFTER_SECONDS,
        });
      if (found.kind === 'delivered' || found.kind === 'pending') {
        const note = `${PROVIDER_FINDING_NOTES[found.kind]} (asked before a rejection)`;
        if (found.kind === 'delivered') fulfilInTransaction(tx, snap, { ...found, note }, now);
        else tx.update(ref, processingUpdates(snap, { ...found, note }, now));
        auditOf({ status: PAYOUT_AFTER_FINDING[found.kind], provider: found.kind });
        return found.kind;
      }
    }

    const at = Timestamp.fromDate(now);
    const findingLines = checked ? [historyLine(status, now, 'system', PROVIDER_FINDING_NOTES[check!.found.kind])] : [];
    const updates: Record<string, unknown> = {
      status: to,
      updated_at: at,
      history: withHistory(snap, ...findingLines, historyLine(to, now, { staff: actor }, reason)),
    };
    const notice: NoticePayout = { ...(d as NoticePayout), id };

    if (action === 'reject') {
      // A prize cost the member nothing: rejecting it refunds nothing.
      if (d.pilot_miles > 0) {
        const userSnap = await tx.get(userRef(d.uid));
        const refund = await postInTransaction(
          tx,
          d.uid,
          { id: txId.refund(id), type: 'refund', amount: d.pilot_miles, description: `Refund: ${d.reward_name} $${d.value_usd}`, meta: { payout_id: id } },
          {
            day: memberToday(userSnap.data(), now).day,
            now,
            userSnapshot: userSnap,
            userUpdates: { redeemed_usd: Math.max(0, (userSnap.get('redeemed_usd') ?? 0) - d.value_usd) },
          },
        );
        updates.refund_tx = refund.entryId;
      }
      Object.assign(updates, { rejection_reason: reason, next_attempt_at: null });
      noticeInTransaction(tx, { ...notice, rejection_reason: reason }, 'rejected', now);
    } else {
      // Due for the provider now; a retry starts its attempts afresh.
      Object.assign(updates, { next_attempt_at: at, lease_until: null, ...(action === 'retry' ? { attempts: 0 } : {}) });
      // Staff's note stays on staff's side: the member's view of a payout never carries it.
      if (action === 'approve') {
        if (reason) updates.approval_note = reason;
        noticeInTransaction(tx, notice, 'approved', now);
      }
    }
    tx.update(ref, updates);
    auditOf({
      status: to,
      ...(updates.refund_tx ? { refund_tx: updates.refund_tx } : {}),
      ...(checked ? { provider: check!.found.kind } : {}),
      ...(asked !== 'none' ? { confirmed: asked } : {}),
    });
    return 'changed';
  }, LEDGER_TRANSACTION);

  if (result === 'delivered') throw new HttpError(409, REWARD_ERROR_CODES.payoutDelivered, PAYOUT_RECONCILE_REFUSALS.delivered);
  if (result === 'pending') throw new HttpError(409, REWARD_ERROR_CODES.payoutInProgress, PAYOUT_RECONCILE_REFUSALS.pending);
  // Approved or retried: due now, ordered by the fulfilment queue.
  if (result === 'changed' && action !== 'reject')
    await enqueueFulfilment(id, now).catch((err) => logger.error(`rewards: payout ${id} not enqueued`, err));
  return toAdminPayout(await ref.get());
}

/** Payouts acted on at once in a bulk action (each may call the provider). */
const BULK_CONCURRENCY = 4;

/** PATCH /admin/rewards/payouts: the same action on each id; one failing does not stop the others. */
export async function actOnPayouts(actor: string, body: AdminPayoutsBulk): Promise<BulkPayoutResult> {
  const ids = [...new Set(body.ids)];
  const results: BulkPayoutResult['results'] = [];
  for (let i = 0; i < ids.length; i += BULK_CONCURRENCY) {
    const chunk = ids.slice(i, i + BULK_CONCURRENCY);
    results.push(
      ...(await Promise.all(
        chunk.map(async (id): Promise<BulkPayoutResult['results'][number]> => {
          try {
            return { id, ok: true, payout: await actOnPayout(actor, id, body.action, body.reason ?? null, new Date(), body.confirm ?? false) };
          } catch (err) {
            if (!(err instanceof HttpError)) throw err;
            return { id, ok: false, code: err.code, message: err.message };
          }
        }),
      )),
    );
  }
  return { results };
}
