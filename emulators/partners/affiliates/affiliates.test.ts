import { readFileSync, readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOPPING_CATEGORY_NAMES } from '@pilotmiles/core';
import { createPartnersServer } from '../server';
import { ADVERTISERS, NETWORKS, commissionOn } from './advertisers';
import { CJ_PAGE_LIMIT } from './cjApi';
import { LOGO_DIR, logoSvg } from './logos';

let simulator: Server;
let receiver: Server;
let base: string;
let apiBase: string;
/** What the stand-in API received: each postback's URL and headers. */
const received: { url: string; headers: IncomingMessage['headers'] }[] = [];

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

beforeAll(async () => {
  simulator = createPartnersServer();
  base = await listen(simulator);
  receiver = createServer((req, res) => {
    received.push({ url: req.url!, headers: req.headers });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"outcome":"held","status":"pending"}}');
  });
  apiBase = `${await listen(receiver)}/api`;
});

afterAll(async () => {
  await new Promise((r) => simulator.close(r));
  await new Promise((r) => receiver.close(r));
});

const SUB = 'c0ffee00c0ffee00c0ffee00c0ffee00';
const json = (path: string, body: unknown) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const lastReceived = () => received.at(-1)!;
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('the stores', () => {
  it('are 40+ across the categories PilotMiles names, spread over the three networks, with unique ids', () => {
    expect(ADVERTISERS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(ADVERTISERS.map((a) => a.key)).size).toBe(ADVERTISERS.length);
    expect(new Set(ADVERTISERS.map((a) => `${a.network}:${a.advertiserId}`)).size).toBe(ADVERTISERS.length);
    expect(new Set(ADVERTISERS.map((a) => a.network))).toEqual(new Set(NETWORKS));
    const categories = new Set(ADVERTISERS.map((a) => a.category));
    expect(categories.size).toBeGreaterThanOrEqual(8);
    for (const c of categories) expect(SHOPPING_CATEGORY_NAMES[c]).toBeDefined();
    for (const a of ADVERTISERS) {
      expect(a.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(a.advertiserId).toMatch(/^[0-9]+$/);
      expect(a.products).toHaveLength(4);
      for (const p of a.products) expect(p.price).toBeGreaterThan(0);
    }
  });

  it("have logos in the web app that match the drawing, each distinct (write them with 'npx tsx partners/affiliates/logos.ts --write')", () => {
    const files = readdirSync(LOGO_DIR).filter((f) => f.endsWith('.svg'));
    expect(files.sort()).toEqual(ADVERTISERS.map((a) => `${a.key}.svg`).sort());
    const svgs = new Set<string>();
    for (const a of ADVERTISERS) {
      const file = readFileSync(new URL(`${a.key}.svg`, LOGO_DIR), 'utf8');
      expect(file).toBe(logoSvg(a));
      expect(file.length).toBeLessThan(2_000);
      svgs.add(file);
    }
    expect(svgs.size).toBe(ADVERTISERS.length);
  });
});

// Local credentials (settings.ts; functions/.env.demo-pilotmiles and .secret.local).
const IMPACT_SID = 'IRPilotMilesLocalSimulator00000001';
const IMPACT_BASIC = `Basic ${Buffer.from(`${IMPACT_SID}:local-impact-auth-token`).toString('base64')}`;
const CJ_CID = '7654321';
const CJ_BEARER = 'Bearer local-cj-personal-access-token';

const impactAction = (id: string, authorization: string | null = IMPACT_BASIC, sid = IMPACT_SID) =>
  fetch(`${base}/affiliates/impact/Mediapartners/${sid}/Actions/${id}`, { headers: authorization ? { authorization } : {} });

const RECORD_FIELDS = 'commissionId originalActionId original actionStatus correctionReason advertiserId orderId shopperId saleAmountUsd pubCommissionAmountUsd postingDate lockingDate';
const cjQuery = (args: string, fields = RECORD_FIELDS, authorization: string | null = CJ_BEARER) =>
  fetch(`${base}/affiliates/cj/query`, {
    method: 'POST',
    headers: authorization ? { authorization } : {},
    body: `{ publisherCommissions(forPublishers: ["${CJ_CID}"]${args ? `, ${args}` : ''}) { count limit payloadComplete maxCommissionId records { ${fields} } } }`,
  });
type CjRecord = Record<string, unknown>;
const cjRecords = async (args: string, fields?: string) => {
  const body = await (await cjQuery(args, fields)).json();
  expect(body.errors).toBeUndefined();
  return body.data.publisherCommissions.records as CjRecord[];
};

describe('an affiliate link', () => {
  it("takes each network's own sub-id parameter to the store", async () => {
    for (const [network, param, advertiser] of [['rakuten', 'u1', '38605'], ['impact', 'subId1', '14021'], ['cj', 'sid', '5512345']]) {
      const res = await fetch(`${base}/affiliates/${network}/click?brand=${advertiser}&${param}=${SUB}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/affiliates/store/${network}/${advertiser}?sid=${SUB}`);
    }
  });

  it('refuses links off contract: unknown store, no sub-id, another case or network, a repeated or bad value', async () => {
    const status = async (path: string) => (await fetch(`${base}/affiliates/${path}`, { redirect: 'manual' })).status;
    expect(await status(`rakuten/click?brand=1&u1=${SUB}`)).toBe(404);
    // An Impact advertiser is unknown at Rakuten.
    expect(await status(`rakuten/click?brand=14021&u1=${SUB}`)).toBe(404);
    const missing = await fetch(`${base}/affiliates/rakuten/click?brand=38605`, { redirect: 'manual' });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('no sub-id');
    // Rakuten: "a lowercase u and the numeral 1"; another network's parameter is not read.
    expect(await status(`rakuten/click?brand=38605&U1=${SUB}`)).toBe(400);
    expect(await status(`rakuten/click?brand=38605&sid=${SUB}`)).toBe(400);
    expect(await status(`rakuten/click?brand=38605&u1=${SUB}&sid=${SUB}`)).toBe(400);
    expect(await status(`impact/click?brand=14021&subid1=${SUB}`)).toBe(400);
    expect(await status(`impact/click?brand=14021&u1=${SUB}`)).toBe(400);
    expect(await status(`cj/click?brand=5512345&subId1=${SUB}`)).toBe(400);
    expect(await status(`cj/click?brand=5512345&sid=${SUB}&sid=${SUB}`)).toBe(400);
    // Rakuten's member ID: up to 72 alphanumeric characters.
    expect(await status(`rakuten/click?brand=38605&u1=${'a'.repeat(73)}`)).toBe(400);
    expect(await status(`rakuten/click?brand=38605&u1=member-1`)).toBe(400);
    expect(await status(`rakuten/click?brand=38605&u1=${'a'.repeat(72)}`)).toBe(302);
  });

  it('lands on a store page with products, prices and Buy buttons, escaping what it echoes', async () => {
    const html = await (await fetch(`${base}/affiliates/store/rakuten/38605?sid=${SUB}`)).text();
    expect(html).toContain('<h1>Northwind Outfitters</h1>');
    const northwind = ADVERTISERS.find((a) => a.key === 'northwind-outfitters')!;
    for (const p of northwind.products) {
      expect(html).toContain(`aria-label="Buy ${p.name}"`);
      expect(html).toContain(`$${p.price.toFixed(2)}`);
    }
    const hostile = await (await fetch(`${base}/affiliates/store/rakuten/38605?sid=${encodeURIComponent('"><script>x()</script>')}`)).text();
    expect(hostile).not.toContain('<script>x()');
  });
});

describe('Rakuten Advertising: the Postback API', () => {
  it('pushes each transaction as a GET with the documented fields and our token; a return is a negative transaction', async () => {
    const res = await json('/affiliates/orders', { network: 'rakuten', brand: '38605', sid: SUB, amount: 89.9, api_base: apiBase });
    expect(res.status).toBe(201);
    const { order, sent } = await res.json();
    expect(order).toMatchObject({ network: 'rakuten', advertiserId: '38605', subId: SUB, sale: 89.9, status: 'pending', commission: 8.09 });
    expect(order.id).toMatch(/^NO-[A-Z0-9]+$/);
    expect(sent).toMatchObject({ status: 200, event: 'transaction' });
    expect(lastReceived().url.startsWith('/api/postbacks/rakuten?')).toBe(true);
    const sale = queryOf(lastReceived().url);
    expect(sale).toEqual({
      is_event: 'false',
      etransaction_id: expect.stringMatching(/^[a-z0-9]{20}$/),
      order_id: order.id,
      advertiser_id: '38605',
      u1: SUB,
      sale_amount: '89.90',
      commissions: '8.09',
      currency: 'USD',
      token: 'local-rakuten-secret',
    });

    // Rakuten pushes no approval: the simulator refuses to invent one.
    const approve = await json(`/affiliates/orders/${order.id}/approve`, {});
    expect(approve.status).toBe(409);
    expect((await approve.json()).error).toContain('pushes no approval');

    await json(`/affiliates/orders/${order.id}/reverse`, {});
    const ret = queryOf(lastReceived().url);
    expect(ret).toMatchObject({ order_id: order.id, u1: SUB, sale_amount: '-89.90', commissions: '-8.09', is_event: 'false' });
    expect(ret.etransaction_id).not.toBe(sale.etransaction_id);
    expect((await json(`/affiliates/orders/${order.id}/reverse`, {})).status).toBe(409);
    // A network retrying: force sends the same transaction again.
    const forced = await json(`/affiliates/orders/${order.id}/reverse`, { force: true });
    expect(forced.status).toBe(200);
    expect(queryOf(lastReceived().url)).toEqual(ret);
  });
});

describe('Impact: event notifications and the Actions API', () => {
  it('notifies every change of the action with the macros of our template and the token, and serves the action', async () => {
    const { order, sent } = await (await json('/affiliates/orders', { network: 'impact', brand: '14021', sid: SUB, amount: 100, api_base: apiBase })).json();
    const marigold = ADVERTISERS.find((a) => a.advertiserId === '14021')!;
    expect(order.commission).toBe(commissionOn(marigold, 100));
    expect(sent).toMatchObject({ status: 200, event: 'PENDING' });
    const note = queryOf(lastReceived().url);
    expect(lastReceived().url.startsWith('/api/postbacks/impact?')).toBe(true);
    expect(note).toEqual({
      ActionId: order.action.id,
      CampaignId: '14021',
      Status: 'PENDING',
      Amount: '100.00',
      Payout: '11.00',
      Currency: 'USD',
      token: 'local-impact-secret',
    });
    expect(note.ActionId).toMatch(/^14021\.\d+\.\d+$/);

    const action = await (await impactAction(note.ActionId!)).json();
    expect(action).toMatchObject({
      Id: note.ActionId,
      CampaignId: 14021,
      State: 'PENDING',
      Amount: '100.00',
      Payout: '11.00',
      Currency: 'USD',
      Oid: order.id,
      SubId1: SUB,
      Uri: `/Mediapartners/${IMPACT_SID}/Actions/${note.ActionId}`,
    });

    // The brand modifies the amount while pending (a partial return), then approves: final.
    await json(`/affiliates/orders/${order.id}/adjust`, { amount: 60 });
    expect(queryOf(lastReceived().url)).toMatchObject({ Status: 'PENDING', Amount: '60.00', Payout: '6.60' });
    expect(await (await impactAction(note.ActionId!)).json()).toMatchObject({ State: 'PENDING', Amount: '60.00', DeltaAmount: '-40.00', IntendedAmount: '100.00' });
    await json(`/affiliates/orders/${order.id}/approve`, {});
    expect(queryOf(lastReceived().url).Status).toBe('APPROVED');
    expect((await (await impactAction(note.ActionId!)).json()).State).toBe('APPROVED');
    expect((await json(`/affiliates/orders/${order.id}/reverse`, {})).status).toBe(409);
    expect((await json(`/affiliates/orders/${order.id}/adjust`, { amount: 10 })).status).toBe(409);
  });

  it('reverses a pending action, and answers the Actions API only with the Account SID and Auth Token', async () => {
    const { order } = await (await json('/affiliates/orders', { network: 'impact', brand: '15530', sid: SUB, api_base: apiBase })).json();
    await json(`/affiliates/orders/${order.id}/reverse`, {});
    expect(queryOf(lastReceived().url).Status).toBe('REVERSED');
    const id = order.action.id as string;
    expect((await (await impactAction(id)).json()).State).toBe('REVERSED');

    expect((await impactAction(id, null)).status).toBe(401);
    expect((await impactAction(id, `Basic ${Buffer.from(`${IMPACT_SID}:guess`).toString('base64')}`)).status).toBe(401);
    expect((await impactAction(id, 'Bearer local-impact-auth-token')).status).toBe(401);
    // Another account's path, or an action nobody tracked.
    expect((await impactAction(id, IMPACT_BASIC, 'IR0000000000000000000000000000000X')).status).toBe(404);
    expect((await impactAction('14021.1.999', IMPACT_BASIC)).status).toBe(404);
    const post = await fetch(`${base}/affiliates/impact/Mediapartners/${IMPACT_SID}/Actions/${id}`, { method: 'POST', headers: { authorization: IMPACT_BASIC } });
    expect(post.status).toBe(405);
  });
});

describe("CJ: no push, the Commission Detail API", () => {
  it('lists the commission for our publisher id; locks it on approval; a correction is its own record', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const before = received.length;
    const res = await json('/affiliates/orders', { network: 'cj', brand: '5512345', sid: SUB, sku: 'alder-and-oak-2', api_base: apiBase });
    const { order, sent } = await res.json();
    expect(sent).toBeNull();
    expect(received.length).toBe(before);
    expect(order.product).toBe(ADVERTISERS.find((a) => a.key === 'alder-and-oak')!.products[1]!.name);

    const window = `sincePostingDate: "${since}", beforePostingDate: "${new Date(Date.now() + 1000).toISOString()}"`;
    const [original] = (await cjRecords(window)).filter((r) => r.orderId === order.id);
    expect(original).toEqual({
      commissionId: expect.stringMatching(/^\d{16}$/),
      originalActionId: original!.commissionId,
      original: true,
      actionStatus: 'new',
      correctionReason: null,
      advertiserId: '5512345',
      orderId: order.id,
      shopperId: SUB,
      saleAmountUsd: order.sale.toFixed(2),
      pubCommissionAmountUsd: order.commission.toFixed(2),
      postingDate: expect.any(String),
      lockingDate: expect.any(String),
    });

    // Approval: it locks now; a locked commission can no longer be corrected.
    const lockSince = new Date().toISOString();
    expect((await json(`/affiliates/orders/${order.id}/approve`, {})).status).toBe(200);
    expect(received.length).toBe(before);
    const locked = await cjRecords(`sinceLockingDate: "${lockSince}", beforeLockingDate: "${new Date(Date.now() + 1000).toISOString()}"`);
    expect(locked.find((r) => r.orderId === order.id)).toMatchObject({ commissionId: original!.commissionId, actionStatus: 'locked' });
    expect((await json(`/affiliates/orders/${order.id}/reverse`, {})).status).toBe(409);
    expect((await json(`/affiliates/orders/${order.id}/approve`, { force: true })).status).toBe(409);

    // Another order corrected before it locks: a second record with negative amounts.
    const second = (await (await json('/affiliates/orders', { network: 'cj', brand: '5512345', sid: SUB, amount: 40 })).json()).order;
    await json(`/affiliates/orders/${second.id}/reverse`, {});
    const records = (await cjRecords(window.replace(/beforePostingDate: "[^"]+"/, `beforePostingDate: "${new Date(Date.now() + 1000).toISOString()}"`))).filter((r) => r.orderId === second.id);
    expect(records).toHaveLength(2);
    expect(records[1]).toMatchObject({ original: false, originalActionId: records[0]!.commissionId, correctionReason: 'RETURNED_MERCHANDISE', saleAmountUsd: '-40.00' });
    expect(records[1]!.commissionId as string > (records[0]!.commissionId as string)).toBe(true);
    // sinceCommissionId: only the later records.
    expect((await cjRecords(`sinceCommissionId: "${records[0]!.commissionId}"`)).map((r) => r.commissionId)).toContain(records[1]!.commissionId);
    expect((await cjRecords(`sinceCommissionId: "${records[1]!.commissionId}"`)).map((r) => r.commissionId)).not.toContain(records[1]!.commissionId);
  });

  it('answers only a POST with our Bearer token, for our publisher id, with fields the schema has', async () => {
    expect((await cjQuery('', RECORD_FIELDS, null)).status).toBe(401);
    expect((await cjQuery('', RECORD_FIELDS, 'Bearer guess')).status).toBe(401);
    expect((await cjQuery('', RECORD_FIELDS, 'local-cj-personal-access-token')).status).toBe(401);
    expect((await fetch(`${base}/affiliates/cj/query`, { headers: { authorization: CJ_BEARER } })).status).toBe(405);
    const error = async (res: Promise<Response>) => {
      const r = await res;
      expect(r.status).toBe(200);
      const body = await r.json();
      expect(body.data).toBeNull();
      return body.errors[0].message as string;
    };
    const other = fetch(`${base}/affiliates/cj/query`, {
      method: 'POST',
      headers: { authorization: CJ_BEARER },
      body: '{ publisherCommissions(forPublishers: ["999"]) { count records { commissionId } } }',
    });
    expect(await error(other)).toContain('not authorized for publisher 999');
    expect(await error(cjQuery('', 'commissionId secretField'))).toContain('Cannot query field "secretField"');
    expect(await error(cjQuery('websiteIds: ["1"]'))).toContain('websiteIds');
    expect(await error(cjQuery('sincePostingDate: "yesterday"'))).toContain('ISO 8601');
    // The JSON envelope of GraphQL over HTTP is read too.
    const enveloped = await fetch(`${base}/affiliates/cj/query`, {
      method: 'POST',
      headers: { authorization: CJ_BEARER, 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ publisherCommissions(forPublishers: ["${CJ_CID}"]) { limit records { commissionId } } }` }),
    });
    expect((await enveloped.json()).data.publisherCommissions.limit).toBe(CJ_PAGE_LIMIT);
  });
});

describe('the pages', () => {
  it('buys from the store page form, shows the order with what the API answered, and lists orders by sub-id', async () => {
    process.env.AFFILIATES_API_BASE = apiBase;
    try {
      const form = new URLSearchParams({ sid: 'f'.repeat(32), sku: 'voltline-1' });
      const html = await (await fetch(`${base}/affiliates/store/impact/16201/buy`, { method: 'POST', body: form })).text();
      expect(html).toContain('Thank you for your order');
      expect(html).toContain('PilotMiles accepted the report');
      const list = await (await fetch(`${base}/affiliates/orders?sid=${'f'.repeat(32)}`)).json();
      expect(list.orders).toHaveLength(1);
      const id = list.orders[0].id;
      const page = await (await fetch(`${base}/affiliates/orders`, { headers: { accept: 'text/html' } })).text();
      expect(page).toContain(`aria-label="Approve order ${id}"`);
      expect(page).toContain(`aria-label="Return order ${id}"`);
      const after = await (await fetch(`${base}/affiliates/orders/${id}/approve`, { method: 'POST', body: new URLSearchParams() })).text();
      expect(after).toContain(`Order ${id} approved`);
      expect(after).toContain('PilotMiles accepted the report');
      expect(after).not.toContain(`aria-label="Approve order ${id}"`);
      // An approved Impact action is final: no Return either.
      expect(after).not.toContain(`aria-label="Return order ${id}"`);
    } finally {
      delete process.env.AFFILIATES_API_BASE;
    }
  });

  it('offers Rakuten orders a Return but no Approve, and says CJ pushes nothing', async () => {
    const rakuten = (await (await json('/affiliates/orders', { network: 'rakuten', brand: '39120', sid: 'e'.repeat(32), api_base: apiBase })).json()).order;
    const cj = await fetch(`${base}/affiliates/store/cj/5512345/buy`, { method: 'POST', body: new URLSearchParams({ sid: 'e'.repeat(32) }) });
    expect(await cj.text()).toContain("Listed in CJ's Commission Detail API");
    const page = await (await fetch(`${base}/affiliates/orders?sid=${'e'.repeat(32)}`, { headers: { accept: 'text/html' } })).text();
    expect(page).not.toContain(`aria-label="Approve order ${rakuten.id}"`);
    expect(page).toContain(`aria-label="Return order ${rakuten.id}"`);
  });

  it('shows a failed delivery without crashing, and refuses bad input', async () => {
    const res = await json('/affiliates/orders', { network: 'rakuten', brand: '38605', sid: SUB, api_base: 'http://127.0.0.1:1/api' });
    expect(res.status).toBe(201);
    const { sent } = await res.json();
    expect(sent.status).toBeNull();
    expect(sent.error).toBeTruthy();
    for (const body of [
      { network: 'awin', brand: '38605', sid: SUB },
      { network: 'rakuten', brand: '38605' },
      { network: 'rakuten', brand: '38605', sid: SUB, amount: -1 },
      { network: 'rakuten', brand: '38605', sid: SUB, amount: 1.234 },
      { network: 'rakuten', brand: '38605', sid: SUB, sku: 'nope' },
      { network: 'rakuten', brand: '38605', sid: SUB, api_base: 'file:///etc/passwd' },
    ])
      expect((await json('/affiliates/orders', body)).status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
    expect((await json('/affiliates/orders/NOPE-1/approve', {})).status).toBe(404);
    expect((await fetch(`${base}/affiliates/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })).status).toBe(400);
    const { order } = await (await json('/affiliates/orders', { network: 'impact', brand: '14021', sid: SUB, amount: 50, api_base: apiBase })).json();
    for (const amount of [0, 50, 80, 12.345, 'x']) expect((await json(`/affiliates/orders/${order.id}/adjust`, { amount })).status, String(amount)).toBe(400);
  });
});

