/**
 * Starting an offer: a click records what the offer promises this member for each event (so a
 * later change in the catalogue cannot change what they earn) and gives them the network's
 * tracking link with our click id in it.
 */
import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { OfferClickResult } from '@pilotmiles/core';
import { notFound } from '../platform/errors';
import { memberToday } from '../platform/memberDay';
import { offerClicksCol, offerRef, userRef } from '../platform/paths';
import type { ClickDoc } from './conversions.service';
import { expiry } from '../platform/retention';

/** 128 random bits: a click id cannot be guessed, so nobody can report a conversion for someone else's click. */
const newClickId = () => randomBytes(16).toString('hex');

/** The tracking link with our click id as Swaarm's `pub_click_id`. */
function trackingLink(base: string, clickId: string): string {
  const url = new URL(base);
  url.searchParams.set('pub_click_id', clickId);
  return url.toString();
}

export interface ClickRequest {
  uid: string;
  offerId: string;
  ip: string | null;
  userAgent: string | null;
}

/** POST /swaarm/offers/{id}/click: one click per start (a member may start an offer again). */
export async function recordClick(request: ClickRequest, now = new Date()): Promise<OfferClickResult> {
  const [offerSnap, userSnap] = await Promise.all([offerRef(request.offerId).get(), userRef(request.uid).get()]);
  if (!offerSnap.exists || offerSnap.get('active') !== true) throw notFound('Offer not found', 'offers/not-found');
  if (!userSnap.exists) throw notFound('User not found', 'users/not-found');
  const offer = offerSnap.data()!;
  const clickId = newClickId();
  const click: ClickDoc & Record<string, unknown> = {
    click_id: clickId,
    uid: request.uid,
    offer_id: offerSnap.id,
    offer_name: offer.name,
    network: offer.network ?? 'swaarm',
    tags: offer.tags ?? [],
    platform: offer.platform ?? null,
    // For the member's activity list, which then needs no catalogue read.
    preview_url: offer.preview_url ?? null,
    platform_display: offer.platform_display ?? '',
    events: (offer.events ?? []).map((e: { id: string; name: string; pilot_miles: number }) => ({
      id: e.id,
      name: e.name,
      pilot_miles: e.pilot_miles,
    })),
    ip: request.ip,
    user_agent: request.userAgent?.slice(0, 512) ?? null,
    created_at: Timestamp.fromDate(now),
    ...expiry('offerClicks', now),
    day_key: memberToday(userSnap.data(), now).day,
  };
  await offerClicksCol().doc(clickId).create(click);
  return { click_id: clickId, tracking_url: trackingLink(offer.tracking_url, clickId) };
}
