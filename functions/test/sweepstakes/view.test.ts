/**
 * What members read (docs/sweepstakes.md "API"): the public list by status with paging and their
 * own stake, the dashboard with chances, and what they can still enter.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Response } from 'supertest';
import { api, authHeader, checkLedgersAfterEachTest, expectSessionExpired } from '../support/helpers';
import { makeMember } from '../rewards/support';
import { db } from '../../src/platform/firebase';
import { DAY, drawNow, endNow, enterCall, key, makeSweepstake, setTimes, sweepRef } from './support';

checkLedgersAfterEachTest();

type Item = { id: string; status: string; my_entries: number | null };
const ids = (items: Item[]) => items.map((i) => i.id);

/** Every page of GET /sweepstakes for a status. */
async function allPages(status: string, headers: Record<string, string> = {}, limit = 5) {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const res: Response = await api()
      .get('/api/sweepstakes')
      .query({ ...(status ? { status } : {}), limit, ...(cursor ? { cursor } : {}) })
      .set(headers);
    expect(res.status).toBe(200);
    items.push(...res.body.data.items);
    cursor = res.body.data.nextCursor;
  } while (cursor);
  return items;
}

describe('GET /sweepstakes', () => {
  it('lists by status in pages, open ones ending soonest first, with the viewer’s entries', async () => {
    const later = await makeSweepstake({ endDate: new Date(Date.now() + 9 * DAY).toISOString() });
    const sooner = await makeSweepstake({ endDate: new Date(Date.now() + 2 * DAY).toISOString() });
    const upcoming = await makeSweepstake({ startDate: new Date(Date.now() + DAY).toISOString(), endDate: new Date(Date.now() + 3 * DAY).toISOString() });
    const member = await makeMember();
    await enterCall(member, later.id, { entries: 2, request_id: key() });

    const open = await allPages('active', authHeader(member));
    expect(open.every((i) => i.status === 'active')).toBe(true);
    const order = ids(open);
    expect(order.indexOf(sooner.id)).toBeLessThan(order.indexOf(later.id));
    expect(order).not.toContain(upcoming.id);
    expect(open.find((i) => i.id === later.id)?.my_entries).toBe(2);
    expect(open.find((i) => i.id === sooner.id)?.my_entries).toBe(0);
    expect(ids(await allPages('scheduled'))).toContain(upcoming.id);
    // Visitors see the same list without a stake.
    const anon = await allPages('active');
    expect(anon.find((i) => i.id === later.id)?.my_entries).toBeNull();
  });

  it('without a status: running ones first, then finished ones latest first, never cancelled ones', async () => {
    const open = await makeSweepstake();
    const older = await makeSweepstake();
    const newer = await makeSweepstake();
    const cancelled = await makeSweepstake();
    await endNow(older.id);
    await drawNow(older.id);
    await setTimes(newer.id, { startIn: -DAY, endIn: -500 });
    await drawNow(newer.id);
    await sweepRef(cancelled.id).update({ status: 'cancelled' });

    // Other files end and draw sweepstakes meanwhile; a page cursor whose sweepstake moves from the
    // running part to the finished one resumes after it there, so read again until a walk saw ours.
    // Pages of the most (50): every file's sweepstakes are in the list, and in CI a walk five at a
    // time took long enough that the re-reads ran out of time.
    let all: string[] = [];
    await expect
      .poll(async () => {
        all = ids(await allPages('', {}, 50));
        return [open.id, older.id, newer.id].every((id) => all.includes(id));
      }, { timeout: 30_000, interval: 500 })
      .toBe(true);
    expect(all).not.toContain(cancelled.id);
    expect(all.indexOf(open.id)).toBeLessThan(all.indexOf(newer.id));
    expect(all.indexOf(newer.id)).toBeLessThan(all.indexOf(older.id));
    expect(new Set(all).size).toBe(all.length);
    const done = ids(await allPages('completed', {}, 50));
    expect(done.indexOf(newer.id)).toBeLessThan(done.indexOf(older.id));
    expect(done).not.toContain(open.id);
    expect(ids(await allPages('cancelled', {}, 50))).toContain(cancelled.id);
  });

  it('a warm list runs no aggregation per sweepstake, and shows the same figures', async () => {
    // Ending soonest, so they are on the first page among other files' open ones.
    const soon = { maxEntries: 10, entryCost: 10, endDate: new Date(Date.now() + 10 * 60_000).toISOString() };
    const a = await makeSweepstake(soon);
    const b = await makeSweepstake(soon);
    const member = await makeMember({ balance: 1_000 });
    await enterCall(member, a.id, { entries: 3 });
    await enterCall(member, b.id, { entries: 2 });
    const list = () => api().get('/api/sweepstakes').query({ status: 'active', limit: 50 });
    const cold = await list();
    expect(cold.status).toBe(200);
    // Which sweepstakes' entries each aggregation ran over (the SDK's own method, counted and called
    // through); other files' new sweepstakes may be aggregated meanwhile, ours must not.
    const aggregateProto = Object.getPrototypeOf(db.collection('sweepstakes').count()) as { get: () => Promise<unknown> };
    const over: string[] = [];
    const plain = aggregateProto.get;
    const spy = vi.spyOn(aggregateProto, 'get').mockImplementation(function (this: { _query: { _queryOptions: { parentPath: { relativeName: string } } } }) {
      over.push(this._query._queryOptions.parentPath.relativeName);
      return plain.call(this);
    });
    let warm;
    try {
      warm = await list();
    } finally {
      spy.mockRestore();
    }
    expect(warm.status).toBe(200);
    // The old list ran one aggregation per sweepstake on every call.
    expect(over.filter((p) => p === `sweepstakes/${a.id}` || p === `sweepstakes/${b.id}`)).toEqual([]);
    const figures = (items: Array<{ id: string; total_entries: number; entrants: number }>) =>
      items.filter((i) => i.id === a.id || i.id === b.id).map((i) => [i.id, i.total_entries, i.entrants]);
    expect(figures(warm.body.data.items)).toEqual(figures(cold.body.data.items));
    expect(figures(warm.body.data.items)).toEqual(expect.arrayContaining([[a.id, 3, 1], [b.id, 2, 1]]));
  });

  it.each([
    ['status=draft', 'status'],
    ['status=everything', 'status'],
    ['limit=0', 'limit'],
    ['limit=500', 'limit'],
    ['cursor=not-in-the-list', 'cursor'],
    ['sort=random', 'sort'],
  ])('bad query %s -> 400 naming %s', async (query, field) => {
    const res = await api().get(`/api/sweepstakes?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(new RegExp(`^${field}`));
  });
});

describe('the member’s sweepstakes', () => {
  it('GET /sweepstakes/dashboard: entries, chance, totals; GET /interested leaves out maxed and ended ones', async () => {
    const a = await makeSweepstake({ maxEntries: 4, entryCost: 50 });
    const b = await makeSweepstake({ maxEntries: 2, entryCost: 25 });
    const member = await makeMember({ balance: 2_000 });
    const rival = await makeMember({ balance: 2_000 });
    await enterCall(member, a.id, { entries: 1 });
    await enterCall(rival, a.id, { entries: 3 });
    await enterCall(member, b.id, { entries: 2 });

    const res = await api().get('/api/sweepstakes/dashboard').set(authHeader(member));
    expect(res.status).toBe(200);
    const { items, totals } = res.body.data;
    expect(items.find((i: { sweepstake_id: string }) => i.sweepstake_id === a.id)).toMatchObject({ entries: 1, total_entries: 4, chance: 0.25, pm_spent: 50, won: false, status: 'active' });
    expect(items.find((i: { sweepstake_id: string }) => i.sweepstake_id === b.id)).toMatchObject({ entries: 2, chance: 1, pm_spent: 50 });
    expect(totals).toMatchObject({ sweepstakes: 2, entries: 3, pm_spent: 100, wins: 0, open: 2 });

    const interested = await api().get('/api/sweepstakes/interested').set(authHeader(member));
    expect(interested.status).toBe(200);
    const shown = ids(interested.body.data);
    expect(shown).not.toContain(b.id);
    await endNow(a.id);
    expect(ids((await api().get('/api/sweepstakes/interested').set(authHeader(member))).body.data)).not.toContain(a.id);
  });

  it('a new member’s dashboard is empty', async () => {
    const member = await makeMember();
    const res = await api().get('/api/sweepstakes/dashboard').set(authHeader(member));
    expect(res.body.data).toEqual({ totals: { sweepstakes: 0, entries: 0, pm_spent: 0, wins: 0, open: 0 }, items: [] });
  });

  it('needs a session', async () => {
    expectSessionExpired(await api().get('/api/sweepstakes/dashboard'));
    expectSessionExpired(await api().get('/api/sweepstakes/interested'));
    expectSessionExpired(await api().get('/api/sweepstakes/user/someone'));
  });
});
