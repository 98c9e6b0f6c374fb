/**
 * POST /web-search (docs/web-search.md): results from the provider (the simulator), and search
 * rewards decided with the ledger credit in one transaction on the member's day: spam, duplicates
 * and bursts earn nothing, unverified members earn nothing, the cap holds under concurrency, and
 * the answer never says why. A failing provider is a 502 that changes nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { WEB_SEARCH_MESSAGES } from '@pilotmiles/core';
import { webSearchOverrides } from '../../src/webSearch/webSearch.service';
import {
  api,
  authHeader,
  checkLedgersAfterEachTest,
  createAuthUser,
  createUser,
  emulatorToken,
  expectLedgerConsistent,
  expectSessionExpired,
  sendBadInput,
  storedState,
  userDoc,
  type BadInput,
} from '../support/helpers';
import {
  NATURAL_QUERIES,
  freshQuery,
  providerCalls,
  providerPlan,
  providerRequests,
  searchCall,
  searchDays,
  searchEntries,
  useConfig,
} from './support';

checkLedgersAfterEachTest();

beforeEach(() => useConfig());

const RESPONSE_KEYS = ['daily_cap_pm', 'earned_pm', 'earned_today_pm', 'has_more', 'offset', 'query', 'results'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('POST /web-search: results', () => {
  it('answers results for a verified member, pays the search, and pages on without earning', async () => {
    const member = await createUser();
    const before = await expectLedgerConsistent(member.uid);
    const res = await searchCall(member, { q: '  cheap flights to rome ' });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(Object.keys(data).sort()).toEqual(RESPONSE_KEYS);
    expect(data).toMatchObject({
      query: 'cheap flights to rome',
      offset: 0,
      has_more: true,
      earned_pm: 5,
      earned_today_pm: 5,
      daily_cap_pm: 50,
    });
    expect(data.results).toHaveLength(10);
    for (const r of data.results) {
      expect(Object.keys(r).sort()).toEqual(['display_url', 'snippet', 'title', 'url']);
      expect(r.url).toMatch(/^https:\/\//);
      expect(r.title).not.toMatch(/[<>]/);
      expect(r.snippet).not.toMatch(/<|&#/);
      expect(r.display_url).toContain(new URL(r.url).host);
    }
    expect(data.results.map((r: { display_url: string }) => r.display_url)).toContain(
      'en.wikipedia.org › wiki › cheap-flights-to-rome',
    );

    const [entry] = await searchEntries(member.uid);
    expect(entry).toMatchObject({ type: 'search', amount: 5, description: 'Web search reward' });
    expect(entry!.id).toMatch(/^search:\d{4}-\d{2}-\d{2}:1$/);
    expect(await expectLedgerConsistent(member.uid)).toBe(before + 5);
    const [day] = await searchDays(member.uid);
    expect(day).toMatchObject({
      qualifying: 1,
      earned: 5,
      searches: 1,
      recent: [{ q: 'cheap flights to rome', at: expect.any(Number) }],
    });
    expect(entry!.id).toBe(`search:${day!.id}:1`);

    // The next page: more results, nothing earned, today's figure as it stands.
    const next = await searchCall(member, { q: 'cheap flights to rome', offset: 1 });
    expect(next.status).toBe(200);
    expect(next.body.data).toMatchObject({ offset: 1, earned_pm: 0, earned_today_pm: 5, daily_cap_pm: 50 });
    expect(next.body.data.results.length).toBeGreaterThan(0);
    const firstUrls = new Set(data.results.map((r: { url: string }) => r.url));
    expect(next.body.data.results.some((r: { url: string }) => firstUrls.has(r.url))).toBe(false);
    expect(await searchEntries(member.uid)).toHaveLength(1);
    expect((await searchDays(member.uid))[0]).toMatchObject({ searches: 1 });
  });

  it('pays at random intervals: with every 2 to 4 searches, the first search of the day earns nothing', async () => {
    useConfig({ reward_every_min: 2, reward_every_max: 4, reward_pm_min: 7, reward_pm_max: 7 });
    const member = await createUser();
    const earned: number[] = [];
    for (const q of NATURAL_QUERIES.slice(0, 8)) earned.push((await searchCall(member, { q })).body.data.earned_pm);
    // Lower bounds (random 0): the 2nd search pays, then every 2nd.
    expect(earned).toEqual([0, 7, 0, 7, 0, 7, 0, 7]);
    expect((await searchEntries(member.uid)).map((e) => e.id.split(':').at(-1)).sort()).toEqual(['2', '4', '6', '8']);
  });

  it('answers the same results to every member, and asks the provider once for a query asked again', async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    const q = freshQuery();
    const first = await searchCall(a, { q });
    const again = await searchCall(b, { q: q.toUpperCase().replace(/ /g, '  ') });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data.results).toEqual(first.body.data.results);
    expect(await providerCalls(q)).toBe(1);
  });

  it('answers a member without a PilotMiles record yet, who earns nothing', async () => {
    const user = await createAuthUser();
    const res = await searchCall(user, { q: 'best hiking boots for women' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ earned_pm: 0, earned_today_pm: 0 });
    expect(res.body.data.results.length).toBeGreaterThan(0);
    expect(await userDoc(user.uid)).toBeUndefined();
  });
});

describe('POST /web-search: who may search', () => {
  it('refuses anonymous callers and bad tokens with 403 Session expired', async () => {
    expectSessionExpired(await searchCall(null, { q: 'cheap flights' }));
    const user = await createUser();
    expectSessionExpired(
      await api().post('/api/web-search').set({ authorization: 'Bearer not-a-token' }).send({ q: 'cheap flights' }),
    );
    const expired = emulatorToken(user, { exp: Math.floor(Date.now() / 1000) - 60 });
    expectSessionExpired(
      await api()
        .post('/api/web-search')
        .set({ authorization: `Bearer ${expired}` })
        .send({ q: 'cheap flights' }),
    );
  });

  it('shows an unverified member results, and they earn nothing however they search', async () => {
    const member = await createUser({ verified: false });
    const before = await storedState(member.uid);
    for (const q of NATURAL_QUERIES.slice(0, 3)) {
      const res = await searchCall(member, { q });
      expect(res.status).toBe(200);
      expect(res.body.data.results.length).toBeGreaterThan(0);
      expect(res.body.data).toMatchObject({ earned_pm: 0, earned_today_pm: 0, daily_cap_pm: 50 });
    }
    expect(await storedState(member.uid)).toEqual(before);
    expect(await searchDays(member.uid)).toEqual([]);
  });

  it('limits a member to 30 searches a minute (429 with retry_after)', async () => {
    const member = await createUser();
    const q = freshQuery('hotels in porto');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await searchCall(member, { q, offset: 1 })).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const refused = await searchCall(member, { q, offset: 1 });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'rate-limited', retry_after: expect.any(Number) });
    // One provider call for all of them: the rest came from the cache.
    expect(await providerCalls(q)).toBe(1);
  });
});

describe('POST /web-search: bad input', () => {
  const BAD: BadInput[] = [
    { name: 'no body', field: 'body' },
    { name: 'an array body', json: [], field: 'body' },
    { name: 'no q', json: {}, field: 'q' },
    { name: 'empty q', json: { q: '' }, field: 'q' },
    { name: 'blank q', json: { q: '    ' }, field: 'q' },
    { name: 'q too long', json: { q: 'a'.repeat(201) }, field: 'q' },
    { name: 'q a number', json: { q: 42 }, field: 'q' },
    { name: 'q a list', json: { q: ['cheap', 'flights'] }, field: 'q' },
    { name: 'q an object', json: { q: { $gt: '' } }, field: 'q' },
    { name: 'q with a control character', json: { q: 'cheap\u0000flights' }, field: 'q' },
    { name: 'q null', json: { q: null }, field: 'q' },
    { name: 'offset negative', json: { q: 'flights', offset: -1 }, field: 'offset' },
    { name: 'offset past the last page', json: { q: 'flights', offset: 10 }, field: 'offset' },
    { name: 'offset a fraction', json: { q: 'flights', offset: 0.5 }, field: 'offset' },
    { name: 'offset as text', json: { q: 'flights', offset: '1' }, field: 'offset' },
    { name: 'offset huge', json: { q: 'flights', offset: 1e308 }, field: 'offset' },
    { name: 'an unknown field', json: { q: 'flights', earned_pm: 50 }, field: 'earned_pm' },
    { name: 'a prototype key', raw: '{"q":"flights","__proto__":{"admin":true}}', field: '__proto__' },
    { name: 'malformed JSON', raw: '{"q": "flights"', field: 'body', code: 'validation/invalid-json' },
  ];

  it.each(BAD)('$name -> 400 naming $field, nothing changed', async (input) => {
    const member = await createUser();
    const before = await storedState(member.uid);
    const res = await sendBadInput(api().post('/api/web-search').set(authHeader(member)), input);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(input.code ?? 'validation/invalid-input');
    expect(res.body.field).toBe(input.field);
    expect(res.body.message).toContain(input.field);
    expect(await storedState(member.uid)).toEqual(before);
    expect(await searchDays(member.uid)).toEqual([]);
  });
});

describe('POST /web-search: searches that never earn', () => {
  it('pays nothing for spam, says nothing about why, and still shows what was found', async () => {
    const member = await createUser();
    const SPAM = [
      'a',
      'x',
      '?!?!',
      'asdfghjkl',
      'qwertyuiop',
      'sdfg hjkl',
      'jfkdlsjf',
      'bcdfghjk',
      'shoes shoes shoes',
      'cheap flights cheap flights',
      'a b c d',
    ];
    for (const q of SPAM) {
      const res = await searchCall(member, { q });
      expect(res.status, q).toBe(200);
      expect(Object.keys(res.body.data).sort()).toEqual(RESPONSE_KEYS);
      expect(res.body.data).toMatchObject({ earned_pm: 0, earned_today_pm: 0 });
      expect(JSON.stringify(res.body)).not.toMatch(/spam|random|repeat|duplicate|burst|reason/i);
    }
    // Repeated words still find pages; random letters find none, as on a real engine.
    expect((await searchCall(member, { q: 'boots boots boots' })).body.data.results.length).toBeGreaterThan(0);
    expect((await searchCall(member, { q: 'asdfgh' })).body.data.results).toEqual([]);
    expect(await searchEntries(member.uid)).toEqual([]);

    // A real search afterwards earns: spam does not block the day.
    const good = await searchCall(member, { q: 'things to do in kyoto' });
    expect(good.body.data.earned_pm).toBe(5);
    // Staff see why the others did not count; the member never does.
    const [day] = await searchDays(member.uid);
    expect(day).toMatchObject({ qualifying: 1, earned: 5, searches: SPAM.length + 3 });
    expect(day!.refused).toMatchObject({ 'single-character': 3, empty: 1, 'random-letters': 6, 'repeated-words': 3 });
  });

  it('pays nothing for a search repeated, retyped or reworded a little', async () => {
    const member = await createUser();
    expect((await searchCall(member, { q: 'cheap flights to lisbon' })).body.data.earned_pm).toBe(5);
    for (const q of [
      'cheap flights to lisbon',
      'Cheap Flights to LISBON!!',
      'lisbon cheap flights to',
      'cheap flight to lisbon',
      'cheap flights to lisbon portugal',
      'cheap flihgts to lisbon',
      'cheapflights to lisbon',
    ]) {
      const res = await searchCall(member, { q });
      expect(res.body.data.earned_pm, q).toBe(0);
      expect(res.body.data.earned_today_pm).toBe(5);
      expect(res.body.data.results.length).toBeGreaterThan(0);
    }
    // A different search pays again.
    expect((await searchCall(member, { q: 'hotels in lisbon' })).body.data.earned_pm).toBe(5);
    expect(await searchEntries(member.uid)).toHaveLength(2);
    expect((await searchDays(member.uid))[0]!.refused).toMatchObject({ duplicate: 2, 'near-duplicate': 5 });
  });

  it('pays nothing for searches faster than a person types', async () => {
    useConfig({ min_seconds_between: 1 });
    const member = await createUser();
    expect((await searchCall(member, { q: 'vegan lasagna recipe' })).body.data.earned_pm).toBe(5);
    expect((await searchCall(member, { q: 'remote marketing jobs' })).body.data.earned_pm).toBe(0);
    expect((await searchCall(member, { q: 'mortgage rates today' })).body.data.earned_pm).toBe(0);
    await sleep(1_100);
    expect((await searchCall(member, { q: 'tallest mountains in europe' })).body.data.earned_pm).toBe(5);
    expect((await searchDays(member.uid))[0]!.refused).toMatchObject({ burst: 2 });
  });

  it('never pays past the daily cap under 20 concurrent distinct searches, and balance == sum of the ledger', async () => {
    useConfig({ daily_cap_pm: 30 }, Math.random);
    const member = await createUser();
    const before = await expectLedgerConsistent(member.uid);
    const results = await Promise.all(NATURAL_QUERIES.slice(0, 20).map((q) => searchCall(member, { q })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const paid = results.map((r) => r.body.data.earned_pm as number);
    expect(paid.reduce((a, b) => a + b, 0)).toBe(30);
    expect(paid.every((p) => p >= 0 && p <= 10)).toBe(true);
    for (const r of results) expect(r.body.data.earned_today_pm).toBeLessThanOrEqual(30);
    const entries = await searchEntries(member.uid);
    expect(entries.reduce((a, e) => a + e.amount, 0)).toBe(30);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    expect((await searchDays(member.uid))[0]).toMatchObject({ qualifying: 20, earned: 30, searches: 20 });
    expect(await expectLedgerConsistent(member.uid)).toBe(before + 30);

    // Capped: the next real search earns nothing, and says the cap is reached.
    const after = await searchCall(member, { q: 'easy yoga poses for beginners' });
    expect(after.body.data).toMatchObject({ earned_pm: 0, earned_today_pm: 30, daily_cap_pm: 30 });
  });

  it('20 concurrent copies of one search pay once', async () => {
    const member = await createUser();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => searchCall(member, { q: 'learn spanish online free' })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.map((r) => r.body.data.earned_pm).sort((a, b) => b - a)).toEqual([5, ...Array(19).fill(0)]);
    expect(await searchEntries(member.uid)).toHaveLength(1);
  });
});

describe('POST /web-search: the provider failing', () => {
  let hanging: Server | null = null;
  afterAll(async () => {
    hanging?.closeAllConnections();
    await new Promise((r) => (hanging ? hanging.close(r) : r(null)));
  });

  const expectUnavailable = async (member: { uid: string; idToken: string }, q: string) => {
    const before = await storedState(member.uid);
    const res = await searchCall(member, { q });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: WEB_SEARCH_MESSAGES.unavailable, code: 'search/unavailable' });
    expect(await storedState(member.uid)).toEqual(before);
    expect(await searchDays(member.uid)).toEqual([]);
  };

  it('answers 502 when the provider is unreachable, changes nothing, and recovers', async () => {
    const member = await createUser();
    const q = freshQuery('best pizza in naples');
    webSearchOverrides.providerUrl = 'http://127.0.0.1:9/search';
    await expectUnavailable(member, q);
    // The failure was not cached: with the provider back, the same search works and pays.
    delete webSearchOverrides.providerUrl;
    const res = await searchCall(member, { q });
    expect(res.status).toBe(200);
    expect(res.body.data.earned_pm).toBe(5);
  });

  it('answers 502 when the provider refuses our key', async () => {
    const member = await createUser();
    const key = process.env.WEB_SEARCH_API_KEY;
    process.env.WEB_SEARCH_API_KEY = 'not-our-key';
    try {
      await expectUnavailable(member, freshQuery('sunset times today'));
    } finally {
      process.env.WEB_SEARCH_API_KEY = key;
    }
  });

  it("answers 502 past our plan's rate limit, then leaves the provider alone until its X-RateLimit-Reset, and recovers", async () => {
    const [first, member] = await Promise.all([createUser(), createUser()]);
    const key = process.env.WEB_SEARCH_API_KEY;
    process.env.WEB_SEARCH_API_KEY = await providerPlan(1);
    try {
      // At the start of a second, so the first two searches share Brave's one-second window.
      await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20));
      expect((await searchCall(first, { q: freshQuery('best hiking boots') })).status).toBe(200);
      const refused = freshQuery('cheap flights to lisbon');
      await expectUnavailable(member, refused);
      expect(await providerRequests(refused)).toEqual({ count: 0, limited: 1 });
      // Within the reset the provider is not asked at all.
      const held = freshQuery('how to repot a cactus');
      await expectUnavailable(member, held);
      expect(await providerRequests(held)).toEqual({ count: 0, limited: 0 });
      await new Promise((r) => setTimeout(r, 1_100));
      expect((await searchCall(member, { q: held })).status).toBe(200);
      expect(await providerRequests(held)).toEqual({ count: 1, limited: 0 });
    } finally {
      process.env.WEB_SEARCH_API_KEY = key;
    }
  });

  it('answers 502 when the provider takes too long', async () => {
    hanging = createServer(() => undefined);
    const port = await new Promise<number>((resolve) =>
      hanging!.listen(0, '127.0.0.1', () => resolve((hanging!.address() as AddressInfo).port)),
    );
    webSearchOverrides.providerUrl = `http://127.0.0.1:${port}/search`;
    webSearchOverrides.timeoutMs = 300;
    const member = await createUser();
    const started = Date.now();
    await expectUnavailable(member, freshQuery('train times london to paris'));
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers 502 when the provider answers something that is not JSON', async () => {
    const odd = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>'),
    );
    const port = await new Promise<number>((resolve) =>
      odd.listen(0, '127.0.0.1', () => resolve((odd.address() as AddressInfo).port)),
    );
    try {
      webSearchOverrides.providerUrl = `http://127.0.0.1:${port}/search`;
      await expectUnavailable(await createUser(), freshQuery('library opening hours'));
    } finally {
      odd.closeAllConnections();
      await new Promise((r) => odd.close(r));
    }
  });
});
