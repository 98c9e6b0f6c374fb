/**
 * GET /events: staff only, newest first, filtered by type, member, session and UTC days, in cursor
 * pages; bad input is a 400 naming the field. Fixture events use unique types and sessions so
 * suites run side by side.
 */
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { AdminEvent } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { api, authHeader, createUser, expectSessionExpired, uniqueId } from '../support/helpers';

const PATH = '/api/events';

/** Writes fixture events as POST /events does, with chosen times. */
async function seed(events: Array<{ type: string; session: string; uid?: string | null; at: string }>) {
  const batch = db.batch();
  const ids: string[] = [];
  for (const e of events) {
    const ref = db.collection('events').doc();
    ids.push(ref.id);
    batch.create(ref, {
      event_type: e.type,
      event_data: { n: 1 },
      session_id: e.session,
      page_url: '/offers',
      uid: e.uid ?? null,
      created_at: Timestamp.fromDate(new Date(e.at)),
    });
  }
  await batch.commit();
  return ids;
}

const list = async (admin: { idToken: string }, query: Record<string, string | number>) => {
  const res = await api().get(PATH).query(query).set(authHeader(admin));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { items: AdminEvent[]; nextCursor: string | null };
};

/**
 * Day n (1-6) of the fixtures: within the last 40 days, so the retention job (90 days) another suite
 * may run meanwhile leaves them alone.
 */
const d = (n: number) => new Date(Date.now() - (40 - n) * 86_400_000).toISOString().slice(0, 10);

const type = () => uniqueId('ev').replace(/-/g, '_').slice(0, 40);

describe('GET /events', () => {
  it('members get 403 and anonymous callers 403 session expired, for the list and the stats', async () => {
    const member = await createUser();
    for (const path of [PATH, `${PATH}/stats`]) {
      const res = await api().get(path).set(authHeader(member));
      expect(res.status, path).toBe(403);
      expect(res.body.code).toBe('auth/forbidden');
      expectSessionExpired(await api().get(path));
    }
  });

  it('an event sent through POST /events appears for staff with its member', async () => {
    const [admin, member] = await Promise.all([createUser({ admin: true }), createUser()]);
    const t = type();
    const session_id = uniqueId('s').slice(0, 40);
    const sent = await api()
      .post(PATH)
      .set(authHeader(member))
      .send({ event_type: t, session_id, page_url: 'http://127.0.0.1:5000/offers?x=1', event_data: { a: 1 } });
    expect(sent.status).toBe(201);
    const page = await list(admin, { event_type: t });
    expect(page).toEqual({
      items: [
        {
          id: sent.body.data.id,
          event_type: t,
          event_data: { a: 1 },
          session_id,
          page_url: 'http://127.0.0.1:5000/offers?x=1',
          uid: member.uid,
          created_at: expect.any(String),
        },
      ],
      nextCursor: null,
    });
    expect(Date.parse(page.items[0]!.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await list(admin, { uid: member.uid })).items.map((e) => e.id)).toEqual([sent.body.data.id]);
    expect((await list(admin, { session_id })).items.map((e) => e.id)).toEqual([sent.body.data.id]);
    // The stored event expires after the retention (90 days by default).
    const stored = (await db.collection('events').doc(sent.body.data.id).get()).data()!;
    const days = (stored.expire_at.toMillis() - stored.created_at.toMillis()) / 86_400_000;
    expect(days).toBe(90);
  });

  it('filters by type, member, session and days together, newest first, in cursor pages', async () => {
    const admin = await createUser({ admin: true });
    const [t1, t2] = [type(), type()];
    const [s1, s2] = [uniqueId('s'), uniqueId('s')];
    const uid = uniqueId('u');
    const ids = await seed([
      { type: t1, session: s1, uid, at: `${d(1)}T10:00:00Z` },
      { type: t1, session: s1, uid, at: `${d(2)}T10:00:00Z` },
      { type: t1, session: s2, uid, at: `${d(3)}T10:00:00Z` },
      { type: t1, session: s1, uid: null, at: `${d(4)}T10:00:00Z` },
      { type: t2, session: s1, uid, at: `${d(5)}T10:00:00Z` },
      { type: t1, session: s1, uid, at: `${d(6)}T23:59:59Z` },
    ]);
    const idsOf = async (q: Record<string, string | number>) => (await list(admin, q)).items.map((e) => e.id);

    expect(await idsOf({ event_type: t1 })).toEqual([ids[5], ids[3], ids[2], ids[1], ids[0]]);
    expect(await idsOf({ event_type: t1, uid })).toEqual([ids[5], ids[2], ids[1], ids[0]]);
    expect(await idsOf({ event_type: t1, session_id: s1 })).toEqual([ids[5], ids[3], ids[1], ids[0]]);
    expect(await idsOf({ uid, session_id: s1 })).toEqual([ids[5], ids[4], ids[1], ids[0]]);
    expect(await idsOf({ event_type: t1, uid, session_id: s1 })).toEqual([ids[5], ids[1], ids[0]]);
    expect(await idsOf({ session_id: s2 })).toEqual([ids[2]]);
    // Days in UTC, both included (the 6th's last second counts).
    expect(await idsOf({ event_type: t1, from: d(2), to: d(6) })).toEqual([ids[5], ids[3], ids[2], ids[1]]);
    expect(await idsOf({ uid, from: d(5) })).toEqual([ids[5], ids[4]]);
    expect(await idsOf({ event_type: t1, to: d(1) })).toEqual([ids[0]]);

    // Pages of two, following the cursor to the end.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: AdminEvent[]; nextCursor: string | null } = await list(admin, {
        event_type: t1,
        limit: 2,
        ...(cursor ? { cursor } : {}),
      });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([ids[5], ids[3], ids[2], ids[1], ids[0]]);
  });

  it('bad input is a 400 naming the field', async () => {
    const admin = await createUser({ admin: true });
    const cases: Array<[Record<string, string> | string, string]> = [
      ['event_type=a&event_type=b', 'event_type'],
      [{ limit: '0' }, 'limit'],
      [{ limit: '101' }, 'limit'],
      [{ limit: 'ten' }, 'limit'],
      [{ from: '2026-02-30' }, 'from'],
      [{ to: 'yesterday' }, 'to'],
      [{ from: d(5), to: d(1) }, 'to'],
      [{ event_type: 'page view' }, 'event_type'],
      [{ uid: 'a/b' }, 'uid'],
      [{ session_id: 'x'.repeat(65) }, 'session_id'],
      [{ cursor: 'no-such-event' }, 'cursor'],
      [{ colour: 'red' }, 'colour'],
    ];
    for (const [query, field] of cases) {
      const res = await api().get(PATH).query(query).set(authHeader(admin));
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.field, JSON.stringify(query)).toBe(field);
      expect(res.body.message).toContain(field);
    }
  });
});
