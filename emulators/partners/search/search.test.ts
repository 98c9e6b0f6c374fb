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
    expect(await res.json()).toEqual({ count: 2 });
    const page = await (await fetch(`${base}/search`)).text();
    expect(page).toContain('Web-search provider simulator');
    expect(page).toContain(q);
  });
});
