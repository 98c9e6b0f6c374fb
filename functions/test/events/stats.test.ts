/**
 * GET /events/stats: figures counted off the request path over a seeded set of events: the minute
 * tally (run here with runQueuedTasks) and the instance's held landing visits (flushed here). The
 * events are recorded through the service on a far-past day of their own (and with unique types),
 * so suites running side by side do not touch the days asserted here; the funnel counts seeded
 * members on such a day too, and the ledger's first-time markers are checked on real credits and debits.
 */
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { EventStats } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { post } from '../../src/platform/ledger';
import { recordEvent } from '../../src/events/events.service';
import { countLandingVisit, flushLandingVisits } from '../../src/events/landingVisits';
import { tallyMinute } from '../../src/events/tally.queue';
import { runQueuedTasks, queuedTasks } from '../../src/platform/tasks';
import { measure } from '../../../emulators/bench/callCounter';
import { api, authHeader, checkLedgersAfterEachTest, createUser, uniqueId, userDoc } from '../support/helpers';

checkLedgersAfterEachTest();

const PATH = '/api/events/stats';
const DAY_MS = 86_400_000;

/** Days between 1975 and 2000 from a random start, 5 apart per call: each test gets days nobody else writes to. */
const FIRST_DAY = Date.parse('1975-01-01T00:00:00Z') + Math.floor(Math.random() * 8000) * DAY_MS;
let calls = 0;
function freshDay(): string {
  return new Date(FIRST_DAY + 5 * ++calls * DAY_MS).toISOString().slice(0, 10);
}
const nextDay = (day: string, n = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}Z`);

/** Runs every minute tally queued so far, due or not, as Cloud Tasks would once each minute has settled. */
const tally = () => runQueuedTasks({ queue: 'eventsTally', until: new Date(Date.now() + 3_600_000) });

const stats = async (admin: { idToken: string }, query: Record<string, string>) => {
  const res = await api().get(PATH).query(query).set(authHeader(admin));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as EventStats;
};

describe('GET /events/stats', () => {
  it('counts per type and day, unique sessions, landing visits and top pages from the tallied counters', async () => {
    const admin = await createUser({ admin: true });
    const day1 = freshDay();
    const day2 = nextDay(day1);
    const view = uniqueId('view').slice(0, 40);
    const click = uniqueId('click').slice(0, 40);
    const [sA, sB, sC] = [uniqueId('sA'), uniqueId('sB'), uniqueId('sC')];
    const ev = (event_type: string, session_id: string, page_url?: string) => ({
      event_type,
      session_id,
      event_data: {},
      ...(page_url ? { page_url } : {}),
    });
    await Promise.all([
      // Day 1: 3 views and 1 click from two sessions.
      recordEvent(ev(view, sA, 'http://127.0.0.1:5000/offers?utm=x'), null, at(day1, '00:00:00')),
      recordEvent(ev(view, sA, '/offers#top'), null, at(day1)),
      recordEvent(ev(view, sB, '/rewards'), 'someone', at(day1)),
      recordEvent(ev(click, sB), null, at(day1, '23:59:59')),
      // Day 2: 2 views from one session, one page seen on both days.
      recordEvent(ev(view, sC, '/rewards'), null, at(day2)),
      recordEvent(ev(view, sC, '/rewards?page=2'), null, at(day2)),
      countLandingVisit(at(day2)),
      countLandingVisit(at(day2)),
      countLandingVisit(at(day1)),
    ]);
    // Eleven distinct pages on day 2: only ten make the top list.
    await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        recordEvent(ev(click, sC, `/p/${String(i).padStart(2, '0')}`), null, at(day2)),
      ),
    );
    await Promise.all([tally(), flushLandingVisits()]);

    const result = await stats(admin, { from: day1, to: nextDay(day1, 2) });
    expect(result.from).toBe(day1);
    expect(result.to).toBe(nextDay(day1, 2));
    expect(result.days).toEqual([
      { day: day1, events: 4, by_type: { [view]: 3, [click]: 1 }, unique_sessions: 2, landing_visits: 1 },
      { day: day2, events: 13, by_type: { [view]: 2, [click]: 11 }, unique_sessions: 1, landing_visits: 2 },
      { day: nextDay(day1, 2), events: 0, by_type: {}, unique_sessions: 0, landing_visits: 0 },
    ]);
    expect(result.totals_by_type).toEqual({ [view]: 5, [click]: 12 });
    expect(result.top_pages).toHaveLength(10);
    expect(result.top_pages.slice(0, 2)).toEqual([
      { path: '/rewards', count: 3 },
      { path: '/offers', count: 2 },
    ]);
    expect(result.top_pages.slice(2).map((p) => p.path)).toEqual([
      '/p/00',
      '/p/01',
      '/p/02',
      '/p/03',
      '/p/04',
      '/p/05',
      '/p/06',
      '/p/07',
    ]);

    // One day only.
    const one = await stats(admin, { from: day2, to: day2 });
    expect(one.days.map((d) => d.day)).toEqual([day2]);
    expect(one.totals_by_type).toEqual({ [view]: 2, [click]: 11 });
    expect(one.funnel).toEqual({ signed_up: 0, verified: 0, first_earning: 0, first_redemption: 0 });
  });

  it('defaults to the last 14 days ending today, and an event sent now counts today', async () => {
    const admin = await createUser({ admin: true });
    const t = uniqueId('today').slice(0, 40);
    const sent = await api()
      .post('/api/events')
      .send({ event_type: t, session_id: uniqueId('s'), page_url: '/' });
    expect(sent.status).toBe(201);
    await tally();
    const result = await stats(admin, {});
    const today = new Date().toISOString().slice(0, 10);
    expect(result.days).toHaveLength(14);
    expect(result.to).toBe(today);
    expect(result.from).toBe(nextDay(today, -13));
    expect(result.days.at(-1)!.by_type[t]).toBe(1);
    expect(result.totals_by_type[t]).toBe(1);
  });

  it('the funnel counts members reaching each step within the range', async () => {
    const admin = await createUser({ admin: true });
    const day = freshDay();
    const ts = (d: string) => Timestamp.fromDate(at(d));
    const before = nextDay(day, -1);
    const members: Array<Record<string, Timestamp>> = [
      // Signed up, verified, earned and redeemed on the day.
      { created_at: ts(day), verified_at: ts(day), first_earning_at: ts(day), first_redemption_at: ts(day) },
      // Signed up and verified on the day, earned the next day (outside a one-day range).
      { created_at: ts(day), verified_at: ts(day), first_earning_at: ts(nextDay(day)) },
      // Signed up on the day only.
      { created_at: ts(day) },
      // Signed up before, first earning on the day.
      { created_at: ts(before), verified_at: ts(before), first_earning_at: ts(day) },
    ];
    const batch = db.batch();
    for (const m of members)
      batch.create(db.collection('users').doc(uniqueId('funnel')), {
        email: 'funnel@pilotmiles.test',
        total_coins: 0,
        ...m,
      });
    await batch.commit();

    expect((await stats(admin, { from: day, to: day })).funnel).toEqual({
      signed_up: 3,
      verified: 2,
      first_earning: 2,
      first_redemption: 1,
    });
    expect((await stats(admin, { from: before, to: nextDay(day) })).funnel).toEqual({
      signed_up: 4,
      verified: 3,
      first_earning: 3,
      first_redemption: 1,
    });
  });

  it('the user record keeps the first verified, earning and redemption times, set once', async () => {
    const member = await createUser();
    const fetched = await api().get('/api/users').set(authHeader(member));
    expect(fetched.status).toBe(200);
    const verified = (await userDoc(member.uid))!;
    expect(verified.verified_at).toBeInstanceOf(Timestamp);
    expect(verified.first_earning_at).toBeUndefined();
    expect(verified.first_redemption_at).toBeUndefined();

    const day = new Date().toISOString().slice(0, 10);
    const first = new Date(Date.now() - 60_000);
    // A bonus is not an earning; an article is.
    await post(
      member.uid,
      { id: uniqueId('bonus'), type: 'admin-bonus', amount: 5, description: 'b' },
      { day, now: first },
    );
    expect((await userDoc(member.uid))!.first_earning_at).toBeUndefined();
    await post(
      member.uid,
      { id: uniqueId('article'), type: 'article', amount: 5, description: 'a' },
      { day, now: first },
    );
    await post(member.uid, { id: uniqueId('article'), type: 'article', amount: 5, description: 'a' }, { day });
    await post(
      member.uid,
      { id: uniqueId('redeem'), type: 'redemption', amount: -3, description: 'r' },
      { day, now: first },
    );
    await post(member.uid, { id: uniqueId('redeem'), type: 'redemption', amount: -3, description: 'r' }, { day });
    const after = (await userDoc(member.uid))!;
    expect(after.first_earning_at.toMillis()).toBe(first.getTime());
    expect(after.first_redemption_at.toMillis()).toBe(first.getTime());
    expect(after.verified_at.toMillis()).toBe(verified.verified_at.toMillis());
  });

  it('bad input is a 400 naming the field', async () => {
    const admin = await createUser({ admin: true });
    const cases: Array<[Record<string, string> | string, string]> = [
      [{ from: '2026-01-01', to: '2026-04-03' }, 'from'],
      [{ from: '2026-13-01' }, 'from'],
      [{ to: '2026-1-1' }, 'to'],
      [{ from: '2026-03-05', to: '2026-03-04' }, 'to'],
      [{ day: '2026-03-05' }, 'day'],
      ['from=2026-01-01&from=2026-01-02', 'from'],
    ];
    for (const [query, field] of cases) {
      const res = await api().get(PATH).query(query).set(authHeader(admin));
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.field, JSON.stringify(query)).toBe(field);
    }
    // 92 days is the longest range.
    expect((await stats(admin, { from: '2026-01-01', to: '2026-04-02' })).days).toHaveLength(92);
  });
});

describe('an event is one write, counted off the request path', () => {
  it('POST /events writes the event alone and queues its minute tally once', async () => {
    const send = () =>
      api()
        .post('/api/events')
        .send({ event_type: 'page_view', session_id: uniqueId('s'), page_url: '/offers', event_data: { a: 1 } });
    await send(); // the events config is cached from here on
    const before = queuedTasks('eventsTally').length;
    const { result, counts } = await measure(async () => send(), { settle: true });
    expect(result.status).toBe(201);
    // The event document: no counters, no sessions document (was 4 writes).
    expect(counts.writes).toBe(1);
    expect(counts.reads).toBe(0);
    // The minute was already queued by the first call (unless a minute turned in between).
    expect(queuedTasks('eventsTally').length - before).toBeLessThanOrEqual(1);
  });

  it('the tally counts each event of a minute once: over pages, run twice at once, delivered again', async () => {
    const admin = await createUser({ admin: true });
    const day = freshDay();
    const type = uniqueId('paged').slice(0, 40);
    const minute = at(day, '10:15:00').getTime();
    // A session and a page path of its own each: two writes an event, so a page commits at most ~250.
    const n = 320;
    for (let i = 0; i < n; i += 40)
      await Promise.all(
        Array.from({ length: Math.min(40, n - i) }, (_, j) =>
          recordEvent(
            { event_type: type, session_id: `${type}-s${i + j}`, page_url: `/x/${String(i + j).padStart(3, '0')}`, event_data: {} },
            null,
            new Date(minute + ((i + j) % 60) * 1000),
          ),
        ),
      );
    // One task for the minute, however many events asked for it.
    expect(queuedTasks('eventsTally').filter((t) => (t as { minute: number }).minute === minute)).toHaveLength(1);

    await Promise.all([tallyMinute({ minute }), tallyMinute({ minute })]);
    await tallyMinute({ minute });
    await tally();

    const result = await stats(admin, { from: day, to: day });
    expect(result.days).toEqual([{ day, events: n, by_type: { [type]: n }, unique_sessions: n, landing_visits: 0 }]);
    expect(result.top_pages.map((p) => p.count)).toEqual(Array(10).fill(1));
    const progress = (await db.collection('eventStats').doc(day).collection('tallies').doc('1015').get()).data()!;
    expect(progress.counted).toBe(n);
    expect(progress.pages).toBe(2);
  });
});
