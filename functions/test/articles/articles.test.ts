/**
 * Articles API (docs/articles.md): lists, reading, the server-recorded open and the
 * claim with its 20 s rule, once-per-day ids and the daily cap. Each test makes its own articles
 * (unique slugs, dated long ago so they never top the real lists) and deletes them at the end.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Timestamp } from 'firebase-admin/firestore';
import { countWords, dayKey, txId, type ArticleHeader } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { getConfig } from '../../src/platform/configCache';
import { post } from '../../src/platform/ledger';
import { ARTICLES_TTL_MS, bumpArticlesVersion, saveArticles } from '../../src/articles/catalog.service';
import { RATE_LIMITS } from '../../src/platform/http/rateLimit';
import { measureCall } from '../../../emulators/bench/callCounter';
import {
  api,
  app,
  authHeader,
  checkLedgersAfterEachTest,
  createAuthUser,
  createUser,
  expectSessionExpired,
  ledger,
  randomIp,
  storedState,
  uniqueId,
  type TestUser,
} from '../support/helpers';

checkLedgersAfterEachTest();

const DAY_MS = 24 * 60 * 60 * 1000;
const made: string[] = [];

afterAll(async () => {
  // Only what this file created: the shared emulator keeps everyone else's data.
  await Promise.all(made.map((slug) => db.collection('articles').doc(slug).delete()));
});

interface TestArticle {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  content: string;
}

/** An article doc written the way the seed writes them (saveArticles: this instance sees it at once). */
async function makeArticle(overrides: Partial<TestArticle> & { published?: boolean; img?: string | null } = {}) {
  const slug = overrides.slug ?? uniqueId('test-article').toLowerCase();
  const content =
    overrides.content ??
    'A short intro paragraph about saving money.\n\n## First section\n\nSome **bold** advice and a list:\n\n- one\n- two\n';
  const doc = {
    slug,
    title: overrides.title ?? `Test article ${slug}`,
    date: overrides.date ?? '2001-01-01',
    content,
    content_length: countWords(content),
    img: overrides.img ?? null,
    excerpt: overrides.excerpt ?? 'A test article written by the API tests.',
    published: overrides.published ?? true,
  };
  made.push(slug);
  await saveArticles([doc]);
  return doc;
}

const openRef = (uid: string, slug: string) => db.collection('users').doc(uid).collection('articleOpens').doc(slug);

/** Puts the user's open of `slug` `secondsAgo` in the past (today by default), without waiting. */
async function openedAgo(uid: string, slug: string, secondsAgo: number, day?: string) {
  const zone = (await db.collection('users').doc(uid).get()).get('timezone') ?? 'UTC';
  const at = new Date(Date.now() - secondsAgo * 1000);
  await openRef(uid, slug).set({ day_key: day ?? dayKey(at, zone), opened_at: Timestamp.fromDate(at) });
}

const todayUtc = () => dayKey(new Date(), 'UTC');
const claim = (user: TestUser, slug: unknown) => api().post('/api/articles/claim').set(authHeader(user)).send({ slug });
const articleEntries = async (uid: string) => (await ledger(uid)).filter((e) => e.type === 'article');
const claimedCoins = async (user: TestUser) =>
  (await api().get('/api/users').set(authHeader(user))).body.data.CLAIMED_ARTICLE_COINS as number;

