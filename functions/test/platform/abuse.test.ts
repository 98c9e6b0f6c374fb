/**
 * What a hostile member and an anonymous caller tried against the earning core, each reproduced
 * here: every one of these worked before the hardening and must not now.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { countWords, dayKey } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { RATE_LIMITS } from '../../src/platform/http/rateLimit';
import {
  api,
  authHeader,
  checkLedgersAfterEachTest,
  createAuthUser,
  createUser,
  docsWhere,
  ledger,
  randomIp,
  storedState,
  uniqueId,
  userDoc,
  type TestUser,
} from '../support/helpers';

checkLedgersAfterEachTest();

const HOUR = 3600_000;
const EAST = 'Pacific/Kiritimati'; // UTC+14
const WEST = 'Pacific/Pago_Pago'; // UTC-11: always on another date than Kiritimati

const slugs: string[] = [];
afterAll(async () => {
  await Promise.all(slugs.map((slug) => db.collection('articles').doc(slug).delete()));
});

async function publishArticles(n: number): Promise<string[]> {
  const made = Array.from({ length: n }, () => uniqueId('abuse-article').toLowerCase());
  const content = 'Intro.\n\n## Part\n\nBody text.';
  await Promise.all(
    made.map((slug) =>
      db.collection('articles').doc(slug).set({
        slug,
        title: `Abuse ${slug}`,
        date: '2001-01-01',
        content,
        content_length: countWords(content),
        img: null,
        excerpt: 'Written by the abuse tests.',
        published: true,
      }),
    ),
  );
  slugs.push(...made);
  return made;
}

describe('1. switching time zones does not multiply the article cap', () => {
  it('alternating Kiritimati and Pago Pago earns at most one day of articles and challenge progress', async () => {
    const user = await createAuthUser();
    await api().post('/api/users').set(authHeader(user)).set('x-timezone', WEST).send({}).expect(201);
    const articles = await publishArticles(12);
    const openedAt = Timestamp.fromMillis(Date.now() - 60_000);

    for (const [i, slug] of articles.entries()) {
      const zone = i % 2 ? EAST : WEST;
      // What the attacker's browser does: report the zone, open the article (20 s before), claim.
      await api().get('/api/users').set(authHeader(user)).set('x-timezone', zone).expect(200);
      await db.collection('users').doc(user.uid).collection('articleOpens').doc(slug).set({
        day_key: dayKey(new Date(), zone),
        opened_at: openedAt,
      });
      await api().post('/api/articles/claim').set(authHeader(user)).set('x-timezone', zone).send({ slug });
    }

    const entries = (await ledger(user.uid)).filter((e) => e.type === 'article');
    const total = entries.reduce((sum, e) => sum + e.amount, 0);
    const me = (await api().get('/api/users').set(authHeader(user))).body.data;
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(me.COINS_ARTICLE_DAILY_REWARD);
    expect(new Set(entries.map((e) => (e as unknown as { day_key: string }).day_key)).size).toBe(1);
    expect(me.coins_earned_today_challenge).toBe(total);
    // The zone in force never moved; the last report waits as a request.
    expect((await userDoc(user.uid))?.timezone).toBe(WEST);
  });
});

describe('2. an unverified account earns nothing', () => {
  const calls: Array<[string, (u: TestUser) => ReturnType<ReturnType<typeof api>['post']>]> = [
    ['POST /users/daily-bonus', (u) => api().post('/api/users/daily-bonus').set(authHeader(u)).send({})],
    ['POST /users/daily-bonus/collect', (u) => api().post('/api/users/daily-bonus/collect').set(authHeader(u)).send({})],
    ['POST /users/daily-challenge/claim', (u) => api().post('/api/users/daily-challenge/claim').set(authHeader(u)).send({})],
    ['POST /articles/claim', (u) => api().post('/api/articles/claim').set(authHeader(u)).send({ slug: slugs[0] ?? 'x' })],
  ];

  it.each(calls)('%s answers 403 Email not verified and changes nothing', async (_name, call) => {
    const user = await createUser({ verified: false });
    await db.collection('users').doc(user.uid).update({ activity_today: { day_key: dayKey(new Date(), 'UTC'), amount: 10_000 } });
    const before = await storedState(user.uid);
    const res = await call(user);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'auth/email-not-verified', message: 'Email not verified' });
    expect(await storedState(user.uid)).toEqual(before);
    expect(await ledger(user.uid)).toEqual([]);
  });
});

describe('3. analytics never store action codes, keys or tokens', () => {
  it('strips them from page_url and event data before storing', async () => {
    const session_id = uniqueId('s').slice(0, 40);
    const secretLink =
      'http://127.0.0.1:5000/auth/reset-password?mode=resetPassword&oobCode=OOB-SECRET-1&apiKey=API-SECRET-2&continueUrl=http%3A%2F%2F127.0.0.1%3A5000%2Fauth%2Fsignin&lang=en';
    const res = await api()
      .post('/api/events')
      .send({
        event_type: 'page_view',
        session_id,
        page_url: secretLink,
        event_data: {
          path: '/auth/email-verification?mode=verifyEmail&oobCode=OOB-SECRET-3',
          referrer: 'https://mail.example/open?token=TOKEN-SECRET-4#access_token=TOKEN-SECRET-5',
          idToken: 'TOKEN-SECRET-6',
          title: 'Reset your password',
        },
      });
    expect(res.status).toBe(201);
    const [stored] = await docsWhere('events', 'session_id', session_id);
    expect(JSON.stringify(stored)).not.toMatch(/SECRET|oobCode|apiKey|continueUrl|mode=/);
    expect(stored).toMatchObject({
      page_url: 'http://127.0.0.1:5000/auth/reset-password?lang=en',
      event_data: { path: '/auth/email-verification', referrer: 'https://mail.example/open', title: 'Reset your password' },
    });
    expect(Object.keys(stored!).sort()).toEqual(['created_at', 'event_data', 'event_type', 'expire_at', 'page_url', 'session_id', 'uid']);
  });
});

describe('4. resend-verification does not reveal accounts', () => {
  it('a real unverified address and an unknown one get the same answers, twice in a row', async () => {
    const real = await createAuthUser({ verified: false });
    const unknown = `nobody-${uniqueId()}@pilotmiles.test`;
    const answers = [];
    for (const email of [real.email, real.email, unknown, unknown]) {
      const res = await api().post('/api/users/resend-email-verification').send({ email });
      answers.push({ status: res.status, body: res.body });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, body: { data: { sent: true } } });
  });
});

describe('5. anonymous writes are limited', () => {
  it(`300 anonymous POST /events from one IP store at most ${RATE_LIMITS.eventsPerIpPerMinute}; the rest get 429`, async () => {
    const ip = randomIp();
    const session_id = uniqueId('burst').slice(0, 40);
    const results = await Promise.all(
      Array.from({ length: 300 }, () =>
        api().post('/api/events').set('x-forwarded-for', ip).send({ event_type: 'page_view', session_id, event_data: {} }),
      ),
    );
    const created = results.filter((r) => r.status === 201).length;
    const refused = results.filter((r) => r.status === 429);
    expect(created).toBe(RATE_LIMITS.eventsPerIpPerMinute);
    expect(refused).toHaveLength(300 - created);
    expect(refused[0]!.body).toMatchObject({ code: 'rate-limited', retry_after: expect.any(Number) });
    expect(refused[0]!.headers['retry-after']).toEqual(expect.stringMatching(/^\d+$/));
    expect(await docsWhere('events', 'session_id', session_id)).toHaveLength(created);

    // Another client is not affected.
    const other = await api().post('/api/events').send({ event_type: 'page_view', session_id, event_data: {} });
    expect(other.status).toBe(201);
  });
});

describe('5b. every signed-in call is limited per member', () => {
  it(`a member's call beyond ${RATE_LIMITS.userCallsPerMinute} in a minute answers 429; other members are unaffected`, async () => {
    const [member, other] = await Promise.all([createUser(), createUser()]);
    const call = (u: TestUser) => api().get('/api/users/daily-challenge/config').set(authHeader(u));
    const statuses: number[] = [];
    // From many addresses at once (api() varies the IP): the limit follows the member, not the IP.
    for (let sent = 0; sent < RATE_LIMITS.userCallsPerMinute; sent += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => call(member)));
      statuses.push(...batch.map((r) => r.status));
    }
    // Sign-up (POST /users) was the member's first call of the minute.
    expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMITS.userCallsPerMinute - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const over = await call(member);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'rate-limited', retry_after: expect.any(Number) });
    expect((await call(other)).status).toBe(200);
  });
});

describe('6. collect does not replay an older claim', () => {
  it("yesterday's claim 20 h ago is not shown again as '+amount': 409 with retry_after", async () => {
    const user = await createUser();
    const at = new Date(Date.now() - 20 * HOUR);
    const yesterday = dayKey(new Date(Date.now() - 25 * HOUR), 'UTC');
    // A claim on the member's previous day (UTC), 20 h ago: not yet 24 h, so not claimable.
    await db.collection('users').doc(user.uid).update({
      daily_bonus: { streak: 3, last_claimed_at: Timestamp.fromDate(at), last_day_key: yesterday, last_amount: 3, last_wheel_index: null },
    });
    const before = await storedState(user.uid);
    const res = await api().post('/api/users/daily-bonus/collect').set(authHeader(user)).send({});
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('daily-bonus/not-yet');
    expect(res.body.retry_after).toBeGreaterThan(3 * 3600 - 5);
    expect(res.body.retry_after).toBeLessThanOrEqual(4 * 3600);
    expect(await storedState(user.uid)).toEqual(before);
  });

  it("a retry of today's claim still answers that same claim", async () => {
    const user = await createUser();
    const first = await api().post('/api/users/daily-bonus/collect').set(authHeader(user)).send({});
    const retry = await api().post('/api/users/daily-bonus/collect').set(authHeader(user)).send({});
    expect(first.body.data).toMatchObject({ replayed: false });
    expect(retry.status).toBe(200);
    expect(retry.body.data).toMatchObject({ replayed: true, amount: first.body.data.amount, day: first.body.data.day });
  });
});
