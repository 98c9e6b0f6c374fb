/**
 * The earn calls of the /new design (docs/api.md "Earn hub"): the member's hub and search
 * progress (private), and the public calls, which must answer exactly what their classic twins
 * answer (same services, same warm catalogues). Articles made here are dated long ago and deleted
 * at the end; brands are made inactive by the shopping fixtures.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Timestamp } from 'firebase-admin/firestore';
import {
  EARN_ACTIVITY_KEYS,
  OFFER_CATEGORIES,
  countWords,
  dayKey,
  type EarnHub,
  type User,
} from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { getConfig } from '../../src/platform/configCache';
import { saveArticles } from '../../src/articles/catalog.service';
import { measureCall } from '../../../emulators/bench/callCounter';
import {
  api,
  app,
  authHeader,
  checkLedgersAfterEachTest,
  createAuthUser,
  createUser,
  expectSessionExpired,
  randomIp,
  uniqueId,
  type TestUser,
} from '../support/helpers';
import { makeBrand } from '../shopping/support';

checkLedgersAfterEachTest();

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((slug) => db.collection('articles').doc(slug).delete()));
});

async function makeArticle() {
  const slug = uniqueId('earn-article').toLowerCase();
  const content = 'A short paragraph about earning.\n\n## Section\n\nMore words.\n';
  made.push(slug);
  await saveArticles([{
    slug,
    title: `Earn test ${slug}`,
    date: '2001-01-01',
    content,
    content_length: countWords(content),
    img: null,
    excerpt: 'Written by the earn API tests.',
    published: true,
  }]);
  return slug;
}

const hubOf = async (user: TestUser): Promise<EarnHub> => {
  const res = await api().get('/api/earn/v2').set(authHeader(user));
  expect(res.status).toBe(200);
  return res.body.data;
};
const userOf = async (user: TestUser): Promise<User> => (await api().get('/api/users').set(authHeader(user))).body.data;

/** Claims `slug` for the member: an open 30 s ago on their day, then POST /articles/claim. */
async function claimArticle(user: TestUser, slug: string) {
  const zone = (await db.collection('users').doc(user.uid).get()).get('timezone') ?? 'UTC';
  const at = new Date(Date.now() - 30_000);
  await db
    .collection('users')
    .doc(user.uid)
    .collection('articleOpens')
    .doc(slug)
    .set({ day_key: dayKey(at, zone), opened_at: Timestamp.fromDate(at) });
  const res = await api().post('/api/articles/claim').set(authHeader(user)).send({ slug });
  expect(res.status).toBe(200);
  return res.body.data.amount as number;
}

