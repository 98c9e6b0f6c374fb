/**
 * Missing-cashback claims (docs/shopping.md): a member who shopped through an activation but whose
 * order the network never reported tells us the store, order number, date and amount. Staff
 * credit it by hand (`shop:manual:{claimId}`) or dismiss it, with a reason, audited. A credit also
 * records the order's conversion as confirmed with that credit, so a report arriving later pays
 * nothing more, and a later reversal takes back exactly the manual credit.
 */
import { Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import {
  SHOP_CLAIM_MAX_AGE_DAYS,
  SHOP_CLAIM_MIN_AGE_DAYS,
  cashbackPilotMiles,
  claimExistsMessage,
  shopClaimWindow,
  txId,
  type AdminShopClaim,
  type AdminShopClaimAction,
  type AdminShopClaimsPage,
  type AdminShopClaimsQuery,
  type ConversionStatus,
  type ShopClaim,
  type ShopClaimBody,
} from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { isoTime } from '../platform/isoTime';
import { HttpError, badRequest, notFound } from '../platform/errors';
import { LEDGER_TRANSACTION, postInTransaction } from '../platform/ledger';
import { memberToday } from '../platform/memberDay';
import { auditInTransaction } from '../platform/audit';
import { brandRef, conversionsCol, shopActivationsCol, shopClaimsCol, userRef } from '../platform/paths';
import { writeConversion } from '../conversions';
import { shopConversion, shopConversionId, type ActivationDoc } from './orders.service';
import { toShopClaim } from './member.service';

const conflict = (code: string, message: string) => new HttpError(409, code, message);

/** One claim per member, brand and order number. */
export const shopClaimId = (uid: string, brandId: string, orderId: string) => `${uid}:${brandId}:${orderId}`;

/** Statuses of an order's conversion that mean the network tracked it: nothing to claim. */
const TRACKED: Readonly<Partial<Record<ConversionStatus, string>>> = {
  pending: 'already tracked and pending',
  confirmed: 'already credited',
  reversed: 'tracked and then returned',
};

const WINDOW_MESSAGES = {
  future: 'The order date is in the future',
  'too-early': `Orders can take a couple of days to track: you can report one from ${SHOP_CLAIM_MIN_AGE_DAYS} days after the order`,
  'too-late': `You can report a missing order up to ${SHOP_CLAIM_MAX_AGE_DAYS} days after it`,
} as const;

/**
 * POST /shopping/claims: allowed SHOP_CLAIM_MIN_AGE_DAYS..SHOP_CLAIM_MAX_AGE_DAYS (member's days)
 * after the order, only with an activation of that brand on or before the order date, once per
 * member, brand and order, and never for an order the network already tracked.
 */
export async function openShopClaim(uid: string, body: ShopClaimBody, now = new Date()): Promise<ShopClaim> {
  const brandSnap = await brandRef(body.brand_id).get();
  if (!brandSnap.exists) throw notFound('Brand not found', 'shopping/brand-not-found');
  const network = brandSnap.get('network') as string;
  const ref = shopClaimsCol().doc(shopClaimId(uid, body.brand_id, body.order_id));

  return db.runTransaction(async (tx) => {
    const [existing, conversion, user] = await tx.getAll(ref, conversionsCol().doc(shopConversionId(network, body.order_id)), userRef(uid));
    if (!user!.exists) throw notFound('User not found', 'users/not-found');
    const window = shopClaimWindow(body.order_date, memberToday(user!.data(), now).day);
    if (window !== 'open') throw new HttpError(409, 'shopping/claim-window', WINDOW_MESSAGES[window], 'order_date');
    if (existing!.exists) {
      const found = toShopClaim(existing!);
      throw conflict('shopping/claim-exists', claimExistsMessage(`order ${found.order_id} at ${found.brand_name}`, found));
    }
    const tracked = TRACKED[conversion!.get('status') as ConversionStatus];
    if (tracked) throw conflict('shopping/already-tracked', `This order is ${tracked}`);
    const activations = await tx.get(
      shopActivationsCol()
        .where('uid', '==', uid)
        .where('brand_id', '==', body.brand_id)
        .where('day_key', '<=', body.order_date)
        .orderBy('day_key', 'desc')
        .limit(1),
    );
    const activation = activations.docs[0]?.data() as ActivationDoc | undefined;
    if (!activation)
      throw conflict(
        'shopping/no-activation',
        `We have no cashback activation of ${brandSnap.get('name')} on or before ${body.order_date}: cashback is tracked only for orders made after 'Activate cashback'`,
      );
    const claim = {
      uid,
      email: user!.get('email') ?? null,
      brand_id: body.brand_id,
      brand_name: activation.brand_name,
      network: activation.network,
      order_id: body.order_id,
      order_date: body.order_date,
      amount: body.amount,
      sub_id: activation.sub_id,
      rate: activation.rate,
      expected_pilot_miles: cashbackPilotMiles(activation.rate, body.amount),
      status: 'open' as const,
      created_at: Timestamp.fromDate(now),
      resolved_at: null,
      resolved_by: null,
      resolution_reason: null,
      credited_pilot_miles: null,
    };
    tx.create(ref, claim);
    return {
      id: ref.id,
      brand_id: claim.brand_id,
      brand_name: claim.brand_name,
      order_id: claim.order_id,
      order_date: claim.order_date,
      amount: claim.amount,
      status: claim.status,
      created_at: now.toISOString(),
    };
  });
}

export function toAdminShopClaim(doc: DocumentSnapshot): AdminShopClaim {
  return {
    ...toShopClaim(doc),
    uid: doc.get('uid'),
    email: doc.get('email') ?? null,
    network: doc.get('network'),
    sub_id: doc.get('sub_id'),
    expected_pilot_miles: doc.get('expected_pilot_miles'),
    credited_pilot_miles: doc.get('credited_pilot_miles') ?? null,
    resolved_at: isoTime(doc.get('resolved_at')),
    resolved_by: doc.get('resolved_by') ?? null,
    resolution_reason: doc.get('resolution_reason') ?? null,
  };
}

/** GET /admin/shopping-claims: newest first, optionally one status, in cursor pages. */
export async function listShopClaims(query: AdminShopClaimsQuery): Promise<AdminShopClaimsPage> {
  let q: Query = shopClaimsCol();
  if (query.status) q = q.where('status', '==', query.status);
  q = q.orderBy('created_at', 'desc').orderBy('__name__', 'desc');
  if (query.cursor) {
    const last = await shopClaimsCol().doc(query.cursor).get();
    if (!last.exists) throw badRequest('cursor: unknown cursor', 'cursor');
    q = q.startAfter(last);
  }
  const snap = await q.limit(query.limit + 1).get();
  const docs = snap.docs.slice(0, query.limit);
  return { items: docs.map(toAdminShopClaim), nextCursor: snap.size > query.limit ? docs[docs.length - 1]!.id : null };
}

/** POST /admin/shopping-claims: credit an open claim by hand, or dismiss it; one transaction with its audit entry. */
export async function resolveShopClaim(actor: string, body: AdminShopClaimAction, now = new Date()): Promise<AdminShopClaim> {
  const ref = shopClaimsCol().doc(body.claim_id);
  await db.runTransaction(async (tx) => {
    const claimSnap = await tx.get(ref);
    if (!claimSnap.exists) throw notFound('Claim not found', 'shopping/claim-not-found');
    const claim = toAdminShopClaim(claimSnap);
    if (claim.status !== 'open') throw conflict('shopping/claim-resolved', `This claim is already ${claim.status}`);
    const resolved = { resolved_at: Timestamp.fromDate(now), resolved_by: actor, resolution_reason: body.reason };
    const target = `shopClaims/${ref.id}`;

    if (body.action === 'dismiss') {
      tx.update(ref, { status: 'dismissed', ...resolved });
      auditInTransaction(tx, { actor, action: 'shop-claim.dismiss', target, before: { status: 'open' }, after: { status: 'dismissed' }, reason: body.reason });
      return;
    }

    const activationSnap = await tx.get(shopActivationsCol().doc(claim.sub_id));
    const activation = activationSnap.data() as ActivationDoc | undefined;
    if (!activation) throw notFound('The activation of this claim is gone', 'shopping/unknown-sub-id');
    const convSnap = await tx.get(conversionsCol().doc(shopConversionId(claim.network, claim.order_id)));
    const status = convSnap.get('status') as ConversionStatus | undefined;
    if (TRACKED[status as ConversionStatus])
      throw conflict('shopping/already-tracked', `The network reported this order meanwhile (${status}): dismiss the claim instead`);
    if (convSnap.exists && convSnap.get('uid') !== claim.uid)
      throw conflict('shopping/order-conflict', 'This order number is recorded for another member');
    const userSnap = await tx.get(userRef(claim.uid));
    const amount = body.amount_pm ?? claim.expected_pilot_miles;
    const creditId = txId.shopManual(ref.id);
    const source = { by: 'staff', uid: actor, reason: body.reason, action: 'shop-claim.credit' } as const;
    await postInTransaction(
      tx,
      claim.uid,
      {
        id: creditId,
        type: 'shopping',
        amount,
        description: `${claim.brand_name}: order ${claim.order_id} (missing cashback)`,
        meta: { claim_id: ref.id, brand_id: claim.brand_id, order_id: claim.order_id, sub_id: claim.sub_id },
      },
      { day: memberToday(userSnap.data(), now).day, now, userSnapshot: userSnap },
    );
    writeConversion(tx, convSnap, {
      conversion: shopConversion(activation, { orderId: claim.order_id, saleAmount: claim.amount, commissionUsd: null }, now),
      report: { status: 'approved', payoutUsd: null },
      to: 'confirmed',
      amount,
      release: null,
      now,
      source,
      updates: { credit_tx: creditId },
    });
    tx.update(ref, { status: 'credited', ...resolved, credited_pilot_miles: amount });
    auditInTransaction(tx, {
      actor,
      action: 'shop-claim.credit',
      target,
      before: { status: 'open', conversion: status ?? null },
      after: { status: 'credited', amount, ledger_id: creditId },
      reason: body.reason,
    });
  }, LEDGER_TRANSACTION);
  return toAdminShopClaim(await ref.get());
}
