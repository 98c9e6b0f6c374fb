/**
 * A member's own offer activity: what they started, where each event stands, what is pending
 * (also shown in the transactions history) and their missing-credit claims.
 */
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  MISSING_CREDIT_MAX_AGE_DAYS,
  MISSING_CREDIT_MIN_AGE_HOURS,
  claimExistsMessage,
  missingCreditOpen,
  type ConversionStatus,
  type MissingCreditBody,
  type MissingCreditClaim,
  type MissingCreditStatus,
  type OfferActivity,
} from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { isoTime } from '../platform/isoTime';
import { HttpError, notFound } from '../platform/errors';
import { conversionsCol, offerClaimsCol, offerClicksCol, userRef } from '../platform/paths';
import type { ClickDoc } from './conversions.service';

/** How much history the activity view reads: the latest starts, with their conversions and claims. */
const ACTIVITY_CLICKS = 100;
const ACTIVITY_CONVERSIONS = 300;

/**
 * One claim per member, offer and step, whatever the start: starting an offer again makes a new
 * click but no new event, so the id leaves the click out. Uids and offer ids have no ':'.
 */
export const claimId = (uid: string, offerId: string, eventId: string) => `${uid}:${offerId}:${eventId}`;

export function toClaim(doc: QueryDocumentSnapshot | FirebaseFirestore.DocumentSnapshot): MissingCreditClaim {
  const d = doc.data() ?? {};
  return {
    id: doc.id,
    uid: d.uid,
    email: d.email ?? null,
    click_id: d.click_id,
    offer_id: d.offer_id,
    offer_name: d.offer_name,
    event_id: d.event_id,
    event_name: d.event_name,
    pilot_miles: d.pilot_miles,
    note: d.note,
    status: d.status,
    created_at: isoTime(d.created_at) ?? '',
    resolved_at: isoTime(d.resolved_at),
    resolved_by: d.resolved_by ?? null,
  };
}

/** GET /swaarm/offers_events: each started offer (its latest start) with its events' standing. */
export async function offersActivity(uid: string, now = new Date()): Promise<OfferActivity[]> {
  const [clicks, conversions, claims] = await Promise.all([
    offerClicksCol().where('uid', '==', uid).orderBy('created_at', 'desc').limit(ACTIVITY_CLICKS).get(),
    conversionsCol().where('uid', '==', uid).where('kind', '==', 'offer').orderBy('updated_at', 'desc').limit(ACTIVITY_CONVERSIONS).get(),
    offerClaimsCol().where('uid', '==', uid).orderBy('created_at', 'desc').limit(ACTIVITY_CLICKS).get(),
  ]);

  // The latest report of each offer event, whichever start it came from (newest first already).
  const latest = new Map<string, FirebaseFirestore.DocumentData>();
  for (const doc of conversions.docs) {
    const key = `${doc.get('offer_id')}:${doc.get('event_id')}`;
    if (!latest.has(key)) latest.set(key, doc.data());
  }
  // Newest first, so each offer shows its latest claim, whichever start it named.
  const claimOf = new Map<string, QueryDocumentSnapshot>();
  for (const d of claims.docs) if (!claimOf.has(d.get('offer_id'))) claimOf.set(d.get('offer_id'), d);

  const seen = new Set<string>();
  const activity: OfferActivity[] = [];
  for (const doc of clicks.docs) {
    const click = doc.data() as ClickDoc & { preview_url?: string | null; platform_display?: string; tags?: string[] };
    if (seen.has(click.offer_id)) continue;
    seen.add(click.offer_id);
    const events = click.events.map((e) => {
      const c = latest.get(`${click.offer_id}:${e.id}`);
      const status = (c?.status as ConversionStatus | undefined) ?? null;
      return {
        id: e.id,
        name: e.name,
        pilot_miles: c?.pilot_miles ?? e.pilot_miles,
        status,
        confirms_at: status === 'pending' ? isoTime(c?.release_at) : null,
        updated_at: isoTime(c?.updated_at),
      };
    });
    const sum = (s: ConversionStatus) => events.filter((e) => e.status === s).reduce((n, e) => n + e.pilot_miles, 0);
    const claim = claimOf.get(click.offer_id);
    const uncredited = events.some((e) => e.status !== 'confirmed' && e.status !== 'pending');
    activity.push({
      offer_id: click.offer_id,
      offer_name: click.offer_name,
      preview_url: click.preview_url ?? null,
      platform_display: click.platform_display ?? '',
      tags: click.tags ?? [],
      click_id: click.click_id,
      started_at: isoTime(click.created_at) ?? '',
      events,
      earned_pilot_miles: sum('confirmed'),
      pending_pilot_miles: sum('pending'),
      can_claim_missing: uncredited && missingCreditOpen(click.created_at.toDate(), now),
      claim: claim
        ? { id: claim.id, status: claim.get('status') as MissingCreditStatus, created_at: isoTime(claim.get('created_at')) ?? '' }
        : null,
    });
  }
  return activity;
}