describe('the test control', () => {
  it('records an Impact action for any campaign, sub-id, order and state, served by the Actions API', async () => {
    const put = (id: string, body: unknown) =>
      fetch(`${base}/affiliates/impact/control/actions/${id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const body = { campaign_id: '777000111', sub_id: SUB, oid: 'T-CONTROL1', amount: 1200, payout: 60, state: 'APPROVED' };
    expect((await put('777000111.T-CONTROL1', body)).status).toBe(200);
    expect(await (await impactAction('777000111.T-CONTROL1')).json()).toMatchObject({
      Id: '777000111.T-CONTROL1',
      CampaignId: 777000111,
      State: 'APPROVED',
      Amount: '1200.00',
      Payout: '60.00',
      Oid: 'T-CONTROL1',
      SubId1: SUB,
    });
    expect((await put('777000111.T-CONTROL1', { ...body, state: 'REVERSED' })).status).toBe(200);
    expect((await (await impactAction('777000111.T-CONTROL1')).json()).State).toBe('REVERSED');
    for (const bad of [{ ...body, state: 'LOCKED' }, { ...body, amount: 1.234 }, { ...body, oid: 'a/b' }, { ...body, campaign_id: 'x' }])
      expect((await put('777000111.T-CONTROL2', bad)).status, JSON.stringify(bad)).toBe(400);
  });
});
