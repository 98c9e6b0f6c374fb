import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartnersServer } from '../server';
import type { BraveAnswer } from './results';
import { SITES } from './sites';

const KEY = 'local-search-key';

let simulator: Server;
let base: string;

beforeAll(async () => {
  simulator = createPartnersServer();
  base = await new Promise<string>((resolve) =>
    simulator.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(simulator.address() as AddressInfo).port}`)),
  );
});

afterAll(async () => {
  simulator.closeAllConnections();
  await new Promise((r) => simulator.close(r));
});

let serial = 0;
/** A query of its own per test, so the served-queries count is the test's alone. */
const unique = (q: string) => `${q} ${++serial}${Date.now().toString(36)}`;

const search = async (params: Record<string, string>, key: string | null = KEY) => {
  const res = await fetch(`${base}/search/res/v1/web/search?${new URLSearchParams(params)}`, {
    headers: { accept: 'application/json', ...(key === null ? {} : { 'x-subscription-token': key }) },
  });
  return {
    status: res.status,
    body: (await res.json()) as BraveAnswer & { type: string; error?: { code: string; status: number } },
  };
};

describe('the token', () => {
  it.each([
    ['missing', null],
    ['wrong', 'not-the-key'],
  ])('refuses a %s X-Subscription-Token in the ErrorResponse shape', async (_name, key) => {
    const { status, body } = await search({ q: 'cheap flights' }, key);
    expect(status).toBe(401);
    expect(body.type).toBe('ErrorResponse');
    expect(body.error).toMatchObject({ status: 401, code: 'SUBSCRIPTION_TOKEN_INVALID' });
  });
});

describe('web search', () => {
  it('answers in the Brave shape, with relevant sites first and highlighted snippets', async () => {
    const { status, body } = await search({ q: 'cheap flights to rome', count: '10' });
    expect(status).toBe(200);
    expect(body.type).toBe('search');
    expect(body.query).toMatchObject({ original: 'cheap flights to rome', more_results_available: true });
    const results = body.web!.results;
    expect(results).toHaveLength(10);
    for (const r of results) {
      expect(r.type).toBe('search_result');
      expect(r.url).toMatch(/^https:\/\/[^\s]+$/);
      expect(r.meta_url.hostname).toBe(new URL(r.url).hostname);
      expect(r.meta_url.path).toMatch(/^›/);
      expect(r.title.length).toBeGreaterThan(5);
    }
    const hosts = results.map((r) => r.meta_url.hostname);
    // Travel sites match "flights" and "rome"; they come before the general ones.
    expect(hosts.slice(0, 3)).toEqual(expect.arrayContaining(['www.expedia.com']));
    expect(hosts).toContain('en.wikipedia.org');
    expect(results.some((r) => /<strong>rome<\/strong>/i.test(r.description))).toBe(true);
    expect(body.mixed.main).toHaveLength(10);
  });

  it('is deterministic per query, and differs between queries', async () => {
    const a = await search({ q: 'best hiking boots for women', count: '10' });
    const b = await search({ q: 'best hiking boots for women', count: '10' });
    const c = await search({ q: 'how to make sourdough bread', count: '10' });
    expect(b.body.web).toEqual(a.body.web);
    expect(c.body.web!.results.map((r) => r.url)).not.toEqual(a.body.web!.results.map((r) => r.url));
    expect(c.body.web!.results[0]!.meta_url.hostname).toMatch(/allrecipes|bbcgoodfood|wikihow/);
  });

  it('pages through a query without repeating a result, until more_results_available is false', async () => {
    const urls: string[] = [];
    let offset = 0;
    for (;;) {
      const { status, body } = await search({
        q: 'weather in chicago this weekend',
        count: '5',
        offset: String(offset),
      });
      expect(status).toBe(200);
      urls.push(...(body.web?.results ?? []).map((r) => r.url));
      if (!body.query.more_results_available) break;
      offset++;
    }
    expect(offset).toBeGreaterThanOrEqual(1);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.length).toBeLessThanOrEqual(SITES.length + SITES.filter((s) => s.more).length);
  });

  it('finds nothing for text typed at random, and leaves `web` out as Brave does', async () => {
    const { status, body } = await search({ q: 'asdfghjkl qwxzvbk' });
    expect(status).toBe(200);
    expect(body.web).toBeUndefined();
    expect(body.query.more_results_available).toBe(false);
  });

  it('defaults count to 20 and keeps to it', async () => {
    const { body } = await search({ q: 'news today' });
    expect(body.web!.results.length).toBeLessThanOrEqual(20);
    expect(body.web!.results.length).toBeGreaterThan(10);
  });

  it.each([
    [{ q: '' }, 'q'],
    [{ q: '   ' }, 'q'],
    [{ q: 'x'.repeat(401) }, 'q'],
    [{ q: 'ok', count: '0' }, 'count'],
    [{ q: 'ok', count: '21' }, 'count'],
    [{ q: 'ok', count: 'ten' }, 'count'],
    [{ q: 'ok', offset: '10' }, 'offset'],
    [{ q: 'ok', offset: '-1' }, 'offset'],
  ])('refuses %j with a 422 naming %s', async (params, loc) => {
    const { status, body } = await search(params);
    expect(status).toBe(422);
    expect(body.error).toMatchObject({ status: 422, code: 'VALIDATION' });
    expect(JSON.stringify(body.error)).toContain(`"${loc}"`);
  });

  it('counts the calls per query for tests, and lists them on its index page', async () => {
    const q = unique('garden furniture');
    await search({ q });
    await search({ q, offset: '1' });
    const res = await fetch(`${base}/search/_control/requests?q=${encodeURIComponent(q)}`);
    expect(await res.json()).toEqual({ count: 2, limited: 0 });
    const page = await (await fetch(`${base}/search`)).text();
    expect(page).toContain('Web-search provider simulator');
    expect(page).toContain(q);
  });
});

describe('rate limits, as Brave reports them', () => {
  const raw = (q: string, token: string) =>
    fetch(`${base}/search/res/v1/web/search?${new URLSearchParams({ q })}`, { headers: { 'x-subscription-token': token } });
  const plan = async (body: Record<string, unknown>) =>
    fetch(`${base}/search/_control/plan`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const header = (res: Response, name: string) => res.headers.get(name)?.split(',').map((v) => v.trim());

  it('puts the four X-RateLimit headers on every answer, one value per window (a second, a month)', async () => {
    const res = await raw(unique('weather tomorrow'), KEY);
    expect(res.status).toBe(200);
    const [perSecond, perMonth] = header(res, 'x-ratelimit-limit')!.map(Number);
    expect(res.headers.get('x-ratelimit-policy')).toBe(`${perSecond};w=1, ${perMonth};w=2592000`);
    const remaining = header(res, 'x-ratelimit-remaining')!.map(Number);
    expect(remaining[0]).toBeLessThan(perSecond!);
    expect(remaining[1]).toBeLessThan(perMonth!);
    const reset = header(res, 'x-ratelimit-reset')!.map(Number);
    expect(reset[0]).toBe(1);
    expect(reset[1]).toBeGreaterThan(1);
  });

  it('refuses a request past the plan with 429 and the headers saying when to come back; only successes count', async () => {
    const token = `plan-${++serial}-${Date.now()}`;
    expect((await raw(unique('x'), token)).status).toBe(401);
    expect((await plan({ token, per_second: 2, per_month: 3 })).status).toBe(200);
    // Wait for the start of a second, so both requests fall in one window.
    await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20));
    expect((await raw(unique('coffee beans'), token)).status).toBe(200);
    expect((await raw('', token)).status).toBe(422);
    const second = await raw(unique('coffee grinder'), token);
    expect(second.status).toBe(200);
    expect(header(second, 'x-ratelimit-remaining')).toEqual(['0', '1']);
    const q = unique('coffee maker');
    const refused = await raw(q, token);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ type: 'ErrorResponse', error: { status: 429 } });
    expect(header(refused, 'x-ratelimit-remaining')).toEqual(['0', '1']);
    expect(header(refused, 'x-ratelimit-reset')![0]).toBe('1');
    expect(await (await fetch(`${base}/search/_control/requests?q=${encodeURIComponent(q)}`)).json()).toEqual({ count: 0, limited: 1 });

    // The next second has room; then the month is used up, and its reset says so.
    await new Promise((r) => setTimeout(r, 1000));
    expect((await raw(unique('coffee mug'), token)).status).toBe(200);
    const month = await raw(unique('coffee cup'), token);
    expect(month.status).toBe(429);
    expect(header(month, 'x-ratelimit-remaining')![1]).toBe('0');
    expect(Number(header(month, 'x-ratelimit-reset')![1])).toBeGreaterThan(2_000_000);
  });

  it('refuses a bad plan', async () => {
    for (const body of [{}, { token: 'short', per_second: 1 }, { token: 'long-enough-token', per_second: 0 }, { token: 'long-enough-token', per_second: 1, per_month: 1.5 }])
      expect((await plan(body)).status).toBe(400);
  });
});
