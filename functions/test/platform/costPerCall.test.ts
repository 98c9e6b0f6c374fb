/**
 * Firestore documents read and written by each hot call, warm (docs/architecture.md, "Tests"):
 * what a call costs at scale is these figures times its traffic, so a change that adds a read to
 * every page view or a write to every claim shows here as a failing row.
 *
 * Each row is measured on an instance already warmed by the same call (catalogues, configs and
 * the caller's session cached), for a fresh member (their first claim, entry or credit of the
 * day), alone in the process (test/support/callCost.ts). Reads are what Firestore bills:
 * documents returned, 1 for a query that found nothing, 1 per 1,000 entries an aggregation
 * matched; writes are each document created, set, updated or deleted. Work a call hands to a task
 * queue is not the call's: queued tasks wait here (PM_LOCAL_TASKS=manual) and are not run.
 *
 * When a change moves a figure on purpose: `UPDATE_COSTS=1` rewrites the table from a run.
 */
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { countWords, dayKey, DEFAULT_TIMEZONE, type AdminReward, type AdminSweepstake } from '@pilotmiles/core';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../src/platform/firebase';
import { post } from '../../src/platform/ledger';
import { saveArticles } from '../../src/articles/catalog.service';
import { webSearchOverrides } from '../../src/webSearch/webSearch.service';
import { SIMULATOR, api, authHeader, createUser, uniqueId } from '../support/helpers';
import { costOf, costTable, type Cost } from '../support/callCost';
import { makeOffer, postback as swaarmPostback, startOffer } from '../offers/support';
import { postback as cpxPostback, transId } from '../surveys/support';
import { activate, impactQuery, makeBrand, newOrderId, rakutenPostback, sendRaw, type BrandFixture } from '../shopping/support';
import { makeMember, makeReward } from '../rewards/support';
import { makeSweepstake } from '../sweepstakes/support';
import { freshQuery, useConfig } from '../webSearch/support';

// One row per call: documents read and written by one warm call, and (comment) the billed reads
// per collection in the run that wrote the row. UPDATE_COSTS=1 rewrites each row's line.
const COSTS = {
  // Member's profile.
  'GET /users': { reads: 1, writes: 0 }, // users 1
  // Listings.
  'GET /swaarm/offers': { reads: 0, writes: 0 },
  'GET /articles/headers': { reads: 0, writes: 0 },
  'GET /articles/headers (member)': { reads: 1, writes: 0 }, // users 1
  'GET /articles/{slug} (member)': { reads: 3, writes: 1 }, // articleOpens 2, users 1
  'GET /sweepstakes': { reads: 0, writes: 0 },
  'GET /sweepstakes (member)': { reads: 0, writes: 0 }, // entries 19
  'GET /rewards': { reads: 0, writes: 0 },
  'GET /earn/offers': { reads: 0, writes: 0 },
  // The earn hub.
  'GET /earn/v2': { reads: 2, writes: 0 }, // searchDays 1, users 1
  // Claims.
  'POST /users/daily-bonus': { reads: 2, writes: 3 }, // transactions 1, users 1
  'POST /articles/claim': { reads: 4, writes: 3 }, // articleOpens 1, articles 1, transactions 1, users 1
  'POST /users/daily-challenge/claim': { reads: 2, writes: 3 }, // transactions 1, users 1
  'POST /web-search (credited)': { reads: 3, writes: 3 }, // searchDays 1, transactions 1, users 1
  // Spending.
  'POST /rewards/redeem (approved)': { reads: 2, writes: 4 }, // payouts 1, users 1
  'POST /sweepstakes/{id}/enter': { reads: 4, writes: 4 }, // entries 1, sweepstakes 1, transactions 1, users 1
  // Partners' reports.
  'GET /postbacks/swaarm': { reads: 4, writes: 5 }, // conversions 1, offerClicks 1, transactions 1, users 1
  'GET /postbacks/cpx': { reads: 6, writes: 5 }, // conversions 1, transactions 1, users 4
  'GET /postbacks/rakuten': { reads: 2, writes: 2 }, // conversions 1, shopActivations 1
  'GET /postbacks/impact': { reads: 2, writes: 2 }, // conversions 1, shopActivations 1
  // Analytics.
  'POST /events': { reads: 0, writes: 1 },
  'POST /events (member)': { reads: 0, writes: 1 },
} satisfies Record<string, Cost>;