describe('private earn calls', () => {
  it('anonymous callers get the standard 403 on the hub and /earn/search', async () => {
    expectSessionExpired(await api().get('/api/earn/v2'));
    expectSessionExpired(await api().get('/api/earn/search'));
    expectSessionExpired(await api().get('/api/earn/v2').set('authorization', 'Bearer not-a-token'));
  });

  it('a signed-in caller without a PilotMiles record gets 404, not a made-up day', async () => {
    const authOnly = await createAuthUser();
    for (const path of ['/api/earn/v2', '/api/earn/search']) {
      const res = await api().get(path).set(authHeader(authOnly));
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('users/not-found');
    }
  });

  it("a fresh member's hub is the welcome state, with the figures GET /users shows", async () => {
    await makeArticle();
    const member = await createUser();
    const [hub, user, rewards, search] = await Promise.all([
      hubOf(member),
      userOf(member),
      getConfig('systemRewards'),
      getConfig('webSearch'),
    ]);
    expect(hub.today.day_key).toBe(user.day_key);
    expect(hub.today.streak).toEqual({ days: 0, claimable: true });
    expect(hub.today.challenge).toEqual({ target_pm: user.challenge!.target, earned_pm: 0, reward_pm: user.challenge!.reward });
    expect(hub.today.articles).toEqual({ claimed_pm: 0, cap_pm: rewards.articleDailyCap, per_article_pm: rewards.articleReward });
    expect(hub.today.articles).toEqual({
      claimed_pm: user.CLAIMED_ARTICLE_COINS,
      cap_pm: user.COINS_ARTICLE_DAILY_REWARD,
      per_article_pm: user.COINS_PER_ARTICLE,
    });
    expect(hub.today.search).toEqual({ earned_pm: 0, cap_pm: search.daily_cap_pm });
    expect(hub.next[0]).toMatchObject({ kind: 'daily-bonus', title: 'Claim your daily bonus' });
    expect(hub.next.length).toBeLessThanOrEqual(3);
    expect(hub.next.map((s) => s.kind)).toContain('article');
    expect(hub.activities.map((a) => a.key)).toEqual([...EARN_ACTIVITY_KEYS]);
    for (const a of hub.activities) expect(a.to).toMatch(/^\/new\/earn\//);
  });

  it('after the daily bonus and an article, the hub reflects both', async () => {
    const slug = await makeArticle();
    const member = await createUser();
    expect((await api().post('/api/users/daily-bonus').set(authHeader(member))).status).toBe(200);
    const amount = await claimArticle(member, slug);

    const [hub, user] = await Promise.all([hubOf(member), userOf(member)]);
    expect(hub.today.streak).toEqual({ days: 1, claimable: false });
    expect(hub.today.articles.claimed_pm).toBe(amount);
    expect(hub.today.articles.claimed_pm).toBe(user.CLAIMED_ARTICLE_COINS);
    expect(hub.today.challenge?.earned_pm ?? null).toBe(user.challenge ? user.coins_earned_today_challenge : null);
    expect(hub.next.map((s) => s.kind)).not.toContain('daily-bonus');
    const articles = hub.activities.find((a) => a.key === 'articles')!;
    const headers = (await api().get('/api/articles/headers').set(authHeader(member))).body.data as Array<{ claimed_today?: boolean }>;
    expect(articles.available).toBe(headers.filter((h) => !h.claimed_today).length);
  });

  it("/earn/search and the hub show the day's search rewards against the cap", async () => {
    const member = await createUser();
    const cap = (await getConfig('webSearch')).daily_cap_pm;
    const fresh = await api().get('/api/earn/search').set(authHeader(member));
    expect(fresh.status).toBe(200);
    const day = (await userOf(member)).day_key;
    expect(fresh.body.data).toEqual({ day_key: day, earned_today_pm: 0, daily_cap_pm: cap });

    await db.collection('users').doc(member.uid).collection('searchDays').doc(day).set({ day_key: day, qualifying: 3, earned: 15, next_reward_at: 6 });
    expect((await api().get('/api/earn/search').set(authHeader(member))).body.data).toEqual({ day_key: day, earned_today_pm: 15, daily_cap_pm: cap });
    const hub = await hubOf(member);
    expect(hub.today.search).toEqual({ earned_pm: 15, cap_pm: cap });
    expect(hub.activities.find((a) => a.key === 'search')!.highlight).toBe(`15 / ${cap} PM earned from search today`);
  });

  it("a warm hub reads only the member's own documents: their record and their search day, no catalogue", async () => {
    await makeArticle();
    const member = await createUser();
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const hub = () =>
      fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/earn/v2`, {
        headers: { ...authHeader(member), 'x-forwarded-for': randomIp() },
      });
    try {
      await (await hub()).arrayBuffer();
      // users/{uid} and users/{uid}/searchDays/{day}; their record shows no article claimed today, so
      // their claims are not queried (an empty query would be billed a read).
      const counts = await measureCall(hub);
      expect(counts.reads).toBe(2);
      expect(counts.billedReads).toBe(2);
    } finally {
      server.close();
    }
  });

  it('featured offers, stores and offer counts come from the same catalogues as the classic calls', async () => {
    const member = await createUser();
    const [hub, startEarning, home] = await Promise.all([
      hubOf(member),
      api().get('/api/swaarm/offers/start-earning'),
      api().get('/api/shopping/v2'),
    ]);
    expect(hub.featured_offers).toEqual(startEarning.body.data.slice(0, 6));
    expect(hub.featured_stores).toEqual(home.body.data.featured.slice(0, 6));
    expect(hub.activities.find((a) => a.key === 'shopping')!.available).toBe(home.body.data.brands.total);
    const byKey = Object.fromEntries(hub.activities.map((a) => [a.key, a]));
    for (const [key, category] of [['games', 'Games'], ['apps', 'TryNewApp'], ['surveys', 'Surveys'], ['services', 'Apps'], ['travel', 'Travel']] as const) {
      const page = (await api().get('/api/swaarm/offers').query({ tags: OFFER_CATEGORIES[category].tags.join(','), sortBy: 'highestPayout', limit: 1 })).body.data;
      expect(byKey[key]).toMatchObject({ available: page.total, top_pm: page.items[0]?.summary_pilot_miles ?? null });
    }
  });
});

describe('public earn calls answer what their classic twins answer', () => {
  it('/earn/offers = GET /swaarm/offers for the same query (body and ETag)', async () => {
    for (const query of [{}, { limit: '5', sortBy: 'highestPayout', tags: 'category:game' }, { search: 'a', platform: 'web', offset: '2' }]) {
      const [earn, classic] = await Promise.all([api().get('/api/earn/offers').query(query), api().get('/api/swaarm/offers').query(query)]);
      expect(earn.status).toBe(200);
      expect(earn.body).toEqual(classic.body);
      expect(earn.headers.etag).toBe(classic.headers.etag);
    }
  });

  it('/earn/articles = GET /articles/headers, anonymous and with the claimed_today flags of a member', async () => {
    const slug = await makeArticle();
    const member = await createUser();
    await claimArticle(member, slug);
    const [anon, anonClassic] = await Promise.all([api().get('/api/earn/articles'), api().get('/api/articles/headers')]);
    expect(anon.status).toBe(200);
    expect(anon.body).toEqual(anonClassic.body);
    const q = { searchQuery: 'Earn test' };
    const [mine, mineClassic] = await Promise.all([
      api().get('/api/earn/articles').query(q).set(authHeader(member)),
      api().get('/api/articles/headers').query(q).set(authHeader(member)),
    ]);
    expect(mine.body).toEqual(mineClassic.body);
    expect(mine.body.data.find((h: { slug: string }) => h.slug === slug)).toMatchObject({ claimed_today: true });
  });

  it('/earn/shopping/v2 = GET /shopping/v2, and /earn/shopping/v2/{id} = GET /shopping/{id}', async () => {
    const brand = await makeBrand();
    for (const query of [{}, { sort: 'name', limit: '3' }, { q: 'Test Store' }]) {
      const [earn, classic] = await Promise.all([api().get('/api/earn/shopping/v2').query(query), api().get('/api/shopping/v2').query(query)]);
      expect(earn.status).toBe(200);
      expect(earn.body).toEqual(classic.body);
    }
    const [one, classicOne] = await Promise.all([api().get(`/api/earn/shopping/v2/${brand.id}`), api().get(`/api/shopping/${brand.id}`)]);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(classicOne.body);
    expect(one.body.data.id).toBe(brand.id);
  });

  it('every earn read, the hub and articles too, shares the per-IP public limit of the catalogue reads', async () => {
    const ip = randomIp();
    const remaining = (res: { headers: Record<string, string> }) => Number(/r=(\d+)/.exec(res.headers.ratelimit ?? '')?.[1]);
    const first = await api().get('/api/swaarm/offers?limit=1').set('x-forwarded-for', ip);
    let last = remaining(first);
    expect(last).toBeGreaterThan(0);
    const member = await createUser();
    for (const path of ['/api/earn/offers?limit=1', '/api/earn/shopping/v2', '/api/earn/shopping/v2/no-such-brand', '/api/earn/articles', '/api/earn/v2']) {
      const res = await api().get(path).set(authHeader(member)).set('x-forwarded-for', ip);
      expect(res.status).toBeLessThan(500);
      expect(remaining(res)).toBe(last - 1);
      last = remaining(res);
    }
  });
});

describe('bad input', () => {
  it.each<[string, string, string]>([
    ['a bogus offer sort', '/api/earn/offers?sortBy=cheapest', 'sortBy'],
    ['an offer limit of 0', '/api/earn/offers?limit=0', 'limit'],
    ['a bogus platform', '/api/earn/offers?platform=windows', 'platform'],
    ['an unknown offers parameter', '/api/earn/offers?page=2', 'page'],
    ['an article search too long', `/api/earn/articles?searchQuery=${'x'.repeat(300)}`, 'searchQuery'],
    ['an unknown articles parameter', '/api/earn/articles?sort=new', 'sort'],
    ['a bogus shopping sort', '/api/earn/shopping/v2?sort=cheapest', 'sort'],
    ['a negative shopping offset', '/api/earn/shopping/v2?offset=-1', 'offset'],
    ['a malformed brand id', '/api/earn/shopping/v2/Bad%20Id', 'brand'],
  ])('%s -> 400 naming the field', async (_name, path, field) => {
    const res = await api().get(path);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation/invalid-input', field });
  });

  it('an unknown brand is a 404, as on /shopping/{id}', async () => {
    const res = await api().get('/api/earn/shopping/v2/no-such-brand');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Brand not found', code: 'shopping/brand-not-found' });
  });
});
