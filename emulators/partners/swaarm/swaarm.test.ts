import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OFFERS_CONFIG, holdDays, payoutToPilotMiles, swaarmPostbackQuery } from '@pilotmiles/core';
import { createPartnersServer } from '../server';
import { SWAARM_OFFERS } from './offers';

const FEED_AUTH = 'publisher_id=pm-local&api_key=local-feed-key';

let simulator: Server;
let receiver: Server;
let base: string;
/** What the stand-in API received: each postback's URL. */
const received: string[] = [];
let receiverUrl: string;

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

beforeAll(async () => {
  simulator = createPartnersServer();
  base = await listen(simulator);
  // A stand-in for our API's postback route: answers 200 with a JSON body.
  receiver = createServer((req, res) => {
    received.push(req.url!);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"ok":true}}');
  });
  receiverUrl = await listen(receiver);
});

afterAll(async () => {
  await new Promise((r) => simulator.close(r));
  await new Promise((r) => receiver.close(r));
});

const feed = async (query: string) => {
  const res = await fetch(`${base}/swaarm/api/offers?${query}`);
  return { status: res.status, body: await res.json() };
};

const control = (body: unknown) =>
  fetch(`${base}/swaarm/_control/postback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the offer feed', () => {
  it('refuses a wrong or missing key and an unknown publisher', async () => {
    expect((await feed('publisher_id=pm-local&api_key=nope')).status).toBe(401);
    expect((await feed('publisher_id=pm-local')).status).toBe(401);
    expect((await feed('publisher_id=someone&api_key=local-feed-key')).status).toBe(401);
    expect((await feed(`${FEED_AUTH}&page=0`)).status).toBe(400);
  });

  it('pages through every offer once, and omit leaves offers out', async () => {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const { status, body } = await feed(`${FEED_AUTH}&page=${page}&per_page=25`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ page, per_page: 25, total: SWAARM_OFFERS.length });
      ids.push(...body.offers.map((o: { id: string }) => o.id));
      if (!body.has_more) break;
    }
    expect(ids).toEqual(SWAARM_OFFERS.map((o) => o.id));
    const capped = await feed(`${FEED_AUTH}&per_page=500&omit=10234,10701`);
    expect(capped.body.per_page).toBe(100);
    expect(capped.body.total).toBe(SWAARM_OFFERS.length - 2);
    expect(capped.body.offers.map((o: { id: string }) => o.id)).not.toContain('10234');
  });
});

describe('the survey wall', () => {
  it('adds as many surveys as asked to the feed, with their images and click pages, and goes back to none', async () => {
    const set = (survey_wall: unknown) =>
      fetch(`${base}/swaarm/_control/catalogue`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ survey_wall }) });
    expect((await set(-1)).status).toBe(400);
    expect((await set(1000)).status).toBe(400);
    expect((await set(150)).status).toBe(200);
    try {
      const { body } = await feed(`${FEED_AUTH}&page=3&per_page=100`);
      expect(body.total).toBe(SWAARM_OFFERS.length + 150);
      expect(body.offers.at(-1)).toMatchObject({ id: String(20000 + 150), category: 'survey', platform: 'web' });
      expect((await fetch(`${base}/swaarm/images/20150.svg`)).status).toBe(200);
      expect((await fetch(`${base}/swaarm/click?offer_id=20150&pub_id=pm-local&pub_click_id=abc`)).status).toBe(200);
    } finally {
      await set(0);
    }
    expect((await feed(FEED_AUTH)).body.total).toBe(SWAARM_OFFERS.length);
    expect((await fetch(`${base}/swaarm/images/20150.svg`)).status).toBe(404);
  });
});

describe('the offers', () => {
  it('cover every category and platform with unique ids and postable event ids', () => {
    expect(SWAARM_OFFERS.length).toBeGreaterThanOrEqual(64);
    expect(new Set(SWAARM_OFFERS.map((o) => o.id)).size).toBe(SWAARM_OFFERS.length);
    expect(new Set(SWAARM_OFFERS.map((o) => o.category))).toEqual(new Set(['game', 'app', 'survey', 'explore', 'signup', 'travel']));
    expect(new Set(SWAARM_OFFERS.map((o) => o.platform))).toEqual(new Set(['ios', 'android', 'web']));
    for (const offer of SWAARM_OFFERS) {
      expect(offer.id).toMatch(/^\d+$/);
      expect(new Set(offer.events.map((e) => e.eventTypeId)).size).toBe(offer.events.length);
      for (const e of offer.events)
        swaarmPostbackQuery.parse({ click_id: 'a'.repeat(32), event_id: e.eventTypeId, payout: e.payout.theyGetInDollars, status: 'approved' });
    }
  });

  it('include events held 7 and 30 days, hostile descriptions and one missing image', () => {
    const pm = SWAARM_OFFERS.flatMap((o) => o.events).map((e) => payoutToPilotMiles(e.payout.theyGetInDollars, DEFAULT_OFFERS_CONFIG.member_share));
    const holds = new Set(pm.map((p) => holdDays(p, DEFAULT_OFFERS_CONFIG.hold_rules)));
    expect(holds).toEqual(new Set([0, 7, 30]));
    const descriptions = SWAARM_OFFERS.map((o) => o.description).join('\n');
    for (const hostile of ['<script>', 'onerror=', 'onclick=', 'javascript:', '<iframe', '<div><span>']) expect(descriptions).toContain(hostile);
    expect(SWAARM_OFFERS.filter((o) => !o.previewUrl.endsWith(`/images/${o.id}.svg`))).toHaveLength(1);
  });
});

describe('images', () => {
  it('serves a distinct cacheable SVG per offer and a 404 for the missing one', async () => {
    const svgs = new Set<string>();
    for (const offer of SWAARM_OFFERS) {
      const res = await fetch(`${base}${new URL(offer.previewUrl).pathname}`);
      if (!offer.previewUrl.endsWith(`/${offer.id}.svg`)) {
        expect(res.status).toBe(404);
        continue;
      }
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('cache-control')).toContain('max-age=31536000');
      svgs.add(await res.text());
    }
    expect(svgs.size).toBe(SWAARM_OFFERS.length - 1);
  });
});

describe('the click page', () => {
  const CLICK = 'c0ffee00c0ffee00c0ffee00c0ffee00';

  it('shows a button per event, and a 400 page for an unknown offer or a missing click id', async () => {
    const res = await fetch(`${base}/swaarm/click?offer_id=10234&pub_id=pm-local&pub_click_id=${CLICK}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const name of ['Install', 'Reach level 10', 'Reach level 30']) expect(html).toContain(`>Complete: ${name}</button>`);
    expect(html).toContain('<label for="status">Status</label>');
    expect(html).toContain('Send twice</label>');
    expect((await fetch(`${base}/swaarm/click?offer_id=1&pub_click_id=${CLICK}`)).status).toBe(400);
    expect((await fetch(`${base}/swaarm/click?offer_id=10234&pub_id=pm-local`)).status).toBe(400);
  });

  it('refuses a link without our publisher id (offer_id, pub_id and pub_click_id are mandatory)', async () => {
    expect((await fetch(`${base}/swaarm/click?offer_id=10234&pub_click_id=${CLICK}`)).status).toBe(400);
    expect((await fetch(`${base}/swaarm/click?offer_id=10234&pub_id=someone&pub_click_id=${CLICK}`)).status).toBe(400);
  });

  it('offers only Swaarm\'s conversion states, and refuses any other', async () => {
    const html = await (await fetch(`${base}/swaarm/click?offer_id=10234&pub_id=pm-local&pub_click_id=${CLICK}`)).text();
    const values = [...html.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);
    expect(values).toEqual(['approved', 'pending', 'rejected']);
    expect(html).toContain('>APPROVED</option>');
    const form = new URLSearchParams({ offer_id: '10234', pub_id: 'pm-local', pub_click_id: CLICK, status: 'reversed', event_id: 'install' });
    expect((await fetch(`${base}/swaarm/click`, { method: 'POST', body: form })).status).toBe(400);
  });

  it('escapes what it echoes', async () => {
    const html = await (await fetch(`${base}/swaarm/click?offer_id=10234&pub_id=pm-local&pub_click_id=${encodeURIComponent('"><script>x()</script>')}`)).text();
    expect(html).not.toContain('<script>x()');
    expect(html).toContain('&#34;&#62;&#60;script&#62;');
  });

  it('fires the event postback server to server and shows the answer, and a failure without crashing', async () => {
    process.env.SWAARM_POSTBACK_TEMPLATE = `${receiverUrl}/pb?click_id=#{click.publisher.clickId}&event_id=#{offer.eventTypeId}&status=#{status.state}`;
    try {
      const form = new URLSearchParams({ offer_id: '10234', pub_id: 'pm-local', pub_click_id: CLICK, status: 'pending', event_id: 'level_10', twice: '1' });
      const before = received.length;
      const html = await (await fetch(`${base}/swaarm/click`, { method: 'POST', body: form })).text();
      expect(received.slice(before)).toEqual(Array(2).fill(`/pb?click_id=${CLICK}&event_id=level_10&status=PENDING`));
      expect(html.match(/Postback sent: pending Reach level 10 -&#62; 200/g)).toHaveLength(2);

      process.env.SWAARM_POSTBACK_TEMPLATE = 'http://127.0.0.1:1/pb';
      const failed = await fetch(`${base}/swaarm/click`, { method: 'POST', body: new URLSearchParams({ ...Object.fromEntries(form), twice: '' }) });
      expect(failed.status).toBe(200);
      expect(await failed.text()).toContain('Postback not delivered: pending Reach level 10 -&#62; failed:');
    } finally {
      delete process.env.SWAARM_POSTBACK_TEMPLATE;
    }
  });
});

