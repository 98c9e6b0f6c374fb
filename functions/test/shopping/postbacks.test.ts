/**
 * Cashback through the conversion engine (docs/shopping.md), each network as it documents itself,
 * against the store simulator: Rakuten's transactions (pending at most; staff approve; a negative
 * transaction is a return), Impact's notifications confirmed through its Actions API (nothing but
 * the ActionId trusted), CJ read from its Commission Detail API (it pushes nothing). Also the
 * amount from the activation's rate snapshot, one credit per order under concurrent duplicates,
 * forged, replayed and malformed reports, unknown sub-ids and orders claimed by someone else's
 * activation, and staff moving shopping conversions like any other. Every test ends with
 * total_coins == sum(ledger).
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AffiliateNetwork } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { cjApi } from '../../src/shopping/cj.adapter';
import { syncCjCommissions } from '../../src/shopping/cjCommissions.job';
import {
  api,
  authHeader,
  checkLedgersAfterEachTest,
  createUser,
  expectLedgerConsistent,
  ledger,
  storedState,
  type TestUser,
} from '../support/helpers';
import {
  SECRETS,
  activate,
  buyAtSimulator,
  conversion,
  impactQuery,
  listen,
  makeBrand,
  newOrderId,
  rakutenPostback,
  rakutenQuery,
  sendRaw,
  settleAtSimulator,
  settleRefused,
  updateBrand,
  type SimSent,
} from './support';

checkLedgersAfterEachTest();

const DAY_MS = 24 * 60 * 60 * 1000;
/** Where a push goes nowhere: the simulator moves the order, our API hears nothing. */
const NOWHERE = 'http://127.0.0.1:1/api';
const shopEntries = async (uid: string) => (await ledger(uid)).filter((e) => e.type.startsWith('shopping'));
const answer = (sent: SimSent | null) => JSON.parse(sent!.body) as { data: { outcome: string; status: string } };
/** The query string of what the simulator pushed (to send it again, as a replay). */
const queryOf = (sent: SimSent | null) => new URL(sent!.url).search.slice(1);

let server: Server;
let apiBase: string;
beforeAll(async () => {
  ({ server, apiBase } = await listen());
});
afterAll(() => new Promise((r) => server.close(r)));

async function shopper(network: AffiliateNetwork = 'rakuten', extra: Record<string, unknown> = {}) {
  const member = await createUser();
  const brand = await makeBrand({ network, ...extra });
  const { sub_id } = await activate(member, brand.id);
  return { member, brand, subId: sub_id };
}

async function staff(admin: TestUser, id: string, action: 'approve' | 'reverse', reason: string) {
  return api().patch('/api/admin/swaarm-conversions').set(authHeader(admin)).send({ id, action, reason });
}

