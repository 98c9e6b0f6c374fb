/**
 * Reading the ledger: GET /users/transactions-history (newest first, cursor pages) and
 * GET /users/dashboard/v2 (balance, today's local-day earnings, recent entries).
 */
import { describe, expect, it } from 'vitest';
import { dayKey, type Transaction } from '@pilotmiles/core';
import { post } from '../../src/platform/ledger';
import { api, authHeader, checkLedgersAfterEachTest, createAuthUser, createUser, ledger, type TestUser } from '../support/helpers';

checkLedgersAfterEachTest();

const MINUTE = 60_000;

/**
 * Posts `count` credits of 1..count PM, one minute apart, the newest one minute ago. Used on
 * unverified users, so no welcome bonus lands between them.
 */
async function seedCredits(user: TestUser, count: number) {
  const start = Date.now() - count * MINUTE;
  for (let i = 1; i <= count; i++)
    await post(
      user.uid,
      { id: `test-credit:${i}`, type: 'admin-bonus', amount: i, description: `Credit ${i}` },
      { day: dayKey(new Date(start + (i - 1) * MINUTE), 'UTC'), now: new Date(start + (i - 1) * MINUTE) },
    );
}

const history = (user: TestUser, query: Record<string, string | number> = {}) =>
  api().get('/api/users/transactions-history').query(query).set(authHeader(user));

const isNewestFirst = (items: Transaction[]) =>
  items.every((t, i) => i === 0 || Date.parse(items[i - 1]!.created_at) >= Date.parse(t.created_at));

describe('GET /users/transactions-history', () => {
  it('lists every entry newest first with the Transaction shape', async () => {
    const user = await createUser({ verified: false });
    await seedCredits(user, 3);
    const res = await history(user);
    expect(res.status).toBe(200);
    const { items, nextCursor } = res.body.data as { items: Transaction[]; nextCursor: string | null };
    expect(items.map((t) => t.id)).toEqual(['test-credit:3', 'test-credit:2', 'test-credit:1']);
    expect(items.map((t) => t.balance_after)).toEqual([6, 3, 1]);
    expect(nextCursor).toBeNull();
    expect(items[0]).toEqual({
      id: 'test-credit:3',
      type: 'admin-bonus',
      amount: 3,
      description: 'Credit 3',
      balance_after: 6,
      day_key: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      created_at: expect.any(String),
    });
  });

  it('pages with limit and cursor: disjoint pages that cover the whole ledger', async () => {
    const user = await createUser({ verified: false });
    await seedCredits(user, 12);
    const all = await ledger(user.uid);
    expect(all).toHaveLength(12);

    const pages: Transaction[][] = [];
    let cursor: string | null = null;
    do {
      const res = await history(user, cursor ? { limit: 5, cursor } : { limit: 5 });
      expect(res.status).toBe(200);
      pages.push(res.body.data.items);
      cursor = res.body.data.nextCursor;
    } while (cursor && pages.length < 10);

    expect(pages.map((p) => p.length)).toEqual([5, 5, 2]);
    const ids = pages.flat().map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(all.map((e) => e.id).sort());
    expect(isNewestFirst(pages.flat())).toBe(true);
  });

  it('has no next page when the last page is exactly full', async () => {
    const user = await createUser({ verified: false });
    await seedCredits(user, 4);
    const res = await history(user, { limit: 4 });
    expect(res.body.data.items).toHaveLength(4);
    expect(res.body.data.nextCursor).toBeNull();
  });

  it('is empty for a user without entries', async () => {
    const user = await createUser({ verified: false });
    const res = await history(user);
    expect(res.body.data).toEqual({ items: [], nextCursor: null, pending: [] });
  });

  it("answers 400 naming cursor for an unknown cursor, including another user's entry", async () => {
    const user = await createUser();
    const other = await createUser();
    await seedCredits(other, 1);
    for (const cursor of ['no-such-entry', 'test-credit:1']) {
      const res = await history(user, { cursor });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation/invalid-input', field: 'cursor' });
      expect(res.body.message).toMatch(/^cursor: /);
    }
  });

  it('gives an account without a record an empty history', async () => {
    const user = await createAuthUser();
    const res = await history(user);
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([]);
  });
});

describe('GET /users/dashboard/v2', () => {
  /** A zone whose date differs from UTC's right now (one of the two always does). */
  const zoneOffUtc = () =>
    ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((z) => dayKey(new Date(), z) !== dayKey(new Date(), 'UTC'))!;

  it("shows balance, lifetime earnings and only today's local-day credits", async () => {
    const zone = zoneOffUtc();
    const user = await createAuthUser({ verified: false });
    await api().post('/api/users').set(authHeader(user)).set('x-timezone', zone).send({}).expect(201);

    const now = Date.now();
    await post(user.uid, { id: 'test:old', type: 'offer', amount: 100, description: 'Two days ago' }, { day: dayKey(new Date(now - 2 * 24 * 60 * MINUTE), zone), now: new Date(now - 2 * 24 * 60 * MINUTE) });
    await post(user.uid, { id: 'test:today', type: 'offer', amount: 40, description: 'Today' }, { day: dayKey(new Date(), zone) });
    await post(user.uid, { id: 'test:spent', type: 'redemption', amount: -10, description: 'Spent' }, { day: dayKey(new Date(), zone) });

    const res = await api().get('/api/users/dashboard/v2').set(authHeader(user));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ balance: 130, lifetime_earned: 140, earned_today: 40, day_key: dayKey(new Date(), zone) });
    // The local day, not the server's.
    expect(res.body.data.day_key).not.toBe(dayKey(new Date(), 'UTC'));
    expect(res.body.data.recent_transactions.map((t: Transaction) => t.id)).toEqual(['test:spent', 'test:today', 'test:old']);
  });

  it('counts the welcome bonus credited by the first verified call in today', async () => {
    const user = await createAuthUser();
    // Signed up in Kolkata: its day from the start (a zone reported later would wait for a midnight).
    await api().post('/api/users').set(authHeader(user)).set('x-timezone', 'Asia/Kolkata').send({}).expect(201);
    const res = await api().get('/api/users/dashboard/v2').set(authHeader(user)).set('x-timezone', 'Asia/Kolkata');
    expect(res.body.data).toMatchObject({ balance: 500, lifetime_earned: 500, earned_today: 500, day_key: dayKey(new Date(), 'Asia/Kolkata') });
  });

  it('shows the five most recent entries, newest first', async () => {
    const user = await createUser({ verified: false });
    await seedCredits(user, 7);
    const res = await api().get('/api/users/dashboard/v2').set(authHeader(user));
    const recent = res.body.data.recent_transactions as Transaction[];
    expect(recent.map((t) => t.id)).toEqual(['test-credit:7', 'test-credit:6', 'test-credit:5', 'test-credit:4', 'test-credit:3']);
    expect(res.body.data.balance).toBe(28);
  });

  it('answers 404 users/not-found without a record', async () => {
    const user = await createAuthUser();
    const res = await api().get('/api/users/dashboard/v2').set(authHeader(user));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('users/not-found');
  });
});
