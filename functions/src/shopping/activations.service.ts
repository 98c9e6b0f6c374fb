/**
 * Activating cashback: the member's click to a store. It records a 128-bit random sub-id with the
 * brand's rate at that moment (so a later change in the catalogue cannot change what they earn on
 * this visit) and gives them the network's affiliate link carrying that sub-id, which the network
 * sends back with every report of the orders it tracks.
 */
import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { SUB_ID_PARAMS, type AffiliateNetwork, type ShopActivationResult } from '@pilotmiles/core';
import { notFound } from '../platform/errors';
import { memberToday } from '../platform/memberDay';
import { brandRef, shopActivationsCol, userRef } from '../platform/paths';
import { AFFILIATES_URL } from './shopping.config';
import type { ActivationDoc } from './orders.service';

/** 128 random bits: a sub-id cannot be guessed, so nobody can report an order for someone else. */
const newSubId = () => randomBytes(16).toString('hex');

/**
 * The affiliate link: the brand's network deep link (`tracking_url`) when it has one, else the
 * configured base (`{AFFILIATES_URL}/{network}/click?brand={advertiserId}`, the store simulator
 * locally), with the sub-id in the network's own parameter (Rakuten u1, Impact subId1, CJ sid).
 */
function affiliateLink(
  brand: { network: AffiliateNetwork; advertiser_id: string; tracking_url?: string | null },
  subId: string,
  base = AFFILIATES_URL.value(),
): string {
  const url = new URL(brand.tracking_url || `${base.replace(/\/$/, '')}/${brand.network}/click`);
  if (!brand.tracking_url) url.searchParams.set('brand', brand.advertiser_id);
  url.searchParams.set(SUB_ID_PARAMS[brand.network], subId);
  return url.toString();
}

export interface ActivationRequest {
  uid: string;
  brandId: string;
  ip: string | null;
  userAgent: string | null;
}

/** POST /shopping/v2/activate/{brand}: one activation per click (a member may activate again). */
export async function activate(request: ActivationRequest, now = new Date()): Promise<ShopActivationResult> {
  // Read fresh, not from the catalogue's memory: the snapshot is what the member will earn.
  const [brandSnap, userSnap] = await Promise.all([brandRef(request.brandId).get(), userRef(request.uid).get()]);
  if (!brandSnap.exists || brandSnap.get('active') !== true) throw notFound('Brand not found', 'shopping/brand-not-found');
  if (!userSnap.exists) throw notFound('User not found', 'users/not-found');
  const brand = brandSnap.data()!;
  const subId = newSubId();
  const activation: ActivationDoc = {
    sub_id: subId,
    uid: request.uid,
    brand_id: brandSnap.id,
    brand_name: brand.name,
    category: brand.category,
    network: brand.network,
    advertiser_id: brand.advertiser_id,
    rate: brand.rate,
    up_to: brand.up_to === true,
    approval_days: brand.approval_days ?? 0,
    created_at: Timestamp.fromDate(now),
    day_key: memberToday(userSnap.data(), now).day,
    ip: request.ip,
    user_agent: request.userAgent?.slice(0, 512) ?? null,
  };
  await shopActivationsCol().doc(subId).create(activation);
  return { sub_id: subId, brand_id: brandSnap.id, url: affiliateLink({ ...activation, tracking_url: brand.tracking_url ?? null }, subId) };
}
