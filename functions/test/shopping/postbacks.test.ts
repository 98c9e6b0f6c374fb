/**
 * Cashback through the conversion engine (docs/shopping.md): the store simulator's real postbacks
 * (pending -> approved -> returned), each network's dialect and signature, the amount from the
 * activation's rate snapshot, one credit per order under concurrent duplicates, forged and
 * malformed reports, unknown sub-ids and orders claimed by someone else's activation, and staff
 * moving shopping conversions like any other. Every test ends with total_coins == sum(ledger).
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AffiliateNetwork } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { signImpactQuery } from '../../src/shopping/impact.adapter';
import { cjSignature } from '../../src/shopping/cj.adapter';
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
  WORDS,
  activate,
  buyAtSimulator,
  conversion,
  listen,
  makeBrand,
  newOrderId,
  postback,
  postbackRequest,
  sendRaw,
  settleAtSimulator,
  updateBrand,
  type BrandFixture,
} from './support';

checkLedgersAfterEachTest();

const DAY_MS = 24 * 60 * 60 * 1000;
const shopEntries = async (uid: string) => (await ledger(uid)).filter((e) => e.type.startsWith('shopping'));

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

const report = (brand: BrandFixture, subId: string, orderId: string, status: string, sale: number | string = 80) => ({
  subId,
  orderId,
  advertiserId: brand.advertiser_id,
  sale,
  status,
});

describe('the store simulator loop: buy, pending, approved, returned', () => {
  it('shows the pending cashback with its expected date, credits it once on approval and takes it back on a return', async () => {
    // Northwind Outfitters at Rakuten in the simulator: advertiser 38605.
    const { member, brand, subId } = await shopper('rakuten', { advertiser_id: '38605', rate: { kind: 'percent', percent: 6 }, approval_days: 60 });
    const { order, sent } = await buyAtSimulator({ network: 'rakuten', brand: '38605', sid: subId, amount: 89.9, api_base: apiBase });
    expect(sent.status).toBe(200);
    expect(JSON.parse(sent.body)).toEqual({ data: { outcome: 'held', status: 'pending' } });
    expect(await shopEntries(member.uid)).toEqual([]);

    const stored = await conversion('rakuten', order.id);
    expect(stored).toMatchObject({
      kind: 'shopping',
      uid: member.uid,
      status: 'pending',
      pilot_miles: 539,
      click_id: subId,
      offer_id: brand.id,
      offer_name: brand.name,
      event_id: order.id,
      event_name: `Order ${order.id}`,
      brand_id: brand.id,
      order_id: order.id,
      sale_amount: 89.9,
      commission_usd: order.commission,
      payout_usd: order.commission,
      credit_type: 'shopping',
      reversal_type: 'shopping-reversal',
      pending_policy: 'await-network',
      release_at: null,
    });
    const expected = stored!.expected_at.toMillis();
    expect(Math.abs(expected - (Date.now() + 60 * DAY_MS))).toBeLessThan(60_000);

    const dashboard = await api().get('/api/shopping/dashboard').set(authHeader(member));
    expect(dashboard.body.data).toMatchObject({ pending_pilot_miles: 539, confirmed_pilot_miles: 0 });
    expect(dashboard.body.data.activations.map((a: { sub_id: string }) => a.sub_id)).toEqual([subId]);
    expect(dashboard.body.data.orders).toEqual([
      {
        id: `shop:rakuten:${order.id}`,
        brand_id: brand.id,
        brand_name: brand.name,
        order_id: order.id,
        sale_amount: 89.9,
        pilot_miles: 539,
        status: 'pending',
        expected_at: new Date(expected).toISOString(),
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    const history = await api().get('/api/users/transactions-history').set(authHeader(member));
    expect(history.body.data.pending).toEqual([
      {
        id: `shop:rakuten:${order.id}`,
        type: 'shopping',
        description: `${brand.name}: order ${order.id}`,
        amount: 539,
        confirms_at: new Date(expected).toISOString(),
        created_at: expect.any(String),
      },
    ]);

    const approved = await settleAtSimulator(order.id, 'approve');
    expect(JSON.parse(approved.sent.body)).toEqual({ data: { outcome: 'credited', status: 'confirmed' } });
    const again = await settleAtSimulator(order.id, 'approve', true);
    expect(again.sent.status).toBe(200);
    expect(JSON.parse(again.sent.body).data.outcome).toBe('duplicate');
    expect((await shopEntries(member.uid)).map((e) => [e.id, e.amount])).toEqual([[`shop:rakuten:${order.id}`, 539]]);
    expect(await expectLedgerConsistent(member.uid)).toBeGreaterThanOrEqual(539);
    const after = await api().get('/api/shopping/dashboard').set(authHeader(member));
    expect(after.body.data).toMatchObject({ pending_pilot_miles: 0, confirmed_pilot_miles: 539 });
    expect(after.body.data.orders[0]).toMatchObject({ status: 'confirmed', expected_at: null });
    expect((await api().get('/api/users/transactions-history').set(authHeader(member))).body.data.pending).toEqual([]);

    const returned = await settleAtSimulator(order.id, 'reverse');
    expect(JSON.parse(returned.sent.body)).toEqual({ data: { outcome: 'reversed', status: 'reversed' } });
    const twice = await settleAtSimulator(order.id, 'reverse', true);
    expect(JSON.parse(twice.sent.body).data.outcome).toBe('duplicate');
    const entries = await shopEntries(member.uid);
    expect(entries.map((e) => [e.id, e.type, e.amount]).sort()).toEqual([
      [`reversal:shop:rakuten:${order.id}`, 'shopping-reversal', -539],
      [`shop:rakuten:${order.id}`, 'shopping', 539],
    ]);
    expect(await conversion('rakuten', order.id)).toMatchObject({ status: 'reversed', pilot_miles: 539, sale_amount: 89.9 });
  });

  it('speaks Impact and CJ too: signed reports from the simulator move the order the same way', async () => {
    // Marigold & Vine at Impact (14021), Alder & Oak at CJ (5512345).
    for (const [network, advertiser] of [['impact', '14021'], ['cj', '5512345']] as const) {
      const { member, subId } = await shopper(network, { advertiser_id: advertiser, rate: { kind: 'fixed', pilot_miles: 750 } });
      const { order, sent } = await buyAtSimulator({ network, brand: advertiser, sid: subId, api_base: apiBase });
      expect(sent.status).toBe(200);
      expect((await conversion(network, order.id))?.status).toBe('pending');
      const approved = await settleAtSimulator(order.id, 'approve');
      expect(JSON.parse(approved.sent.body).data.outcome).toBe('credited');
      expect((await shopEntries(member.uid)).map((e) => [e.id, e.amount])).toEqual([[`shop:${network}:${order.id}`, 750]]);
    }
  });
});

describe('the amount', () => {
  it("is the activation's rate snapshot applied to the sale, whatever the brand says later or the network pays", async () => {
    const { member, brand, subId } = await shopper('rakuten', { rate: { kind: 'percent', percent: 5 } });
    await updateBrand(brand.id, { rate: { kind: 'percent', percent: 20 } });
    const orderId = newOrderId();
    const res = await postback('rakuten', { ...report(brand, subId, orderId, WORDS.rakuten.approved, 59.99), commission: 500 });
    expect(res.status).toBe(200);
    expect((await shopEntries(member.uid)).map((e) => e.amount)).toEqual([299]);
  });

  it('follows the sale the store approves while pending, and stands once credited', async () => {
    const { member, brand, subId } = await shopper('cj', { rate: { kind: 'percent', percent: 10 } });
    const orderId = newOrderId();
    await postback('cj', report(brand, subId, orderId, WORDS.cj.pending, 100));
    expect((await conversion('cj', orderId))?.pilot_miles).toBe(1000);
    // A partial return before approval: the network approves $60.
    await postback('cj', report(brand, subId, orderId, 'closed', 60));
    expect((await shopEntries(member.uid)).map((e) => e.amount)).toEqual([600]);
    expect(await conversion('cj', orderId)).toMatchObject({ status: 'confirmed', pilot_miles: 600, sale_amount: 60 });
    // A return reports a different figure: the credited 600 is what comes back.
    await postback('cj', report(brand, subId, orderId, WORDS.cj.reversed, 999));
    expect((await shopEntries(member.uid)).map((e) => e.amount).sort((a, b) => a - b)).toEqual([-600, 600]);
  });

  it('records a return before approval as rejected, with no money', async () => {
    const { member, brand, subId } = await shopper('impact');
    const orderId = newOrderId();
    await postback('impact', report(brand, subId, orderId, WORDS.impact.pending, 50));
    const res = await postback('impact', report(brand, subId, orderId, WORDS.impact.reversed, 50));
    expect(res.body.data).toEqual({ outcome: 'rejected', status: 'rejected' });
    expect(await conversion('impact', orderId)).toMatchObject({ status: 'rejected', pilot_miles: 250 });
    expect(await shopEntries(member.uid)).toEqual([]);
    // Approving a rejected order changes nothing (staff credit those by hand).
    expect((await postback('impact', report(brand, subId, orderId, WORDS.impact.approved, 50))).body.data.outcome).toBe('duplicate');
    expect(await shopEntries(member.uid)).toEqual([]);
  });
});

describe('duplicates', () => {
  it('credits once under 20 concurrent identical approved reports', async () => {
    const { member, brand, subId } = await shopper('impact', { rate: { kind: 'percent', percent: 4 } });
    const orderId = newOrderId();
    const { query } = postbackRequest('impact', report(brand, subId, orderId, WORDS.impact.approved, 250));
    const all = await Promise.all(Array.from({ length: 20 }, () => sendRaw('impact', query)));
    expect(all.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(all.filter((r) => r.body.data.outcome === 'credited')).toHaveLength(1);
    expect(all.filter((r) => r.body.data.outcome === 'duplicate')).toHaveLength(19);
    expect((await shopEntries(member.uid)).map((e) => [e.id, e.amount])).toEqual([[`shop:impact:${orderId}`, 1000]]);
  });
});

describe('who may report', () => {
  const forged: Array<[string, AffiliateNetwork, (q: { query: string; headers: Record<string, string> }) => { query: string; headers: Record<string, string> }]> = [
    ['Rakuten without the token', 'rakuten', ({ query }) => ({ query: query.replace(/&token=[^&]*/, ''), headers: {} })],
    ['Rakuten with a wrong token', 'rakuten', ({ query }) => ({ query: query.replace(/token=[^&]*/, 'token=guess'), headers: {} })],
    ['Impact without a signature', 'impact', ({ query }) => ({ query: query.replace(/&sig=[^&]*$/, ''), headers: {} })],
    ['Impact with a wrong signature', 'impact', ({ query }) => ({ query: query.replace(/sig=[0-9a-f]{8}/, 'sig=00000000'), headers: {} })],
    ['Impact with the sale changed after signing', 'impact', ({ query }) => ({ query: query.replace('SaleAmount=80.00', 'SaleAmount=8000.00'), headers: {} })],
    ['CJ without the header', 'cj', ({ query }) => ({ query, headers: {} })],
    ['CJ with the status changed after signing', 'cj', ({ query, headers }) => ({ query: query.replace('actionStatus=locked', 'actionStatus=closed'), headers })],
  ];
  it.each(forged)('%s -> 403, nothing credited, the call kept (secrets redacted)', async (_name, network, forge) => {
    const { member, brand, subId } = await shopper(network);
    const before = await storedState(member.uid);
    const { query, headers } = forge(postbackRequest(network, report(brand, subId, newOrderId(), WORDS[network].approved)));
    const res = await sendRaw(network, query, headers);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('postbacks/forbidden');
    expect(await storedState(member.uid)).toEqual(before);
    const kept = (await db.collection('postbacks').where('network', '==', network).where('http_status', '==', 403).get()).docs.map((d) => d.data());
    expect(kept.length).toBeGreaterThan(0);
    for (const p of kept) expect(JSON.stringify(p.query)).not.toMatch(/local-\w+-secret|"sig":"[0-9a-f]/);
  });

  it('refuses a report signed with another network\'s secret', async () => {
    const { member, brand, subId } = await shopper('cj');
    const res = await postback('cj', report(brand, subId, newOrderId(), WORDS.cj.approved), SECRETS.impact);
    expect(res.status).toBe(403);
    expect(await shopEntries(member.uid)).toEqual([]);
  });

  it('accepts only the allow-listed addresses when an allow-list is configured', async () => {
    const { member, brand, subId } = await shopper('rakuten');
    process.env.RAKUTEN_POSTBACK_IPS = '203.0.113.7';
    try {
      const { query } = postbackRequest('rakuten', report(brand, subId, newOrderId(), WORDS.rakuten.approved));
      expect((await sendRaw('rakuten', query, {}, '198.51.100.1')).status).toBe(403);
      expect(await shopEntries(member.uid)).toEqual([]);
      expect((await sendRaw('rakuten', query, {}, '203.0.113.7')).status).toBe(200);
    } finally {
      delete process.env.RAKUTEN_POSTBACK_IPS;
    }
    expect((await shopEntries(member.uid)).map((e) => e.amount)).toEqual([400]);
  });
});

