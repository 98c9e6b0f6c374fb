/**
 * GET /admin/logs: the audit trail, staff only, newest first, filtered by actor (uid or e-mail),
 * action, target (exact or prefix) and UTC days, in cursor pages; bad input is a 400 naming the
 * field. Fixture entries use unique actors, actions and targets so suites run side by side.
 */
import { describe, expect, it } from 'vitest';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { DEFAULT_DAILY_BONUS_CONFIG, type AdminLogEntry } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { configRef, forgetConfigs } from '../../src/platform/configCache';
import { api, authHeader, createUser, expectSessionExpired, uniqueId } from '../support/helpers';

const PATH = '/api/admin/logs';

/** Writes fixture entries as platform/audit does, with chosen times. */
async function seed(entries: Array<{ actor: string; action: string; target: string; at: string; reason?: string }>) {
  const batch = db.batch();
  const ids: string[] = [];
  for (const e of entries) {
    const ref = db.collection('adminLogs').doc();
    ids.push(ref.id);
    batch.create(ref, {
      actor: e.actor,
      action: e.action,
      target: e.target,
      before: { n: 1 },
      after: { n: 2, at: Timestamp.fromDate(new Date(e.at)) },
      reason: e.reason ?? null,
      created_at: Timestamp.fromDate(new Date(e.at)),
    });
  }
  await batch.commit();
  return ids;
}

const list = async (admin: { idToken: string }, query: Record<string, string | number>) => {
  const res = await api().get(PATH).query(query).set(authHeader(admin));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { items: AdminLogEntry[]; nextCursor: string | null };
};