type Call = keyof typeof COSTS;

/**
 * Reads left out of a row because they grow with data every test file shares (so no figure would
 * hold from run to run); the failure message still shows them.
 */
const GROWS_WITH: Partial<Record<Call, string[]>> = {
  // The member's entry in each sweepstake on the page (up to its limit): the test files' open ones.
  'GET /sweepstakes (member)': ['entries'],
};
/** A request not sent yet (supertest sends when awaited). */
type Send = () => PromiseLike<{ status: number; body: unknown }>;

const { expectCost } = costTable(COSTS, fileURLToPath(import.meta.url));

// Shared fixtures, made before any call is warmed (making them resets the catalogues they live in).
let slug: string;
let reward: AdminReward;
let sweepstake: AdminSweepstake;
let offerId: string;
let rakuten: BrandFixture;
let impact: BrandFixture;
let challengeTarget: number;

beforeAll(async () => {
  slug = uniqueId('cost-article').toLowerCase();
  const content = 'A short article for the cost-per-call tests.\n\n## Section\n\nSome advice.\n';
  await saveArticles([
    { slug, title: `Cost article ${slug}`, date: '2001-01-01', content, content_length: countWords(content), img: null, excerpt: 'For the cost tests.', published: true },
  ]);
  [reward, sweepstake, offerId, rakuten, impact] = await Promise.all([
    makeReward(),
    makeSweepstake({ entryCost: 100, maxEntries: 5 }),
    makeOffer(),
    makeBrand({ network: 'rakuten' }),
    makeBrand({ network: 'impact' }),
  ]);
  const config = await api().get('/api/users/daily-challenge/config').set(authHeader(await createUser()));
  challengeTarget = (config.body.data.tiers as Array<{ target: number }>)[0]!.target;
  useConfig();
});

afterAll(async () => {
  for (const key of Object.keys(webSearchOverrides)) delete webSearchOverrides[key as keyof typeof webSearchOverrides];
  await db.collection('articles').doc(slug).delete();
});

/** A signed-in GET for a fresh member. */
const memberGet = (path: string) => async (): Promise<Send> => {
  const member = await createUser();
  return () => api().get(path).set(authHeader(member));
};
const anonymousGet = (path: string) => async (): Promise<Send> => () => api().get(path);

const event = (headers: Record<string, string>) => () =>
  api()
    .post('/api/events')
    .set(headers)
    .send({ event_type: 'page_view', session_id: uniqueId('s').slice(0, 40), page_url: 'http://127.0.0.1:5000/offers' });