describe('what a report is about', () => {
  it('answers 404 for a sub-id nobody was given, or one given for another network', async () => {
    const { member, brand, subId } = await shopper('rakuten');
    const unknown = await postback('rakuten', report(brand, 'f'.repeat(32), newOrderId(), WORDS.rakuten.approved));
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('shopping/unknown-sub-id');
    const elsewhere = await postback('cj', report(brand, subId, newOrderId(), WORDS.cj.approved));
    expect(elsewhere.status).toBe(404);
    expect(await shopEntries(member.uid)).toEqual([]);
  });

  it("refuses (409) a report of an order recorded for another member's activation, and credits nobody", async () => {
    const { member, brand, subId } = await shopper('rakuten');
    const thief: TestUser = await createUser();
    const theirs = await activate(thief, brand.id);
    const orderId = newOrderId();
    expect((await postback('rakuten', report(brand, subId, orderId, WORDS.rakuten.pending))).status).toBe(200);
    const stolen = await postback('rakuten', report(brand, theirs.sub_id, orderId, WORDS.rakuten.approved));
    expect(stolen.status).toBe(409);
    expect(stolen.body.code).toBe('shopping/order-conflict');
    expect(await shopEntries(thief.uid)).toEqual([]);
    expect(await shopEntries(member.uid)).toEqual([]);
    expect(await conversion('rakuten', orderId)).toMatchObject({ uid: member.uid, status: 'pending' });
  });

  it('refuses (409) a sub-id reported at another store than it was issued for', async () => {
    const { member, brand, subId } = await shopper('rakuten');
    const res = await postback('rakuten', { ...report(brand, subId, newOrderId(), WORDS.rakuten.approved), advertiserId: '99999' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('shopping/advertiser-mismatch');
    expect(await shopEntries(member.uid)).toEqual([]);
  });

  it("keeps an order with the activation that first reported it when the member's later click reports it too", async () => {
    const { member, brand, subId } = await shopper('rakuten', { rate: { kind: 'percent', percent: 5 } });
    const orderId = newOrderId();
    await postback('rakuten', report(brand, subId, orderId, WORDS.rakuten.pending, 100));
    await updateBrand(brand.id, { rate: { kind: 'percent', percent: 9 } });
    const second = await activate(member, brand.id);
    await postback('rakuten', report(brand, second.sub_id, orderId, WORDS.rakuten.approved, 100));
    expect(await conversion('rakuten', orderId)).toMatchObject({ click_id: subId, pilot_miles: 500, status: 'confirmed' });
    expect((await shopEntries(member.uid)).map((e) => e.amount)).toEqual([500]);
  });
});

describe('bad input', () => {
  const sub = 'a'.repeat(32);
  const table: Array<[string, AffiliateNetwork, Record<string, string>, string]> = [
    ['Rakuten: no u1', 'rakuten', { u1: '' }, 'u1'],
    ['Rakuten: a u1 that is not ours', 'rakuten', { u1: 'abc' }, 'u1'],
    ['Rakuten: an order id with a slash', 'rakuten', { order_id: 'a/b' }, 'order_id'],
    ['Rakuten: a sale that is not money', 'rakuten', { sale_amount: '12,50' }, 'sale_amount'],
    ['Rakuten: an unknown status', 'rakuten', { status: 'paid' }, 'status'],
    ['Rakuten: a pending order with no sale', 'rakuten', { sale_amount: '0.00', status: 'pending' }, 'sale_amount'],
    ['Impact: a missing campaign', 'impact', { CampaignId: '' }, 'CampaignId'],
    ['Impact: an approved order with a negative sale', 'impact', { SaleAmount: '-5.00' }, 'SaleAmount'],
    ['Impact: a payout in exponent form', 'impact', { Payout: '1e3' }, 'Payout'],
    ['CJ: a status word of another network', 'cj', { actionStatus: 'APPROVED_BY_STORE' }, 'actionStatus'],
    ['CJ: an order id too long', 'cj', { oid: 'x'.repeat(65) }, 'oid'],
  ];
  const base: Record<AffiliateNetwork, Record<string, string>> = {
    rakuten: { u1: sub, order_id: 'O-1', mid: '1', sale_amount: '10.00', commissions: '1.00', status: 'approved' },
    impact: { subId1: sub, OrderId: 'O-1', CampaignId: '1', SaleAmount: '10.00', Payout: '1.00', ActionStatus: 'APPROVED' },
    cj: { sid: sub, oid: 'O-1', cid: '1', saleAmount: '10.00', commissionAmount: '1.00', actionStatus: 'locked' },
  };
  it.each(table)('%s -> 400 naming the field, nothing stored but the call', async (_name, network, change, field) => {
    const params = new URLSearchParams({ ...base[network], ...change });
    if (!change[Object.keys(change)[0]!]) params.delete(Object.keys(change)[0]!);
    const raw = params.toString();
    const { query, headers } =
      network === 'rakuten'
        ? { query: `${raw}&token=${SECRETS.rakuten}`, headers: {} }
        : network === 'impact'
          ? { query: signImpactQuery(raw, SECRETS.impact), headers: {} }
          : { query: raw, headers: { 'x-cj-signature': cjSignature(raw, SECRETS.cj) } };
    const res = await sendRaw(network, query, headers);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation/invalid-input', field });
  });
});

describe('staff', () => {
  it('approve a pending order and reverse a confirmed one in /admin/swaarm-conversions, audited, like any conversion', async () => {
    const admin = await createUser({ admin: true });
    const { member, brand, subId } = await shopper('cj', { rate: { kind: 'fixed', pilot_miles: 300 } });
    const orderId = newOrderId();
    await postback('cj', report(brand, subId, orderId, WORDS.cj.pending));
    const id = `shop:cj:${orderId}`;
    const approve = await api().patch('/api/admin/swaarm-conversions').set(authHeader(admin)).send({ id, action: 'approve', reason: 'Store confirmed by email' });
    expect(approve.status).toBe(200);
    expect(approve.body.data).toMatchObject({ id, status: 'confirmed', offer_name: brand.name, event_name: `Order ${orderId}` });
    expect((await shopEntries(member.uid)).map((e) => [e.id, e.amount])).toEqual([[id, 300]]);
    // The network's own approval later pays nothing more.
    expect((await postback('cj', report(brand, subId, orderId, WORDS.cj.approved))).body.data.outcome).toBe('duplicate');
    const reverse = await api().patch('/api/admin/swaarm-conversions').set(authHeader(admin)).send({ id, action: 'reverse', reason: 'Returned in store' });
    expect(reverse.status).toBe(200);
    expect((await shopEntries(member.uid)).map((e) => e.amount).sort((a, b) => a - b)).toEqual([-300, 300]);
    const logs = (await db.collection('adminLogs').where('target', '==', `conversions/${id}`).get()).docs.map((d) => d.get('action'));
    expect(logs.sort()).toEqual(['conversion.approve', 'conversion.reverse']);
  });
});
