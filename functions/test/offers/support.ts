/**
 * Fixtures of the offers tests: an offer written straight into the catalogue (not from the feed,
 * so a feed sync running in another test file leaves it alone), clicks, and postbacks as Swaarm
 * sends them.
 */
import { afterAll } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../src/platform/firebase';
import { SIMULATOR, api, authHeader, uniqueId, type TestUser } from '../support/helpers';

export const POSTBACK_KEY = 'local-postback-secret';

export interface FixtureEvent {
  id: string;
  name: string;
  pilot_miles: number;
}

export const MULTI_STEP: FixtureEvent[] = [
  { id: 'install', name: 'Install', pilot_miles: 70 },
  { id: 'level_10', name: 'Reach level 10', pilot_miles: 350 },
  { id: 'level_30', name: 'Reach level 30', pilot_miles: 6_300 },
];

const made: string[] = [];
// Only this file's fixtures: the shared emulator's catalogue is everyone's (and the public listing's).
afterAll(async () => {
  await Promise.all(made.splice(0).map((id) => db.collection('offers').doc(id).delete()));
});

/** An active offer in `offers` with these events (deleted after the test file). */
export async function makeOffer(events: FixtureEvent[] = MULTI_STEP, extra: Record<string, unknown> = {}) {
  const id = uniqueId('t');
  made.push(id);
  await db
    .collection('offers')
    .doc(id)
    .set({
      id,
      name: `Test offer ${id.slice(2, 8)}`,
      description: '<p>Play and earn</p>',
      preview_url: null,
      platform: 'ios',
      platform_display: 'iOS',
      type: 'CPE',
      tags: ['category:game'],
      summary_pilot_miles: events.reduce((n, e) => n + e.pilot_miles, 0),
      events,
      popularity: 0,
      network: 'swaarm',
      active: true,
      tracking_url: `${SIMULATOR}/swaarm/click?offer_id=${id}&pub_id=pm-local`,
      ...extra,
    });
  return id;
}

/** A start through the API: the click id. */
export async function startOffer(user: TestUser, offerId: string): Promise<string> {
  const res = await api().post(`/api/swaarm/offers/${offerId}/click`).set(authHeader(user));
  if (res.status !== 201) throw new Error(`click failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.click_id;
}

/** Moves a click's start into the past (missing-credit claims open 24 h after it). */
export async function backdateClick(clickId: string, hoursAgo: number) {
  await db
    .collection('offerClicks')
    .doc(clickId)
    .update({ created_at: Timestamp.fromMillis(Date.now() - hoursAgo * 60 * 60 * 1000) });
}

export interface PostbackParams {
  click_id?: string;
  event_id?: string;
  payout?: string | number;
  status?: string;
  key?: string;
}

/** GET /api/postbacks/swaarm as the network calls it (the right key unless told otherwise). */
export function postback(params: PostbackParams, ip?: string) {
  const query = { payout: '1.00', status: 'approved', key: POSTBACK_KEY, ...params };
  const req = api().get('/api/postbacks/swaarm').query(query);
  return ip ? req.set('x-forwarded-for', ip) : req;
}

export async function conversion(clickId: string, eventId: string) {
  return (await db.collection('conversions').doc(`swaarm:${clickId}:${eventId}`).get()).data();
}

/** The raw postbacks stored for a click. */
export async function storedPostbacks(clickId: string) {
  const snap = await db.collection('postbacks').where('query.click_id', '==', clickId).get();
  return snap.docs.map((d) => d.data());
}