describe('Rakuten Advertising: transactions pushed by the Postback API, never an approval', () => {
  it('holds the order pending with its expected date; staff approve it; a negative transaction takes it back once', async () => {
    // Northwind Outfitters at Rakuten in the simulator: advertiser 38605.
    const { member, brand, subId } = await shopper('rakuten', { advertiser_id: '38605', rate: { kind: 'percent', percent: 6 }, approval_days: 60 });
    const { order, sent } = await buyAtSimulator({ network: 'rakuten', brand: '38605', sid: subId, amount: 89.9, api_base: apiBase });
    expect(sent!.status).toBe(200);
    expect(answer(sent)).toEqual({ data: { outcome: 'held', status: 'pending' } });
    expect(await shopEntries(member.uid)).toEqual([]);

    const stored = await conversion('rakuten', order.id);
    expect(stored).toMatchObject({
      kind: 'shopping',
      uid: member.uid,
      status: 'pending',
      pilot_miles: 539,
      click_id: subId,
      offer_id: brand.id,
      event_id: order.id,
      sale_amount: 89.9,
      commission_usd: order.commission,
      pending_policy: 'await-network',
      release_at: null,
    });
    const expected = stored!.expected_at.toMillis();
    expect(Math.abs(expected - (Date.now() + 60 * DAY_MS))).toBeLessThan(60_000);
    const dashboard = await api().get('/api/shopping/dashboard').set(authHeader(member));
    expect(dashboard.body.data).toMatchObject({ pending_pilot_miles: 539, confirmed_pilot_miles: 0 });
    const history = await api().get('/api/users/transactions-history').set(authHeader(member));
    expect(history.body.data.pending).toEqual([
      expect.objectContaining({ id: `shop:rakuten:${order.id}`, amount: 539, confirms_at: new Date(expected).toISOString() }),
    ]);

    // Rakuten pushes no approval (its postbacks are "not for accounting"): the simulator has none,
    // and the same transaction again changes nothing.
    expect((await settleRefused(order.id, 'approve')).status).toBe(409);
    const again = await sendRaw('rakuten', queryOf(sent));
    expect(again.body.data.outcome).toBe('duplicate');
    expect(await shopEntries(member.uid)).toEqual([]);

    const admin = await createUser({ admin: true });
    const id = `shop:rakuten:${order.id}`;
    expect((await staff(admin, id, 'approve', 'Paid in the Signature Reconciliation Feed')).status).toBe(200);
    expect((await shopEntries(member.uid)).map((e) => [e.id, e.amount])).toEqual([[id, 539]]);
    expect(await expectLedgerConsistent(member.uid)).toBeGreaterThanOrEqual(539);

    const returned = await settleAtSimulator(order.id, 'reverse');
    expect(new URL(returned.sent!.url).searchParams.get('sale_amount')).toBe('-89.90');
    expect(answer(returned.sent)).toEqual({ data: { outcome: 'reversed', status: 'reversed' } });
    const twice = await settleAtSimulator(order.id, 'reverse', { force: true });
    expect(answer(twice.sent).data.outcome).toBe('duplicate');
    expect((await shopEntries(member.uid)).map((e) => [e.id, e.type, e.amount]).sort()).toEqual([
      [`reversal:${id}`, 'shopping-reversal', -539],
      [id, 'shopping', 539],
    ]);
    expect(await conversion('rakuten', order.id)).toMatchObject({ status: 'reversed', pilot_miles: 539, sale_amount: 89.9 });
  });

  it('records a return before approval as rejected, with no money; a media-optimization event also holds', async () => {
    const { member, brand, subId } = await shopper('rakuten');
    const orderId = newOrderId();
    const seen = await rakutenPostback({ subId, orderId, advertiserId: brand.advertiser_id, sale: 50, isEvent: 'true' });
    expect(seen.body.data).toEqual({ outcome: 'held', status: 'pending' });
    const res = await rakutenPostback({ subId, orderId, advertiserId: brand.advertiser_id, sale: -50 });
    expect(res.body.data).toEqual({ outcome: 'rejected', status: 'rejected' });
    expect(await conversion('rakuten', orderId)).toMatchObject({ status: 'rejected', pilot_miles: 250 });
    expect(await shopEntries(member.uid)).toEqual([]);
  });

  it("is paid at the activation's rate snapshot on the sale, whatever the brand says later or the network pays", async () => {
    const { brand, subId } = await shopper('rakuten', { rate: { kind: 'percent', percent: 5 } });
    await updateBrand(brand.id, { rate: { kind: 'percent', percent: 20 } });
    const orderId = newOrderId();
    const res = await rakutenPostback({ subId, orderId, advertiserId: brand.advertiser_id, sale: 59.99, commission: 500 });
    expect(res.status).toBe(200);
    expect(await conversion('rakuten', orderId)).toMatchObject({ status: 'pending', pilot_miles: 299, commission_usd: 500 });
  });
});

