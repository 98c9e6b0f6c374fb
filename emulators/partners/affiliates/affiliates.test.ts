import { createHmac } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOPPING_CATEGORY_NAMES, cjPostbackQuery, impactPostbackQuery, rakutenPostbackQuery } from '@pilotmiles/core';
import { createPartnersServer } from '../server';
import { ADVERTISERS, NETWORKS, commissionOn } from './advertisers';
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
const hmac = (text: string, secret: string) => createHmac('sha256', secret).update(text).digest('hex');
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

describe('an affiliate link', () => {
  it("takes each network's sub-id parameter to the store, and refuses an unknown store or a link without a sub-id", async () => {
    for (const [network, param, advertiser] of [['rakuten', 'u1', '38605'], ['impact', 'subId1', '14021'], ['cj', 'sid', '5512345']]) {
      const res = await fetch(`${base}/affiliates/${network}/click?brand=${advertiser}&${param}=${SUB}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/affiliates/store/${network}/${advertiser}?sid=${SUB}`);
    }
    expect((await fetch(`${base}/affiliates/rakuten/click?brand=1&u1=${SUB}`, { redirect: 'manual' })).status).toBe(404);
    // An Impact advertiser is unknown at Rakuten.
    expect((await fetch(`${base}/affiliates/rakuten/click?brand=14021&u1=${SUB}`, { redirect: 'manual' })).status).toBe(404);
    const missing = await fetch(`${base}/affiliates/rakuten/click?brand=38605`, { redirect: 'manual' });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('no sub-id');
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

describe('buying and the network reports', () => {
  it('Rakuten: a purchase fires the pending postback with the token; approve and return follow, a return with a negative sale', async () => {
    const res = await json('/affiliates/orders', { network: 'rakuten', brand: '38605', sid: SUB, amount: 89.9, api_base: apiBase });
    expect(res.status).toBe(201);
    const { order, sent } = await res.json();
    expect(order).toMatchObject({ network: 'rakuten', advertiserId: '38605', subId: SUB, sale: 89.9, status: 'pending', commission: 8.09 });
    expect(order.id).toMatch(/^NO-[A-Z0-9]+$/);
    expect(sent.status).toBe(200);
    const q = queryOf(lastReceived().url);
    expect(lastReceived().url.startsWith('/api/postbacks/rakuten?')).toBe(true);
    expect(q).toEqual({ u1: SUB, order_id: order.id, mid: '38605', sale_amount: '89.90', commissions: '8.09', status: 'pending', token: 'local-rakuten-secret' });
    expect(rakutenPostbackQuery.safeParse(q).success).toBe(true);

    const approved = await (await json(`/affiliates/orders/${order.id}/approve`, {})).json();
    expect(approved.order.status).toBe('approved');
    expect(queryOf(lastReceived().url).status).toBe('approved');
    expect((await json(`/affiliates/orders/${order.id}/approve`, {})).status).toBe(409);

    await json(`/affiliates/orders/${order.id}/reverse`, {});
    expect(queryOf(lastReceived().url)).toMatchObject({ status: 'returned', sale_amount: '-89.90', commissions: '-8.09' });
    expect((await json(`/affiliates/orders/${order.id}/reverse`, {})).status).toBe(409);
    // A network retrying: force sends the same report again.
    const forced = await json(`/affiliates/orders/${order.id}/reverse`, { force: true });
    expect(forced.status).toBe(200);
  });

  it('Impact: signs everything before &sig= with HMAC-SHA256', async () => {
    const { order } = await (await json('/affiliates/orders', { network: 'impact', brand: '14021', sid: SUB, api_base: apiBase })).json();
    const marigold = ADVERTISERS.find((a) => a.advertiserId === '14021')!;
    expect(order.sale).toBe(marigold.products[0]!.price);
    expect(order.commission).toBe(commissionOn(marigold, order.sale));
    const url = lastReceived().url;
    const [, signed, sig] = /^\/api\/postbacks\/impact\?(.+)&sig=([0-9a-f]{64})$/.exec(url)!;
    expect(sig).toBe(hmac(signed!, 'local-impact-secret'));
    expect(queryOf(url)).toMatchObject({ subId1: SUB, OrderId: order.id, CampaignId: '14021', ActionStatus: 'PENDING' });
    expect(impactPostbackQuery.safeParse(queryOf(url)).success).toBe(true);
    await json(`/affiliates/orders/${order.id}/approve`, {});
    expect(queryOf(lastReceived().url).ActionStatus).toBe('APPROVED');
  });

  it('CJ: signs the raw query in X-CJ-Signature', async () => {
    const { order } = await (await json('/affiliates/orders', { network: 'cj', brand: '5512345', sid: SUB, sku: 'alder-and-oak-2', api_base: apiBase })).json();
    expect(order.product).toBe(ADVERTISERS.find((a) => a.key === 'alder-and-oak')!.products[1]!.name);
    const { url, headers } = lastReceived();
    const raw = url.split('?')[1]!;
    expect(headers['x-cj-signature']).toBe(hmac(raw, 'local-cj-secret'));
    expect(queryOf(url)).toMatchObject({ sid: SUB, oid: order.id, cid: '5512345', actionStatus: 'new' });
    expect(cjPostbackQuery.safeParse(queryOf(url)).success).toBe(true);
    await json(`/affiliates/orders/${order.id}/reverse`, {});
    expect(queryOf(lastReceived().url).actionStatus).toBe('corrected');
  });

  it('buys from the store page form, shows the order with what the API answered, and lists orders by sub-id', async () => {
    process.env.AFFILIATES_API_BASE = apiBase;
    try {
      const form = new URLSearchParams({ sid: 'f'.repeat(32), sku: 'bytehaus-1' });
      const html = await (await fetch(`${base}/affiliates/store/rakuten/39120/buy`, { method: 'POST', body: form })).text();
      expect(html).toContain('Thank you for your order');
      expect(html).toContain('PilotMiles accepted the report');
      const list = await (await fetch(`${base}/affiliates/orders?sid=${'f'.repeat(32)}`)).json();
      expect(list.orders).toHaveLength(1);
      const page = await (await fetch(`${base}/affiliates/orders`, { headers: { accept: 'text/html' } })).text();
      expect(page).toContain(`aria-label="Approve order ${list.orders[0].id}"`);
      expect(page).toContain(`aria-label="Return order ${list.orders[0].id}"`);
      const after = await (await fetch(`${base}/affiliates/orders/${list.orders[0].id}/approve`, { method: 'POST', body: new URLSearchParams() })).text();
      expect(after).toContain(`Order ${list.orders[0].id} approved`);
      expect(after).not.toContain(`aria-label="Approve order ${list.orders[0].id}"`);
    } finally {
      delete process.env.AFFILIATES_API_BASE;
    }
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
  });
});