describe('GET /admin/logs', () => {
  it('members get 403 and anonymous callers 403 session expired', async () => {
    const member = await createUser();
    const res = await api().get(PATH).set(authHeader(member));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('auth/forbidden');
    expectSessionExpired(await api().get(PATH));
  });

  it("an admin's config change appears in the log with before, after, reason and the admin's e-mail", async () => {
    const admin = await createUser({ admin: true });
    const ref = configRef('dailyBonus');
    const snap = await ref.get();
    const previous: DocumentData | null = snap.exists ? snap.data()! : null;
    try {
      const saved = await api()
        .post('/api/admin/daily-bonus-config')
        .set(authHeader(admin))
        .send(DEFAULT_DAILY_BONUS_CONFIG);
      expect(saved.status).toBe(200);
      const page = await list(admin, { actor: admin.uid });
      expect(page.items).toHaveLength(1);
      const [entry] = page.items;
      expect(entry).toMatchObject({
        actor: admin.uid,
        actor_email: admin.email,
        action: 'config.update',
        target: 'config/dailyBonus',
        after: DEFAULT_DAILY_BONUS_CONFIG,
        reason: null,
      });
      expect(entry).toHaveProperty('before');
      expect(Date.parse(entry!.created_at)).toBeGreaterThan(Date.now() - 60_000);
      // The same entry, found by the admin's e-mail and by the target.
      expect((await list(admin, { actor: admin.email })).items.map((e) => e.id)).toEqual([entry!.id]);
      const byTarget = await list(admin, { target: 'config/dailyBonus', actor: admin.uid, action: 'config.update' });
      expect(byTarget.items.map((e) => e.id)).toEqual([entry!.id]);
    } finally {
      if (previous) await ref.set(previous);
      else await ref.delete();
      forgetConfigs();
    }
  });

  it('filters by actor, action, exact target, target prefix and day range, newest first', async () => {
    const admin = await createUser({ admin: true });
    const actor = uniqueId('actor');
    const other = uniqueId('actor');
    const tag = uniqueId('logs');
    const act = `test.${tag}`;
    await seed([
      { actor, action: act, target: `${tag}/a`, at: '2021-03-01T10:00:00Z', reason: 'first' },
      { actor, action: `${act}.other`, target: `${tag}/b`, at: '2021-03-02T23:59:59Z' },
      { actor, action: act, target: `${tag}-x/c`, at: '2021-03-03T00:00:00Z' },
      { actor: other, action: act, target: `${tag}/a`, at: '2021-03-04T12:00:00Z' },
    ]);
    const whoWhat = (page: { items: AdminLogEntry[] }) => page.items.map((e) => `${e.actor === actor ? 'A' : 'B'}:${e.target.slice(tag.length)}`);

    expect(whoWhat(await list(admin, { actor }))).toEqual(['A:-x/c', 'A:/b', 'A:/a']);
    expect(whoWhat(await list(admin, { action: act }))).toEqual(['B:/a', 'A:-x/c', 'A:/a']);
    expect(whoWhat(await list(admin, { target: `${tag}/a` }))).toEqual(['B:/a', 'A:/a']);
    expect(whoWhat(await list(admin, { target: `${tag}/` }))).toEqual(['B:/a', 'A:/b', 'A:/a']);
    expect(whoWhat(await list(admin, { target: `${tag}*` }))).toEqual(['B:/a', 'A:-x/c', 'A:/b', 'A:/a']);
    expect(whoWhat(await list(admin, { target: `${tag}/`, actor }))).toEqual(['A:/b', 'A:/a']);
    expect(whoWhat(await list(admin, { target: `${tag}/`, action: act }))).toEqual(['B:/a', 'A:/a']);
    // Days are UTC and both ends are included.
    expect(whoWhat(await list(admin, { actor, from: '2021-03-02', to: '2021-03-02' }))).toEqual(['A:/b']);
    expect(whoWhat(await list(admin, { action: act, from: '2021-03-03' }))).toEqual(['B:/a', 'A:-x/c']);
    expect(whoWhat(await list(admin, { target: `${tag}*`, to: '2021-03-02' }))).toEqual(['A:/b', 'A:/a']);
    // An e-mail nobody has matches nothing; a 'cli:' or unknown actor has no e-mail.
    expect((await list(admin, { actor: `${tag}@nowhere.test` })).items).toEqual([]);
    const [first] = (await list(admin, { actor, target: `${tag}/a` })).items;
    expect(first).toMatchObject({ actor_email: null, reason: 'first', before: { n: 1 }, after: { n: 2, at: '2021-03-01T10:00:00.000Z' } });
  });

  it('pages newest first with the last id as the cursor', async () => {
    const admin = await createUser({ admin: true });
    const actor = uniqueId('actor');
    const ids = await seed(
      [1, 2, 3, 4, 5].map((d) => ({ actor, action: 'test.paging', target: `paging/${d}`, at: `2021-04-0${d}T08:00:00Z` })),
    );
    const newestFirst = [...ids].reverse();
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(admin, { actor, limit: 2, ...(cursor ? { cursor } : {}) });
      pages += 1;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((e) => e.id));
      if (page.nextCursor) expect(page.nextCursor).toBe(page.items[page.items.length - 1]!.id);
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(newestFirst);
  });

  it.each([
    { name: 'a limit of 0', query: { limit: 0 }, field: 'limit' },
    { name: 'a limit over 100', query: { limit: 101 }, field: 'limit' },
    { name: 'a limit that is no number', query: { limit: 'ten' }, field: 'limit' },
    { name: 'a from that is no date', query: { from: '2021-13-01' }, field: 'from' },
    { name: 'a to in another format', query: { to: '03/01/2021' }, field: 'to' },
    { name: 'a to before from', query: { from: '2021-03-02', to: '2021-03-01' }, field: 'to' },
    { name: 'an action with spaces', query: { action: 'drop table' }, field: 'action' },
    { name: 'an empty actor', query: { actor: '' }, field: 'actor' },
    { name: 'a target of only *', query: { target: '*' }, field: 'target' },
    { name: 'an unknown cursor', query: { cursor: 'no-such-entry' }, field: 'cursor' },
    { name: 'a cursor with a slash', query: { cursor: 'a/b' }, field: 'cursor' },
    { name: 'an unknown filter', query: { status: 'open' }, field: 'status' },
    { name: 'a repeated filter', query: 'actor=a&actor=b', field: 'actor' },
  ])('$name -> 400 naming $field', async ({ query, field }) => {
    const admin = await createUser({ admin: true });
    const res = await api().get(PATH).query(query).set(authHeader(admin));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toContain(field);
  });

  it('there is no API to change or delete an entry', async () => {
    const admin = await createUser({ admin: true });
    const [id] = await seed([{ actor: uniqueId('actor'), action: 'test.immutable', target: 'immutable/1', at: '2021-05-01T00:00:00Z' }]);
    for (const method of ['patch', 'put', 'delete', 'post'] as const) {
      const res = await api()[method](`${PATH}/${id}`).set(authHeader(admin)).send({ reason: 'x' });
      expect(res.status).toBe(404);
      const root = await api()[method](PATH).set(authHeader(admin)).send({ reason: 'x' });
      expect(root.status).toBe(404);
    }
    const stored = await db.collection('adminLogs').doc(id!).get();
    expect(stored.get('action')).toBe('test.immutable');
  });
});