describe('article lists', () => {
  it('GET /headers lists published articles newest first, without content', async () => {
    const a = await makeArticle({ date: '2001-02-01' });
    const b = await makeArticle({ date: '2001-03-01' });
    const hidden = await makeArticle({ date: '2001-04-01', published: false });
    const res = await api().get('/api/articles/headers');
    expect(res.status).toBe(200);
    const list = res.body.data as ArticleHeader[];
    const slugs = list.map((h) => h.slug);
    expect(slugs).toContain(a.slug);
    expect(slugs).not.toContain(hidden.slug);
    expect(slugs.indexOf(b.slug)).toBeLessThan(slugs.indexOf(a.slug));
    const dates = list.map((h) => h.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.find((h) => h.slug === a.slug)).toEqual({
      slug: a.slug,
      title: a.title,
      date: a.date,
      excerpt: a.excerpt,
      img: null,
      content_length: a.content_length,
    });
  });

  it('searchQuery matches title or excerpt, trimmed and case-insensitive; no match gives []', async () => {
    const token = uniqueId('zeppelin').slice(-12);
    const byTitle = await makeArticle({ title: `Zeppelin deals ${token}` });
    const byExcerpt = await makeArticle({ excerpt: `Cheap airships ${token} explained.` });
    await makeArticle();
    const res = await api()
      .get('/api/articles/headers')
      .query({ searchQuery: `  ${token.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect((res.body.data as ArticleHeader[]).map((h) => h.slug).sort()).toEqual([byTitle.slug, byExcerpt.slug].sort());

    const none = await api()
      .get('/api/articles/headers')
      .query({ searchQuery: `no-such-${token}` });
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);

    const empty = await api().get('/api/articles/headers').query({ searchQuery: '  ' });
    expect((empty.body.data as ArticleHeader[]).map((h) => h.slug)).toContain(byTitle.slug);
  });

  it('dashboard is the 4 newest; a signed-in caller gets claimed_today; interested skips claimed ones', async () => {
    await Promise.all([1, 2, 3, 4, 5].map((n) => makeArticle({ date: `2001-05-0${n}` })));
    const all = (await api().get('/api/articles/headers')).body.data as ArticleHeader[];
    const anonymous = await api().get('/api/articles/headers/dashboard');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toEqual(all.slice(0, 4));
    for (const h of anonymous.body.data) expect(h).not.toHaveProperty('claimed_today');
    const anonInterested = await api().get('/api/articles/headers/interested');
    expect(anonInterested.body.data).toEqual(all.slice(0, 4));

    const user = await createUser();
    const first = all[0]!.slug;
    await openedAgo(user.uid, first, 21);
    expect((await claim(user, first)).status).toBe(200);

    const dashboard = await api().get('/api/articles/headers/dashboard').set(authHeader(user));
    expect(dashboard.body.data).toEqual(all.slice(0, 4).map((h, i) => ({ ...h, claimed_today: i === 0 })));
    const interested = await api().get('/api/articles/headers/interested').set(authHeader(user));
    expect(interested.status).toBe(200);
    expect(interested.body.data).toEqual(all.slice(1, 5).map((h) => ({ ...h, claimed_today: false })));
    const headers = (await api().get('/api/articles/headers').set(authHeader(user))).body.data as ArticleHeader[];
    expect(headers.filter((h) => h.claimed_today).map((h) => h.slug)).toEqual([first]);
  });
});

describe('reading an article', () => {
  it('returns the article to anyone and records nothing for anonymous readers', async () => {
    const a = await makeArticle({ img: '/images/articles/fly-for-less.svg' });
    const res = await api().get(`/api/articles/${a.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      slug: a.slug,
      title: a.title,
      date: a.date,
      content: a.content,
      content_length: a.content_length,
      img: '/images/articles/fly-for-less.svg',
    });
  });

  it('unknown and unpublished slugs answer 404 articles/not-found', async () => {
    const hidden = await makeArticle({ published: false });
    for (const slug of [uniqueId('missing').toLowerCase(), hidden.slug]) {
      const res = await api().get(`/api/articles/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'articles/not-found', message: 'Article not found' });
    }
  });

  it.each([
    ['spaces', 'A%20B'],
    ['an encoded path', '..%2Fx'],
    ['capitals', 'Fly-For-Less'],
    ['200 characters', 'a'.repeat(200)],
    ['a trailing dash', 'fly-'],
  ])('a malformed slug (%s) answers 400 naming slug', async (_name, slug) => {
    const res = await api().get(`/api/articles/${slug}`);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('slug');
    expect(res.body.message).toMatch(/^slug: /);
  });

  it('a signed-in GET records the first open of the day once; a refetch keeps it', async () => {
    const user = await createUser();
    const a = await makeArticle();
    const before = Date.now();
    const first = await api().get(`/api/articles/${a.slug}`).set(authHeader(user));
    expect(first.status).toBe(200);
    expect(first.body.data.claimed_today).toBe(false);
    const openedAt = Date.parse(first.body.data.opened_at);
    expect(openedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(openedAt).toBeLessThanOrEqual(Date.now() + 1000);
    const stored = (await openRef(user.uid, a.slug).get()).data()!;
    expect(stored.day_key).toBe(todayUtc());
    expect((stored.opened_at as Timestamp).toDate().toISOString()).toBe(first.body.data.opened_at);

    await new Promise((r) => setTimeout(r, 50));
    const again = await api().get(`/api/articles/${a.slug}`).set(authHeader(user));
    expect(again.body.data.opened_at).toBe(first.body.data.opened_at);
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => api().get(`/api/articles/${a.slug}`).set(authHeader(user))),
    );
    for (const res of concurrent) expect(res.body.data.opened_at).toBe(first.body.data.opened_at);
  });
});

describe('claiming an article', () => {
  it('is refused before the 20 s are up: never opened, then opened 5 s ago', async () => {
    const user = await createUser();
    const a = await makeArticle();
    const notOpened = await claim(user, a.slug);
    expect(notOpened.status).toBe(409);
    expect(notOpened.body).toEqual({
      code: 'articles/too-early',
      message: 'Keep reading: you can claim this article in 20 seconds',
      retry_after: 20,
    });
    expect(notOpened.headers['retry-after']).toBe('20');

    await openedAgo(user.uid, a.slug, 5);
    const early = await claim(user, a.slug);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('articles/too-early');
    expect(early.body.message).toMatch(/^Keep reading: you can claim this article in 1[56] seconds$/);
    expect([15, 16]).toContain(early.body.retry_after);
    expect(await articleEntries(user.uid)).toEqual([]);
  });

  it('credits COINS_PER_ARTICLE once after 21 s and refuses the same article again', async () => {
    const user = await createUser();
    const { articleReward, articleDailyCap } = await getConfig('systemRewards');
    const a = await makeArticle();
    expect((await api().get(`/api/articles/${a.slug}`).set(authHeader(user))).status).toBe(200);
    await openedAgo(user.uid, a.slug, 21);
    const claimedBefore = await claimedCoins(user);
    expect(claimedBefore).toBe(0);

    const res = await claim(user, a.slug);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ amount: articleReward, claimed_today_total: articleReward, cap: articleDailyCap });
    const me = (await api().get('/api/users').set(authHeader(user))).body.data;
    expect(me.COINS_PER_ARTICLE).toBe(articleReward);
    expect(me.CLAIMED_ARTICLE_COINS).toBe(claimedBefore + articleReward);
    expect(me.total_coins).toBe(500 + articleReward);

    const entryId = `article:${a.slug}:${todayUtc()}`;
    expect(entryId).toBe(txId.article(a.slug, todayUtc()));
    expect(await articleEntries(user.uid)).toEqual([
      expect.objectContaining({
        id: entryId,
        type: 'article',
        amount: articleReward,
        description: `Read: ${a.title}`,
        meta: { slug: a.slug },
        day_key: todayUtc(),
      }),
    ]);
    const read = await api().get(`/api/articles/${a.slug}`).set(authHeader(user));
    expect(read.body.data.claimed_today).toBe(true);

    const again = await claim(user, a.slug);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('articles/already-claimed');
    expect(await claimedCoins(user)).toBe(articleReward);
  });

  it('30 concurrent claims of one article credit once', async () => {
    const user = await createUser();
    const { articleReward } = await getConfig('systemRewards');
    const a = await makeArticle();
    await openedAgo(user.uid, a.slug, 21);
    const responses = await Promise.all(Array.from({ length: 30 }, () => claim(user, a.slug)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const r of responses.filter((r) => r.status !== 200)) expect(r.body.code).toBe('articles/already-claimed');
    expect((await articleEntries(user.uid)).map((e) => e.amount)).toEqual([articleReward]);
    expect(await claimedCoins(user)).toBe(articleReward);
  });

  it('concurrent claims of 8 different articles never pass the daily cap', async () => {
    const user = await createUser();
    const { articleReward, articleDailyCap } = await getConfig('systemRewards');
    const articles = await Promise.all(Array.from({ length: 8 }, () => makeArticle()));
    await Promise.all(articles.map((a) => openedAgo(user.uid, a.slug, 21)));
    const responses = await Promise.all(articles.map((a) => claim(user, a.slug)));
    const ok = responses.filter((r) => r.status === 200);
    const expected = Math.min(articleDailyCap, 8 * articleReward);
    expect(ok.reduce((sum, r) => sum + r.body.data.amount, 0)).toBe(expected);
    for (const r of responses.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body).toEqual({ code: 'articles/daily-limit', message: "You've reached today's article limit" });
    }
    const entries = (await ledger(user.uid)).filter((e) => e.type === 'article' && e.id.endsWith(`:${todayUtc()}`));
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(expected);
    expect(await claimedCoins(user)).toBe(expected);
  });

  it('the last claim below the cap pays only what is left; then the cap answers 409 daily-limit', async () => {
    const user = await createUser();
    const { articleReward, articleDailyCap } = await getConfig('systemRewards');
    const [a, b] = await Promise.all([makeArticle(), makeArticle()]);
    // Two PM short of the cap (a counter the claim itself keeps; no balance is touched here).
    const left = Math.min(2, articleReward);
    await db
      .collection('users')
      .doc(user.uid)
      .update({ article_coins_today: { day_key: todayUtc(), amount: articleDailyCap - left } });
    await Promise.all([openedAgo(user.uid, a.slug, 21), openedAgo(user.uid, b.slug, 21)]);

    const partial = await claim(user, a.slug);
    expect(partial.status).toBe(200);
    expect(partial.body.data).toEqual({ amount: left, claimed_today_total: articleDailyCap, cap: articleDailyCap });
    const before = await storedState(user.uid);
    const limited = await claim(user, b.slug);
    expect(limited.status).toBe(409);
    expect(limited.body).toEqual({ code: 'articles/daily-limit', message: "You've reached today's article limit" });
    expect(await storedState(user.uid)).toEqual(before);
  });

  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    'in %s, yesterday-local claims, counters and opens do not block today',
    async (zone) => {
      const user = await createAuthUser();
      const created = await api().post('/api/users').set(authHeader(user)).set('x-timezone', zone).send({});
      expect(created.status).toBe(201);
      const { articleReward, articleDailyCap } = await getConfig('systemRewards');
      const a = await makeArticle();
      const yesterdayAt = new Date(Date.now() - DAY_MS);
      const yesterday = dayKey(yesterdayAt, zone);
      const today = dayKey(new Date(), zone);
      expect(yesterday).not.toBe(today);

      // Yesterday (local): this article claimed through the ledger, the cap reached, the open.
      await post(
        user.uid,
        {
          id: txId.article(a.slug, yesterday),
          type: 'article',
          amount: articleReward,
          description: `Read: ${a.title}`,
          meta: { slug: a.slug },
        },
        { day: dayKey(yesterdayAt, zone), now: yesterdayAt },
      );
      await db
        .collection('users')
        .doc(user.uid)
        .update({ article_coins_today: { day_key: yesterday, amount: articleDailyCap } });
      await openRef(user.uid, a.slug).set({ day_key: yesterday, opened_at: Timestamp.fromDate(yesterdayAt) });

      expect(await claimedCoins(user)).toBe(0);
      const stale = await claim(user, a.slug);
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('articles/too-early');

      const read = await api().get(`/api/articles/${a.slug}`).set(authHeader(user));
      expect(read.body.data.claimed_today).toBe(false);
      expect(Date.now() - Date.parse(read.body.data.opened_at)).toBeLessThan(10_000);
      expect((await openRef(user.uid, a.slug).get()).get('day_key')).toBe(today);

      await openedAgo(user.uid, a.slug, 21, today);
      const res = await claim(user, a.slug);
      expect(res.status).toBe(200);
      expect(res.body.data.claimed_today_total).toBe(articleReward);
      expect((await articleEntries(user.uid)).map((e) => e.id).sort()).toEqual(
        [txId.article(a.slug, today), txId.article(a.slug, yesterday)].sort(),
      );
      expect(await claimedCoins(user)).toBe(articleReward);
    },
  );

  it('an anonymous claim gets the standard 403', async () => {
    const a = await makeArticle();
    expectSessionExpired(await api().post('/api/articles/claim').send({ slug: a.slug }));
    expectSessionExpired(
      await api().post('/api/articles/claim').set({ authorization: 'Bearer not-a-token' }).send({ slug: a.slug }),
    );
  });

  it('an unknown article answers 404 and credits nothing', async () => {
    const user = await createUser();
    const slug = uniqueId('missing').toLowerCase();
    await openedAgo(user.uid, slug, 21);
    const res = await claim(user, slug);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'articles/not-found', message: 'Article not found' });
    expect(await articleEntries(user.uid)).toEqual([]);
  });
});

describe('bad input', () => {
  const long = 'a'.repeat(200);
  it.each<[string, unknown, string]>([
    ['missing slug', {}, 'slug'],
    ['a path', { slug: '../x' }, 'slug'],
    ['spaces and capitals', { slug: 'A B' }, 'slug'],
    ['200 characters', { slug: long }, 'slug'],
    ['a number', { slug: 42 }, 'slug'],
    ['an empty slug', { slug: '' }, 'slug'],
    ['an unknown field', { slug: 'fly-for-less', extra: true }, 'extra'],
    ['an array body', [{ slug: 'fly-for-less' }], 'body'],
  ])('POST /claim with %s answers 400 naming %s and changes nothing', async (_name, body, field) => {
    const user = await createUser();
    const before = await storedState(user.uid);
    const res = await api()
      .post('/api/articles/claim')
      .set(authHeader(user))
      .send(body as object);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toMatch(new RegExp(`^${field}: `));
    expect(await storedState(user.uid)).toEqual(before);
  });

  it.each<[string, string, string]>([
    ['a query over 100 characters', `searchQuery=${'q'.repeat(101)}`, 'searchQuery'],
    ['a repeated query', 'searchQuery=a&searchQuery=b', 'searchQuery'],
    ['an unknown parameter', 'searchQuery=a&page=2', 'page'],
  ])('GET /headers with %s answers 400 naming %s', async (_name, query, field) => {
    const res = await api().get(`/api/articles/headers?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });
});

describe('public reads: served from memory, limited per address', () => {
  /** The whole process's Firestore reads over each warm request, through a real socket (emulators/bench/callCounter). */
  async function warmReads(paths: string[], headers: Record<string, string> = {}, billed = false): Promise<number[]> {
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    const ip = randomIp();
    const get = (path: string) => () => fetch(`${base}${path}`, { headers: { ...headers, 'x-forwarded-for': ip } });
    try {
      for (const path of paths) await (await get(path)()).arrayBuffer();
      const reads: number[] = [];
      for (const path of paths) {
        const counts = await measureCall(get(path));
        reads.push(billed ? counts.billedReads : counts.reads);
      }
      return reads;
    } finally {
      server.close();
    }
  }

  it('a warm anonymous list, search, dashboard, interested list and article read no Firestore document', async () => {
    const a = await makeArticle();
    const paths = [
      '/articles/headers',
      `/articles/headers?searchQuery=${encodeURIComponent(a.title)}`,
      '/articles/headers/dashboard',
      '/articles/headers/interested',
      `/articles/${a.slug}`,
      '/earn/articles',
    ];
    expect(await warmReads(paths)).toEqual(paths.map(() => 0));
  });

  it("a warm member's lists and article read only the member's own documents, billed", async () => {
    const a = await makeArticle();
    const member = await createUser();
    const lists = ['/articles/headers', '/articles/headers/dashboard', '/articles/headers/interested', '/earn/articles'];
    // Lists: users/{uid} alone (with nothing claimed today its record says so: no query of its claims).
    // The article: users/{uid}, their open of it (recorded on the first read); no claim entry to look for.
    expect(await warmReads([...lists, `/articles/${a.slug}`], authHeader(member), true)).toEqual([1, 1, 1, 1, 2]);

    // Once they claimed one today, their claims are read too (one query; the entry of the article).
    await openedAgo(member.uid, a.slug, 60);
    expect((await api().post('/api/articles/claim').set(authHeader(member)).send({ slug: a.slug })).status).toBe(200);
    const flagged = (await api().get('/api/articles/headers').set(authHeader(member))).body.data as ArticleHeader[];
    expect(flagged.find((h) => h.slug === a.slug)?.claimed_today).toBe(true);
    expect((await api().get(`/api/articles/${a.slug}`).set(authHeader(member))).body.data.claimed_today).toBe(true);
  });

  it(`an edit made in the Firestore console shows within ${ARTICLES_TTL_MS / 1000} s: its trigger bumps the version every instance checks`, async () => {
    const edited = await makeArticle({ date: '2001-06-01' });
    const unpublished = await makeArticle({ date: '2001-06-02' });
    const title = async (slug: string) => (await api().get(`/api/articles/${slug}`)).body.data?.title as string | undefined;
    const listed = async () => ((await api().get('/api/articles/headers')).body.data as ArticleHeader[]).map((h) => h.slug);
    expect(await title(edited.slug)).toBe(edited.title);
    expect(await listed()).toContain(unpublished.slug);

    // Staff edit one article and unpublish another behind the API's back; articlesOnWrite runs.
    await db.collection('articles').doc(edited.slug).update({ title: 'Edited in the console' });
    await db.collection('articles').doc(unpublished.slug).update({ published: false });
    await bumpArticlesVersion();
    // Until the instance checks again it serves what it holds: the documented staleness.
    expect(await title(edited.slug)).toBe(edited.title);

    // A minute on, the next call starts the check (one read of the version) and the calls after it get the edit.
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + ARTICLES_TTL_MS + 1_000);
    try {
      await vi.waitFor(
        async () => {
          expect(await title(edited.slug)).toBe('Edited in the console');
          expect((await api().get(`/api/articles/${unpublished.slug}`)).status).toBe(404);
          expect(await listed()).not.toContain(unpublished.slug);
        },
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      vi.restoreAllMocks();
    }
  });

  it(`every article read shares the per-IP public limit (${RATE_LIMITS.publicReadsPerIpPerMinute} a minute); beyond it, 429 with the envelope`, async () => {
    const a = await makeArticle();
    const ip = randomIp();
    const from = (path: string) => api().get(path).set('x-forwarded-for', ip);
    const remaining = (res: { headers: Record<string, string> }) => Number(/r=(\d+)/.exec(res.headers.ratelimit ?? '')?.[1]);
    const first = await from('/api/swaarm/offers?limit=1');
    let last = remaining(first);
    expect(last).toBeGreaterThan(0);
    const paths = ['/api/articles/headers', '/api/articles/headers/dashboard', '/api/articles/headers/interested', `/api/articles/${a.slug}`, '/api/earn/articles'];
    for (const path of paths) {
      const res = await from(path);
      expect(res.status).toBe(200);
      expect(remaining(res)).toBe(last - 1);
      last = remaining(res);
    }
    for (let i = 0; i < last; i++) expect((await from('/api/articles/headers')).status).toBe(200);
    for (const path of paths) {
      const refused = await from(path);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'rate-limited', message: expect.stringMatching(/^Too many requests/) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address is not affected.
    expect((await api().get('/api/articles/headers')).status).toBe(200);
  });
});