/** Impact's action recorded at the simulator (what its API will answer), then the notification naming it. */
async function impactReport(subId: string): Promise<Send> {
  const orderId = newOrderId();
  const actionId = `${impact.advertiser_id}.${orderId}`;
  const res = await fetch(`${SIMULATOR}/affiliates/impact/control/actions/${actionId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ campaign_id: impact.advertiser_id, sub_id: subId, oid: orderId, amount: 100, payout: 5, state: 'PENDING' }),
  });
  if (!res.ok) throw new Error(`simulator control: ${res.status} ${await res.text()}`);
  return () => sendRaw('impact', impactQuery({ ActionId: actionId, Status: 'PENDING' }));
}

/**
 * How each call is made: everything it needs (a fresh member, their click or activation), and the
 * request to send. Run twice per row: once to warm the instance, once measured.
 */
const CALLS: Record<Call, () => Promise<Send>> = {
  'GET /users': memberGet('/api/users'),
  'GET /swaarm/offers': anonymousGet('/api/swaarm/offers'),
  'GET /articles/headers': anonymousGet('/api/articles/headers'),
  'GET /articles/headers (member)': memberGet('/api/articles/headers'),
  'GET /articles/{slug} (member)': async () => memberGet(`/api/articles/${slug}`)(),
  // Open ones (the list's first part, from the instance's cache): the finished part is a paged
  // query whose size follows what the other test files left.
  'GET /sweepstakes': anonymousGet('/api/sweepstakes?status=active'),
  'GET /sweepstakes (member)': memberGet('/api/sweepstakes?status=active'),
  'GET /rewards': anonymousGet('/api/rewards'),
  'GET /earn/offers': anonymousGet('/api/earn/offers'),
  'GET /earn/v2': memberGet('/api/earn/v2'),

  'POST /users/daily-bonus': async () => {
    const member = await createUser();
    return () => api().post('/api/users/daily-bonus').set(authHeader(member));
  },
  'POST /articles/claim': async () => {
    const member = await createUser();
    // Opened long enough ago (the 20 s rule), today (a minute ago may be yesterday), as GET /articles/{slug} records it.
    const at = new Date(Date.now() - 60_000);
    await db.collection('users').doc(member.uid).collection('articleOpens').doc(slug).set({ day_key: dayKey(new Date(), 'UTC'), opened_at: Timestamp.fromDate(at) });
    return () => api().post('/api/articles/claim').set(authHeader(member)).send({ slug });
  },
  'POST /users/daily-challenge/claim': async () => {
    const member = await createUser();
    await post(member.uid, { id: uniqueId('article'), type: 'article', amount: challengeTarget, description: 'Article read' }, { day: dayKey(new Date(), DEFAULT_TIMEZONE) });
    return () => api().post('/api/users/daily-challenge/claim').set(authHeader(member)).send({ tier: 0 });
  },
  'POST /web-search (credited)': async () => {
    const member = await createUser();
    // Every qualifying search pays (webSearch/support TEST_CONFIG).
    return () => api().post('/api/web-search').set(authHeader(member)).send({ q: freshQuery() });
  },

  'POST /rewards/redeem (approved)': async () => {
    // A trusted member's small card is approved at once (rewards/support makeMember).
    const member = await makeMember({ balance: 2_000 });
    return () => api().post('/api/rewards/redeem').set(authHeader(member)).send({ reward_id: reward.id, value: 10, request_id: randomUUID() });
  },
  'POST /sweepstakes/{id}/enter': async () => {
    const member = await makeMember({ balance: 1_000 });
    return () => api().post(`/api/sweepstakes/${sweepstake.id}/enter`).set(authHeader(member)).send({ entries: 1, request_id: randomUUID() });
  },

  'GET /postbacks/swaarm': async () => {
    const clickId = await startOffer(await createUser(), offerId);
    return () => swaarmPostback({ click_id: clickId, event_id: 'install' });
  },
  'GET /postbacks/cpx': async () => {
    const member = await createUser();
    return () => cpxPostback({ trans_id: transId(), user_id: member.uid });
  },
  'GET /postbacks/rakuten': async () => {
    const { sub_id } = await activate(await createUser(), rakuten.id);
    return () => rakutenPostback({ subId: sub_id, orderId: newOrderId(), advertiserId: rakuten.advertiser_id, sale: 100, commission: 5 });
  },
  'GET /postbacks/impact': async () => impactReport((await activate(await createUser(), impact.id)).sub_id),

  'POST /events': async () => event({}),
  'POST /events (member)': async () => event(authHeader(await createUser())),
};

describe('Firestore documents per warm call', () => {
  for (const call of Object.keys(COSTS) as Call[]) {
    it(call, async () => {
      const warm = await (await CALLS[call]())();
      if (warm.status >= 300) throw new Error(`${call}: the warming call answered ${warm.status} ${JSON.stringify(warm.body)}`);
      const send = await CALLS[call]();
      expectCost(call, await costOf(call, send, GROWS_WITH[call]));
    });
  }
});