describe('the control API', () => {
  it('fills Swaarm\'s documented macros URL-encoded, leaves any other empty, sends twice at once, and lists what it sent', async () => {
    // #{conversion.status} and #{offer.id} are not Swaarm publisher-postback macros: they stay empty.
    const template =
      `${receiverUrl}/pb?c=#{click.publisher.clickId}&e=#{offer.eventTypeId}&n=#{eventType.name}&p=#{payout.theyGetInDollars}` +
      `&s=#{status.state}&old=#{conversion.status}&o=#{offer.id}&x=#{no.such}&proto=#{constructor}`;
    const res = await control({ click_id: 'a b&c', offer_id: '10241', event_id: 'town_hall_12', status: 'approved', twice: true, template });
    expect(res.status).toBe(200);
    const { sent } = await res.json();
    expect(sent).toHaveLength(2);
    for (const s of sent) {
      expect(s).toMatchObject({
        url: `${receiverUrl}/pb?c=a%20b%26c&e=town_hall_12&n=Upgrade%20the%20Town%20Hall%20to%20level%2012&p=85.00&s=APPROVED&old=&o=&x=&proto=`,
        status: 200,
      });
      expect(JSON.parse(s.body)).toEqual({ data: { ok: true } });
    }
    const { postbacks } = await (await fetch(`${base}/swaarm/_control/postbacks`)).json();
    expect(postbacks.slice(-2).map((p: { url: string }) => p.url)).toEqual(sent.map((s: { url: string }) => s.url));
  });

  it('sends an unknown event only with an explicit payout, and refuses bad input', async () => {
    const template = `${receiverUrl}/pb?e=#{offer.eventTypeId}&p=#{payout.theyGetInDollars}`;
    const common = { click_id: 'abc', offer_id: '10234', status: 'approved', template };
    expect((await control({ ...common, event_id: 'level_99' })).status).toBe(400);
    const { sent } = await (await control({ ...common, event_id: 'level_99', payout: 1.5 })).json();
    expect(sent[0].url).toBe(`${receiverUrl}/pb?e=level_99&p=1.50`);
    expect((await control({ ...common, event_id: 'install', status: 'done' })).status).toBe(400);
    // Swaarm reports a take-back as a rejected conversion: it has no 'reversed' state.
    expect((await control({ ...common, event_id: 'install', status: 'reversed' })).status).toBe(400);
    const rejected = await (await control({ ...common, event_id: 'install', status: 'rejected', template: `${receiverUrl}/pb?s=#{status.state}` })).json();
    expect(rejected.sent[0].url).toBe(`${receiverUrl}/pb?s=REJECTED`);
    expect((await control({ ...common, event_id: 'install', offer_id: '1' })).status).toBe(400);
    expect((await control({ ...common, event_id: 'install', template: 'file:///etc/passwd' })).status).toBe(400);
  });
});