describe('Impact: event notifications, confirmed by the Actions API', () => {
  it('follows the action: pending, modified, approved (credited once); replays are duplicates; an approved action is final', async () => {
    // Marigold & Vine at Impact (14021), 11% commission.
    const { member, subId } = await shopper('impact', { advertiser_id: '14021', rate: { kind: 'percent', percent: 10 }, approval_days: 30 });
    const { order, sent } = await buyAtSimulator({ network: 'impact', brand: '14021', sid: subId, amount: 100, api_base: apiBase });
    expect(sent!.status).toBe(200);
    expect(answer(sent)).toEqual({ data: { outcome: 'held', status: 'pending' } });
    expect(await conversion('impact', order.id)).toMatchObject({ status: 'pending', pilot_miles: 1000, sale_amount: 100, commission_usd: 11, click_id: subId });

    // The brand modifies the amount (a partial return) while pending: still pending (the engine
    // moves nothing), and the approval that follows carries the new amount.
    const adjusted = await settleAtSimulator(order.id, 'adjust', { amount: 60 });
    expect(answer(adjusted.sent)).toEqual({ data: { outcome: 'duplicate', status: 'pending' } });

    const approved = await settleAtSimulator(order.id, 'approve');
    expect(answer(approved.sent)).toEqual({ data: { outcome: 'credited', status: 'confirmed' } });
    const replay = await sendRaw('impact', queryOf(approved.sent));
    expect(replay.status).toBe(200);
    expect(replay.body.data.outcome).toBe('duplicate');
    expect((await shopEntries(member.uid)).map((e) => [e.id, e.amount])).toEqual([[`shop:impact:${order.id}`, 600]]);
    expect(await conversion('impact', order.id)).toMatchObject({ status: 'confirmed', pilot_miles: 600, sale_amount: 60, commission_usd: 6.6 });
    expect((await settleRefused(order.id, 'reverse')).status).toBe(409);
  });

  it('records a reversal before approval as rejected, with no money, and a later approval changes nothing', async () => {
    const { member, subId } = await shopper('impact', { advertiser_id: '15530' });
    const { order } = await buyAtSimulator({ network: 'impact', brand: '15530', sid: subId, amount: 50, api_base: apiBase });
    const reversed = await settleAtSimulator(order.id, 'reverse');
    expect(answer(reversed.sent)).toEqual({ data: { outcome: 'rejected', status: 'rejected' } });
    // The network changing its mind: staff credit those by hand.
    const late = await settleAtSimulator(order.id, 'approve', { force: true });
    expect(answer(late.sent).data.outcome).toBe('duplicate');
    expect(await conversion('impact', order.id)).toMatchObject({ status: 'rejected' });
    expect(await shopEntries(member.uid)).toEqual([]);
  });

  it('trusts nothing in a notification but its ActionId: a claimed amount or state the API does not say changes nothing', async () => {
    const { member, subId } = await shopper('impact', { advertiser_id: '14021', rate: { kind: 'percent', percent: 10 } });
    const { order } = await buyAtSimulator({ network: 'impact', brand: '14021', sid: subId, amount: 100, api_base: apiBase });
    const forged = await sendRaw('impact', impactQuery({ ActionId: order.action!.id, CampaignId: '14021', Status: 'APPROVED', Amount: '8000.00', Payout: '880.00', Currency: 'USD' }));
    expect(forged.status).toBe(200);
    expect(forged.body.data).toEqual({ outcome: 'duplicate', status: 'pending' });
    expect(await conversion('impact', order.id)).toMatchObject({ status: 'pending', pilot_miles: 1000, sale_amount: 100 });
    expect(await shopEntries(member.uid)).toEqual([]);
  });

  it('credits once under 20 concurrent identical notifications', async () => {
    const { member, subId } = await shopper('impact', { advertiser_id: '16201', rate: { kind: 'percent', percent: 4 } });
    // The simulator approves without reaching us; then 20 copies of the notification arrive at once.
    const { order } = await buyAtSimulator({ network: 'impact', brand: '16201', sid: subId, amount: 250, api_base: NOWHERE });
    await settleAtSimulator(order.id, 'approve');
    const query = impactQuery({ ActionId: order.action!.id, Status: 'APPROVED' });
    const all = await Promise.all(Array.from({ length: 20 }, () => sendRaw('impact', query)));
    expect(all.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(all.filter((r) => r.body.data.outcome === 'credited')).toHaveLength(1);
    expect(all.filter((r) => r.body.data.outcome === 'duplicate')).toHaveLength(19);
    expect((await shopEntries(member.uid)).map((e) => [e.id, e.amount])).toEqual([[`shop:impact:${order.id}`, 1000]]);
  });

  it('answers 404 for an action Impact does not have, and 503 (Impact retries) when its API refuses our credentials', async () => {
    const unknown = await sendRaw('impact', impactQuery({ ActionId: '14021.1.999999999' }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('shopping/unknown-action');

    const { member, subId } = await shopper('impact', { advertiser_id: '14021' });
    const { order } = await buyAtSimulator({ network: 'impact', brand: '14021', sid: subId, amount: 40, api_base: NOWHERE });
    const before = await storedState(member.uid);
    const saved = process.env.IMPACT_AUTH_TOKEN;
    process.env.IMPACT_AUTH_TOKEN = 'not-our-token';
    try {
      const res = await sendRaw('impact', impactQuery({ ActionId: order.action!.id }));
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('shopping/network-unavailable');
    } finally {
      process.env.IMPACT_AUTH_TOKEN = saved;
    }
    expect(await storedState(member.uid)).toEqual(before);
    expect(await conversion('impact', order.id)).toBeUndefined();
    // Once our settings are right, Impact's retry goes through.
    expect((await sendRaw('impact', impactQuery({ ActionId: order.action!.id }))).body.data.outcome).toBe('held');
  });
});

describe('CJ: nothing pushed, the Commission Detail API read by the sync', () => {
  /**
   * A run a second from now: its window ends before its start, so a record the simulator posted in
   * this very millisecond would belong to the next run (which reads it in its overlap).
   */
  const syncSince = (since: Date) => syncCjCommissions({ since, now: new Date(Date.now() + 1000) });

  it('reads the order as pending, credits it once it locks, and reads it again as a duplicate', async () => {
    const since = new Date(Date.now() - 1000);
    // Alder & Oak at CJ (5512345).
    const { member, subId } = await shopper('cj', { advertiser_id: '5512345', rate: { kind: 'fixed', pilot_miles: 750 } });
    const { order, sent } = await buyAtSimulator({ network: 'cj', brand: '5512345', sid: subId, amount: 120 });
    expect(sent).toBeNull();
    expect(await conversion('cj', order.id)).toBeUndefined();

    const first = await syncSince(since);
    expect(first.fetched).toBeGreaterThanOrEqual(1);
    expect(await conversion('cj', order.id)).toMatchObject({ status: 'pending', pilot_miles: 750, sale_amount: 120, click_id: subId });
    expect(await shopEntries(member.uid)).toEqual([]);

    await settleAtSimulator(order.id, 'approve');
    await syncSince(since);
    expect(await conversion('cj', order.id)).toMatchObject({ status: 'confirmed' });
    const again = await syncSince(since);
    expect(again.outcomes.duplicate).toBeGreaterThanOrEqual(1);
    expect((await shopEntries(member.uid)).map((e) => [e.id, e.amount])).toEqual([[`shop:cj:${order.id}`, 750]]);
    // A locked commission can no longer be corrected.
    expect((await settleRefused(order.id, 'reverse')).status).toBe(409);
  });

  it('rejects an order whose commission is corrected before it locks, and skips records that are not ours', async () => {
    const since = new Date(Date.now() - 1000);
    const { member, subId } = await shopper('cj', { advertiser_id: '5520417' });
    const { order } = await buyAtSimulator({ network: 'cj', brand: '5520417', sid: subId, amount: 80 });
    // A shopper id nobody was given (another tool of the publisher's, or a guess).
    await buyAtSimulator({ network: 'cj', brand: '5520417', sid: 'a'.repeat(32), amount: 80 });
    await settleAtSimulator(order.id, 'reverse');
    const result = await syncSince(since);
    expect(result.refused).toBeGreaterThanOrEqual(1);
    expect(await conversion('cj', order.id)).toMatchObject({ status: 'rejected' });
    expect(await shopEntries(member.uid)).toEqual([]);
  });

  it('changes nothing when CJ refuses our token, and has no postback to forge', async () => {
    const since = new Date(Date.now() - 1000);
    const { member, subId } = await shopper('cj', { advertiser_id: '5512345' });
    const { order } = await buyAtSimulator({ network: 'cj', brand: '5512345', sid: subId, amount: 30 });
    await expect(syncCjCommissions({ since, api: { ...cjApi(), token: 'guess' } })).rejects.toThrow(/answered 401/);
    await expect(syncCjCommissions({ since, api: { ...cjApi(), publisherId: '999' } })).rejects.toThrow(/not authorized for publisher 999/);
    expect(await conversion('cj', order.id)).toBeUndefined();
    // CJ pushes nothing, so there is nothing to send us.
    const forged = await sendRaw('cj', new URLSearchParams({ sid: subId, oid: order.id, cid: '5512345', saleAmount: '30.00', actionStatus: 'closed' }).toString());
    expect(forged.status).toBe(404);
    expect(await conversion('cj', order.id)).toBeUndefined();
    expect(await shopEntries(member.uid)).toEqual([]);
  });

  it('keeps where it read up to, and starts the next run there less an overlap', async () => {
    const now = new Date();
    const first = await syncCjCommissions({ now });
    expect(Date.parse(first.before)).toBe(now.getTime());
    const later = new Date(now.getTime() + 5 * 60_000);
    const second = await syncCjCommissions({ now: later });
    expect(Date.parse(second.since)).toBeLessThanOrEqual(now.getTime() - 60 * 60_000 + 1000);
    expect(Date.parse(second.since)).toBeGreaterThanOrEqual(now.getTime() - 60 * 60_000 - 60_000);
  });
});

describe('who may report', () => {
  /** Each request has a value of its own (`mark`: the order id or action id) to find its audit copy by. */
  const rakutenRequest = async () => {
    const { member, brand, subId } = await shopper('rakuten');
    const orderId = newOrderId();
    return { member, mark: ['order_id', orderId], query: rakutenQuery({ subId, orderId, advertiserId: brand.advertiser_id, sale: 80 }) };
  };
  const impactRequest = async () => {
    const { member, subId } = await shopper('impact', { advertiser_id: '14021' });
    const { order } = await buyAtSimulator({ network: 'impact', brand: '14021', sid: subId, amount: 80, api_base: NOWHERE });
    await settleAtSimulator(order.id, 'approve');
    return { member, mark: ['ActionId', order.action!.id], query: impactQuery({ ActionId: order.action!.id, Status: 'APPROVED' }) };
  };
  type Made = { member: TestUser; mark: string[]; query: string };
  const forged: Array<[string, 'rakuten' | 'impact', () => Promise<Made>, (q: string) => string]> = [
    ['Rakuten without the token', 'rakuten', rakutenRequest, (q) => q.replace(/&token=[^&]*/, '')],
    ['Rakuten with a wrong token', 'rakuten', rakutenRequest, (q) => q.replace(/token=[^&]*/, 'token=guess')],
    ["Rakuten with Impact's token", 'rakuten', rakutenRequest, (q) => q.replace(/token=[^&]*/, `token=${SECRETS.impact}`)],
    ['Impact without the token', 'impact', impactRequest, (q) => q.replace(/&token=[^&]*/, '')],
    ['Impact with a wrong token', 'impact', impactRequest, (q) => q.replace(/token=[^&]*/, 'token=guess')],
    ["Impact with Rakuten's token", 'impact', impactRequest, (q) => q.replace(/token=[^&]*/, `token=${SECRETS.rakuten}`)],
  ];
  it.each(forged)('%s -> 403, nothing credited, the call kept (tokens redacted)', async (_name, network, make, forge) => {
    const { member, mark, query } = await make();
    const before = await storedState(member.uid);
    const res = await sendRaw(network, forge(query));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('postbacks/forbidden');
    expect(await storedState(member.uid)).toEqual(before);
    const kept = (await db.collection('postbacks').where('network', '==', network).where(`query.${mark[0]}`, '==', mark[1]).get()).docs.map((d) => d.data());
    expect(kept.map((p) => p.http_status)).toEqual([403]);
    for (const p of kept) expect(JSON.stringify(p.query)).not.toMatch(/local-\w+-secret|guess/);
  });

  it('accepts only the allow-listed addresses when an allow-list is configured', async () => {
    const { member, brand, subId } = await shopper('rakuten');
    const orderId = newOrderId();
    process.env.RAKUTEN_POSTBACK_IPS = '203.0.113.7';
    try {
      const query = rakutenQuery({ subId, orderId, advertiserId: brand.advertiser_id, sale: 80 });
      expect((await sendRaw('rakuten', query, {}, '198.51.100.1')).status).toBe(403);
      expect(await conversion('rakuten', orderId)).toBeUndefined();
      expect((await sendRaw('rakuten', query, {}, '203.0.113.7')).status).toBe(200);
    } finally {
      delete process.env.RAKUTEN_POSTBACK_IPS;
    }
    expect(await conversion('rakuten', orderId)).toMatchObject({ uid: member.uid, status: 'pending', pilot_miles: 400 });
  });
});

describe('what a report is about', () => {
  it('answers 404 for a sub-id nobody was given, or one given for another network', async () => {
    const { member, brand } = await shopper('rakuten');
    const unknown = await rakutenPostback({ subId: 'f'.repeat(32), orderId: newOrderId(), advertiserId: brand.advertiser_id, sale: 80 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('shopping/unknown-sub-id');
    const impactMember = await shopper('impact', { advertiser_id: '14021' });
    const elsewhere = await rakutenPostback({ subId: impactMember.subId, orderId: newOrderId(), advertiserId: '14021', sale: 80 });
    expect(elsewhere.status).toBe(404);
    expect(await shopEntries(member.uid)).toEqual([]);
  });

  it("refuses (409) a report of an order recorded for another member's activation, and credits nobody", async () => {
    const { member, brand, subId } = await shopper('rakuten');
    const thief: TestUser = await createUser();
    const theirs = await activate(thief, brand.id);
    const orderId = newOrderId();
    expect((await rakutenPostback({ subId, orderId, advertiserId: brand.advertiser_id, sale: 80 })).status).toBe(200);
    const stolen = await rakutenPostback({ subId: theirs.sub_id, orderId, advertiserId: brand.advertiser_id, sale: 80 });
    expect(stolen.status).toBe(409);
    expect(stolen.body.code).toBe('shopping/order-conflict');
    expect(await shopEntries(thief.uid)).toEqual([]);
    expect(await conversion('rakuten', orderId)).toMatchObject({ uid: member.uid, status: 'pending' });
  });

  it('refuses (409) a sub-id reported at another store than it was issued for', async () => {
    const { member, subId } = await shopper('rakuten');
    const res = await rakutenPostback({ subId, orderId: newOrderId(), advertiserId: '99999', sale: 80 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('shopping/advertiser-mismatch');
    expect(await shopEntries(member.uid)).toEqual([]);
  });

  it("keeps an order with the activation that first reported it when the member's later click reports it too", async () => {
    const { member, brand, subId } = await shopper('rakuten', { rate: { kind: 'percent', percent: 5 } });
    const orderId = newOrderId();
    await rakutenPostback({ subId, orderId, advertiserId: brand.advertiser_id, sale: 100 });
    await updateBrand(brand.id, { rate: { kind: 'percent', percent: 9 } });
    const second = await activate(member, brand.id);
    await rakutenPostback({ subId: second.sub_id, orderId, advertiserId: brand.advertiser_id, sale: 100 });
    expect(await conversion('rakuten', orderId)).toMatchObject({ click_id: subId, pilot_miles: 500, status: 'pending' });
  });
});

describe('bad input', () => {
  const sub = 'a'.repeat(32);
  const rakuten: Array<[string, Record<string, string>, string]> = [
    ['no u1', { u1: '' }, 'u1'],
    ['a u1 that is not ours', { u1: 'abc' }, 'u1'],
    ['no is_event', { is_event: '' }, 'is_event'],
    ['an is_event that is no yes/no', { is_event: 'maybe' }, 'is_event'],
    ['no transaction id', { etransaction_id: '' }, 'etransaction_id'],
    ['an order id with a slash', { order_id: 'a/b' }, 'order_id'],
    ['a sale that is not money', { sale_amount: '12,50' }, 'sale_amount'],
    ['a sale of zero', { sale_amount: '0.00' }, 'sale_amount'],
    ['a commission in exponent form', { commissions: '1e3' }, 'commissions'],
    ['another currency', { currency: 'EUR' }, 'currency'],
  ];
  const base = { is_event: 'false', etransaction_id: 'abc123', u1: sub, order_id: 'O-1', advertiser_id: '1', sale_amount: '10.00', commissions: '1.00', currency: 'USD' };
  it.each(rakuten)('Rakuten: %s -> 400 naming the field', async (_name, change, field) => {
    const params = new URLSearchParams({ ...base, ...change, token: SECRETS.rakuten });
    for (const [k, v] of Object.entries(change)) if (!v) params.delete(k);
    const res = await sendRaw('rakuten', params.toString());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation/invalid-input', field });
  });

  it.each([
    ['no ActionId', {}],
    ['an ActionId with a slash', { ActionId: '1/2' }],
  ])('Impact: %s -> 400 naming ActionId, the API never asked', async (_name, macros: Record<string, string>) => {
    const res = await sendRaw('impact', impactQuery(macros));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation/invalid-input', field: 'ActionId' });
  });
});

describe('staff', () => {
  it('approve a pending order and reverse a confirmed one in /admin/swaarm-conversions, audited, like any conversion', async () => {
    const admin = await createUser({ admin: true });
    const { member, brand, subId } = await shopper('rakuten', { rate: { kind: 'fixed', pilot_miles: 300 } });
    const orderId = newOrderId();
    await rakutenPostback({ subId, orderId, advertiserId: brand.advertiser_id, sale: 80 });
    const id = `shop:rakuten:${orderId}`;
    const approve = await staff(admin, id, 'approve', 'Store confirmed by email');
    expect(approve.status).toBe(200);
    expect(approve.body.data).toMatchObject({ id, status: 'confirmed', offer_name: brand.name, event_name: `Order ${orderId}` });
    expect((await shopEntries(member.uid)).map((e) => [e.id, e.amount])).toEqual([[id, 300]]);
    // The network's transaction again later pays nothing more.
    expect((await rakutenPostback({ subId, orderId, advertiserId: brand.advertiser_id, sale: 80 })).body.data.outcome).toBe('duplicate');
    const reverse = await staff(admin, id, 'reverse', 'Returned in store');
    expect(reverse.status).toBe(200);
    expect((await shopEntries(member.uid)).map((e) => e.amount).sort((a, b) => a - b)).toEqual([-300, 300]);
    const logs = (await db.collection('adminLogs').where('target', '==', `conversions/${id}`).get()).docs.map((d) => d.get('action'));
    expect(logs.sort()).toEqual(['conversion.approve', 'conversion.reverse']);
  });
});