const conflict = (code: string, message: string) => new HttpError(409, code, message);

/**
 * POST /swaarm/offers/missing-credit: one claim per member, offer and step (`claimId`), from 24 h to
 * 30 days after the start it names, for a step neither credited nor pending through any start of
 * the offer. The deterministic id
 * makes concurrent claims from different starts meet on one document; the query finds a claim
 * stored before ids left the click out (`{clickId}:{eventId}`). Someone else's click reads as unknown.
 */
export async function openMissingCredit(uid: string, body: MissingCreditBody, now = new Date()): Promise<MissingCreditClaim> {
  return db.runTransaction(async (tx) => {
    const clickSnap = await tx.get(offerClicksCol().doc(body.click_id));
    const click = clickSnap.data() as ClickDoc | undefined;
    if (!click || click.uid !== uid) throw notFound('Unknown click', 'offers/unknown-click');
    const event = click.events.find((e) => e.id === body.event_id);
    if (!event) throw notFound('Unknown event for this offer', 'offers/unknown-event');
    const ref = offerClaimsCol().doc(claimId(uid, click.offer_id, event.id));
    const ofStep = <Q extends FirebaseFirestore.Query>(q: Q) =>
      q.where('uid', '==', uid).where('offer_id', '==', click.offer_id).where('event_id', '==', event.id);
    const [existing, user] = await tx.getAll(ref, userRef(uid));
    const earlier = existing!.exists ? existing! : (await tx.get(ofStep(offerClaimsCol()).limit(1))).docs[0];
    if (earlier) {
      const found = toClaim(earlier);
      throw conflict('offers/claim-exists', claimExistsMessage(`"${found.event_name}" of ${found.offer_name}`, found));
    }
    // The step's reports from every start of the offer: credited or pending through another start is tracked too.
    const reports = await tx.get(ofStep(conversionsCol()));
    const statuses = reports.docs.map((d) => d.get('status') as ConversionStatus);
    const status = statuses.find((s) => s === 'confirmed') ?? statuses.find((s) => s === 'pending');
    if (status)
      throw conflict('offers/already-tracked', `This step is already ${status === 'confirmed' ? 'credited' : 'pending'}`);
    if (!missingCreditOpen(click.created_at.toDate(), now))
      throw conflict(
        'offers/claim-window',
        `You can report missing PilotMiles from ${MISSING_CREDIT_MIN_AGE_HOURS} hours to ${MISSING_CREDIT_MAX_AGE_DAYS} days after you started the offer`,
      );
    const claim = {
      uid,
      email: user!.get('email') ?? null,
      click_id: click.click_id,
      offer_id: click.offer_id,
      offer_name: click.offer_name,
      event_id: event.id,
      event_name: event.name,
      pilot_miles: event.pilot_miles,
      note: body.note,
      status: 'open' as const,
      created_at: Timestamp.fromDate(now),
      resolved_at: null,
      resolved_by: null,
    };
    tx.create(ref, claim);
    return { id: ref.id, ...claim, created_at: now.toISOString(), resolved_at: null };
  });
}
