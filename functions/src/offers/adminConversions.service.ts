/**
 * Staff's side of conversions (/admin/swaarm-conversions): the list, approve/reject/reverse with a
 * reason, and missing-credit claims credited by hand (`offer:manual:{claimId}`) or dismissed.
 * Every action is audited in the transaction that makes it.
 */
import { Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import {
  txId,
  type AdminConversion,
  type AdminConversionPatch,
  type AdminConversionsPage,
  type AdminConversionsQuery,
  type AdminManualCredit,
  type ConversionStatus,
  type MissingCreditClaim,
  type MissingCreditClaimsPage,
  type MissingCreditClaimsQuery,
  type PostbackStatus,
} from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { isoTime } from '../platform/isoTime';
import { HttpError, badRequest, notFound } from '../platform/errors';
import { LEDGER_TRANSACTION, postInTransaction } from '../platform/ledger';
import { memberToday } from '../platform/memberDay';
import { auditInTransaction } from '../platform/audit';
import { conversionsCol, offerClaimsCol, userRef } from '../platform/paths';
import { applyReport, writeConversion } from '../conversions';
import { conversionId, offerConversion, readClickEvent } from './conversions.service';
import { toClaim } from './activity.service';

function toAdminConversion(doc: DocumentSnapshot, emails: Map<string, string | null>): AdminConversion {
  const d = doc.data() ?? {};
  return {
    id: doc.id,
    network: d.network,
    uid: d.uid,
    email: emails.get(d.uid) ?? null,
    click_id: d.click_id,
    offer_id: d.offer_id,
    offer_name: d.offer_name,
    event_id: d.event_id,
    event_name: d.event_name,
    pilot_miles: d.pilot_miles,
    payout_usd: d.payout_usd ?? null,
    status: d.status,
    release_at: isoTime(d.release_at),
    created_at: isoTime(d.created_at) ?? '',
    updated_at: isoTime(d.updated_at) ?? '',
    history: ((d.history ?? []) as { status: ConversionStatus; at: unknown; by: string; reason?: string }[]).map((h) => ({
      status: h.status,
      at: isoTime(h.at) ?? '',
      by: h.by,
      ...(h.reason ? { reason: h.reason } : {}),
    })),
  };
}

/** Emails of the members on a page, in one batched read. */
async function emailsOf(uids: string[]): Promise<Map<string, string | null>> {
  const unique = [...new Set(uids)];
  if (!unique.length) return new Map();
  const snaps = await db.getAll(...unique.map((uid) => userRef(uid)));
  return new Map(snaps.map((s) => [s.id, (s.get('email') as string | undefined) ?? null]));
}

/** A page after `cursor` (a document id of the previous page's last item). */
async function page(query: Query, col: FirebaseFirestore.CollectionReference, limit: number, cursor?: string) {
  let q = query.orderBy('created_at', 'desc').orderBy('__name__', 'desc');
  if (cursor) {
    const last = await col.doc(cursor).get();
    if (!last.exists) throw badRequest('cursor: unknown cursor', 'cursor');
    q = q.startAfter(last);
  }
  const snap = await q.limit(limit + 1).get();
  const docs = snap.docs.slice(0, limit);
  return { docs, nextCursor: snap.size > limit ? docs[docs.length - 1]!.id : null };
}

/** GET /admin/swaarm-conversions: newest first, each filter an equality (indexes in firestore.indexes.json). */
export async function listConversions(query: AdminConversionsQuery): Promise<AdminConversionsPage> {
  let q: Query = conversionsCol();
  if (query.status) q = q.where('status', '==', query.status);
  if (query.uid) q = q.where('uid', '==', query.uid);
  if (query.offer_id) q = q.where('offer_id', '==', query.offer_id);
  const { docs, nextCursor } = await page(q, conversionsCol(), query.limit, query.cursor);
  const emails = await emailsOf(docs.map((d) => d.get('uid')));
  return { items: docs.map((d) => toAdminConversion(d, emails)), nextCursor };
}

/** What each staff action reports, and the one status it may start from. */
const ACTIONS: Readonly<Record<AdminConversionPatch['action'], { report: PostbackStatus; from: ConversionStatus }>> = {
  approve: { report: 'approved', from: 'pending' },
  reject: { report: 'rejected', from: 'pending' },
  reverse: { report: 'reversed', from: 'confirmed' },
};

/** PATCH /admin/swaarm-conversions. */
export async function patchConversion(actor: string, body: AdminConversionPatch): Promise<AdminConversion> {
  const snap = await conversionsCol().doc(body.id).get();
  if (!snap.exists) throw notFound('Conversion not found', 'offers/conversion-not-found');
  const { report, from } = ACTIONS[body.action];
  await applyReport(
    snap.id,
    { status: report, payoutUsd: null },
    { by: 'staff', uid: actor, reason: body.reason, action: `conversion.${body.action}` },
    { expect: [from] },
  );
  const after = await snap.ref.get();
  return toAdminConversion(after, await emailsOf([after.get('uid')]));
}

/** GET /admin/swaarm-conversions/claims. */
export async function listClaims(query: MissingCreditClaimsQuery): Promise<MissingCreditClaimsPage> {
  let q: Query = offerClaimsCol();
  if (query.status) q = q.where('status', '==', query.status);
  const { docs, nextCursor } = await page(q, offerClaimsCol(), query.limit, query.cursor);
  return { items: docs.map(toClaim), nextCursor };
}

/**
 * POST /admin/swaarm-conversions: credit an open claim by hand or dismiss it. A credit also marks
 * the network's conversion confirmed (with this credit), so a postback arriving later for the same
 * event credits nothing more, and a later reversal takes back exactly this credit.
 */
export async function resolveClaim(actor: string, body: AdminManualCredit, now = new Date()): Promise<MissingCreditClaim> {
  const ref = offerClaimsCol().doc(body.claim_id);
  await db.runTransaction(async (tx) => {
    const claimSnap = await tx.get(ref);
    if (!claimSnap.exists) throw notFound('Claim not found', 'offers/claim-not-found');
    const claim = toClaim(claimSnap);
    if (claim.status !== 'open') throw new HttpError(409, 'offers/claim-resolved', `This claim is already ${claim.status}`);
    const resolved = { resolved_at: Timestamp.fromDate(now), resolved_by: actor };

    if (body.action === 'dismiss') {
      tx.update(ref, { status: 'dismissed', ...resolved, resolution_reason: body.reason });
      auditInTransaction(tx, { actor, action: 'offer-claim.dismiss', target: `offerClaims/${ref.id}`, before: { status: 'open' }, after: { status: 'dismissed' }, reason: body.reason });
      return;
    }

    const { click, event } = await readClickEvent(tx, 'swaarm', claim.click_id, claim.event_id);
    const convSnap = await tx.get(conversionsCol().doc(conversionId(click.network, click.click_id, event.id)));
    if (convSnap.get('status') === 'confirmed')
      throw new HttpError(409, 'offers/already-credited', 'This step was credited meanwhile: dismiss the claim instead');
    const userSnap = await tx.get(userRef(click.uid));
    const amount = body.amount ?? claim.pilot_miles;
    const creditId = txId.offerManual(ref.id);
    await postInTransaction(
      tx,
      click.uid,
      {
        id: creditId,
        type: 'offer',
        amount,
        description: `${click.offer_name}: ${event.name} (missing credit)`,
        meta: { claim_id: ref.id, offer_id: click.offer_id, click_id: click.click_id, event_id: event.id },
      },
      { day: memberToday(userSnap.data(), now).day, now, userSnapshot: userSnap },
    );
    writeConversion(tx, convSnap, {
      conversion: offerConversion(click, event),
      report: { status: 'approved', payoutUsd: null },
      to: 'confirmed',
      amount,
      release: null,
      now,
      source: { by: 'staff', uid: actor, reason: body.reason, action: 'offer-claim.credit' },
      updates: { credit_tx: creditId },
    });
    tx.update(ref, { status: 'credited', ...resolved, resolution_reason: body.reason, credited_pilot_miles: amount });
    auditInTransaction(tx, {
      actor,
      action: 'offer-claim.credit',
      target: `offerClaims/${ref.id}`,
      before: { status: 'open', conversion: convSnap.get('status') ?? null },
      after: { status: 'credited', amount, ledger_id: creditId },
      reason: body.reason,
    });
  }, LEDGER_TRANSACTION);
  return toClaim(await ref.get());
}
