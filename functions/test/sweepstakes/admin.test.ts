/**
 * Staff's calls (docs/sweepstakes.md): create in camelCase names with numbers and dates converted, edits
 * with the odds locked once members entered, the status moves of core's table and no others,
 * delete only without entries, the lists with totals; every call audited and refused to members.
 */
import { describe, expect, it } from 'vitest';
import { STAFF_STATUS_CHANGES, SWEEPSTAKE_STATUSES, sha256Hex, type SweepstakeStatus } from '@pilotmiles/core';
import { api, authHeader, checkLedgersAfterEachTest, createUser, expectSessionExpired, sendBadInput, type BadInput } from '../support/helpers';
import { makeMember } from '../rewards/support';
import { DAY, admin, auditFor, createBody, endNow, enterCall, key, makeSweepstake, setTimes, stored, sweepRef } from './support';

checkLedgersAfterEachTest();

const patch = async (id: string, body: Record<string, unknown>) =>
  api()
    .patch(`/api/sweepstakes/${id}`)
    .set(authHeader(await admin()))
    .send(body);

describe('POST /sweepstakes', () => {
  it('converts numbers and dates, answers {data: {id, ...}}, commits to a secret seed, and audits', async () => {
    const start = Date.now() + DAY;
    const res = await api()
      .post('/api/sweepstakes')
      .set(authHeader(await admin()))
      .send(createBody({ value: '750', entryCost: '120', maxEntries: '8', startDate: start, endDate: new Date(start + 3 * DAY).toUTCString() }));
    expect(res.status).toBe(201);
    const s = res.body.data;
    expect(s).toMatchObject({ value: 750, entry_cost: 120, max_entries: 8, status: 'scheduled', total_entries: 0, has_entries: false, draw: null });
    expect(s.id).toEqual(expect.any(String));
    expect(s.start_date).toBe(new Date(start).toISOString());
    expect(s.end_date).toBe(new Date(Math.floor((start + 3 * DAY) / 1000) * 1000).toISOString());
    // The seed stays server-side; only its hash is published, and it matches.
    const seed = (await sweepRef(s.id).collection('private').doc('seed').get()).get('seed') as string;
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(s.seed_hash).toBe(sha256Hex(seed));
    expect(JSON.stringify(s)).not.toContain(seed);
    const audit = await auditFor(s.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'sweepstake.create', actor: (await admin()).uid })]);
  });

  it('a draft stays out of the public list until published', async () => {
    const s = await makeSweepstake({ status: 'draft' });
    expect(s.status).toBe('draft');
    expect((await api().get(`/api/sweepstakes/${s.id}`)).status).toBe(404);
    const list = await api().get('/api/sweepstakes?limit=50');
    expect(list.body.data.items.map((i: { id: string }) => i.id)).not.toContain(s.id);
    expect((await patch(s.id, { status: 'scheduled' })).status).toBe(200);
    expect((await api().get(`/api/sweepstakes/${s.id}`)).body.data.status).toBe('active');
  });

  const bad: BadInput[] = [
    { name: 'no body', field: 'title', json: {} },
    { name: 'value not a number', field: 'value', json: createBody({ value: 'a lot' }) },
    { name: 'a zero entry cost', field: 'entryCost', json: createBody({ entryCost: 0 }) },
    { name: 'fractional max entries', field: 'maxEntries', json: createBody({ maxEntries: 1.5 }) },
    { name: 'a date that is not one', field: 'startDate', json: createBody({ startDate: 'next week' }) },
    { name: 'end before start', field: 'endDate', json: createBody({ endDate: new Date(Date.now() - 2 * DAY).toISOString() }) },
    { name: 'end in the past', field: 'endDate', json: createBody({ startDate: new Date(Date.now() - 3 * DAY).toISOString(), endDate: new Date(Date.now() - DAY).toISOString() }) },
    { name: 'a script image', field: 'imageUrl', json: createBody({ imageUrl: 'javascript:alert(1)' }) },
    { name: 'a status the job owns', field: 'status', json: createBody({ status: 'completed' }) },
    { name: 'an unknown field', field: 'winner', json: createBody({ winner: 'me' }) },
    { name: 'broken JSON', field: 'body', raw: '{"title":' },
  ];
  it.each(bad)('bad input: $name -> 400 naming $field', async (input) => {
    const res = await sendBadInput(api().post('/api/sweepstakes').set(authHeader(await admin())), input);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(new RegExp(`^${input.field}`));
  });
});

describe('PATCH /sweepstakes/{id}', () => {
  it('edits fields and audits the before and after', async () => {
    const s = await makeSweepstake({ startDate: new Date(Date.now() + DAY).toISOString(), endDate: new Date(Date.now() + 5 * DAY).toISOString() });
    const res = await patch(s.id, { entry_cost: 80, max_entries: 12, image_url: '/images/sweepstakes/travel.svg', title: 'Renamed prize' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ entry_cost: 80, max_entries: 12, image_url: '/images/sweepstakes/travel.svg', title: 'Renamed prize' });
    const update = (await auditFor(s.id)).find((a) => a.action === 'sweepstake.update')!;
    expect(update.before).toMatchObject({ entry_cost: 100, max_entries: 5 });
    expect(update.after).toMatchObject({ entry_cost: 80, max_entries: 12 });
  });

  it('refuses the odds fields once a member entered, and changes nothing; title and image stay editable', async () => {
    const s = await makeSweepstake();
    const member = await makeMember();
    expect((await enterCall(member, s.id, { entries: 1, request_id: key() })).status).toBe(201);
    for (const body of [{ entry_cost: 1 }, { max_entries: 50 }, { end_date: new Date(Date.now() + 30 * DAY).toISOString() }, { value: 5000 }]) {
      const res = await patch(s.id, body);
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(res.body.code).toBe('sweepstakes/has-entries');
    }
    expect(await stored(s.id)).toMatchObject({ entry_cost: 100, max_entries: 5, value: 50 });
    expect((await patch(s.id, { title: 'Still fine', image_url: '/images/sweepstakes/tech.svg' })).status).toBe(200);
  });

  it('opening at once moves the start to now and lets members in', async () => {
    const s = await makeSweepstake({ status: 'draft', startDate: new Date(Date.now() + 3 * DAY).toISOString(), endDate: new Date(Date.now() + 6 * DAY).toISOString() });
    const res = await patch(s.id, { status: 'active' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('active');
    expect(Date.parse(res.body.data.start_date)).toBeLessThanOrEqual(Date.now());
    const member = await makeMember();
    expect((await enterCall(member, s.id, { entries: 1 })).status).toBe(201);
    expect((await auditFor(s.id)).find((a) => a.action === 'sweepstake.status')).toMatchObject({ before: expect.objectContaining({ status: 'draft' }), after: expect.objectContaining({ status: 'active' }) });
  });

  /** A sweepstake in each status, as time and the job would leave it. */
  async function inStatus(status: SweepstakeStatus) {
    const future = { startDate: new Date(Date.now() + DAY).toISOString(), endDate: new Date(Date.now() + 2 * DAY).toISOString() };
    if (status === 'draft') return makeSweepstake({ status: 'draft', ...future });
    if (status === 'scheduled') return makeSweepstake(future);
    const s = await makeSweepstake();
    if (status === 'drawing') await endNow(s.id);
    if (status === 'completed' || status === 'cancelled') await sweepRef(s.id).update({ status });
    return s;
  }

  it('allows exactly the moves of STAFF_STATUS_CHANGES', async () => {
    for (const from of SWEEPSTAKE_STATUSES) {
      for (const to of ['draft', 'scheduled', 'active', 'cancelled'] as const) {
        if (to === from) continue;
        const s = await inStatus(from);
        const res = await patch(s.id, { status: to, ...(to === 'cancelled' ? { reason: 'Test cancel' } : {}) });
        const allowed = STAFF_STATUS_CHANGES[from].includes(to);
        expect(res.status, `${from} -> ${to}: ${JSON.stringify(res.body)}`).toBe(allowed ? 200 : 409);
        if (!allowed) expect(res.body.code).toBe('sweepstakes/status-change');
      }
    }
  });

  it('an ended or finished one cannot be edited', async () => {
    const s = await makeSweepstake();
    await endNow(s.id);
    const res = await patch(s.id, { title: 'Too late' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('sweepstakes/not-editable');
  });

  const bad: BadInput[] = [
    { name: 'nothing to change', field: 'status', json: {} },
    { name: 'a status the job owns', field: 'status', json: { status: 'completed' } },
    { name: 'cancel without a reason', field: 'reason', json: { status: 'cancelled' } },
    { name: 'camelCase names', field: 'entryCost', json: { entryCost: 5 } },
    { name: 'negative cost', field: 'entry_cost', json: { entry_cost: -1 } },
    { name: 'end before start', field: 'end_date', json: { start_date: '2026-12-10', end_date: '2026-12-01' } },
    { name: 'a bad image', field: 'image_url', json: { image_url: 'http://x.test/a.png' } },
  ];
  it.each(bad)('bad input: $name -> 400 naming $field', async (input) => {
    const s = await makeSweepstake();
    const res = await sendBadInput(api().patch(`/api/sweepstakes/${s.id}`).set(authHeader(await admin())), input);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(new RegExp(`^${input.field}`));
  });

  it('a missing sweepstake is 404', async () => {
    expect((await patch('no-such-one', { title: 'Nope nope' })).status).toBe(404);
  });
});

describe('DELETE /sweepstakes/{id}', () => {
  it('deletes one nobody entered, with an audit entry', async () => {
    const s = await makeSweepstake();
    const res = await api().delete(`/api/sweepstakes/${s.id}`).set(authHeader(await admin()));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: s.id, deleted: true });
    expect((await sweepRef(s.id).get()).exists).toBe(false);
    expect((await auditFor(s.id)).map((a) => a.action)).toContain('sweepstake.delete');
  });

  it('refuses one with entries: cancel it instead', async () => {
    const s = await makeSweepstake();
    const member = await makeMember();
    await enterCall(member, s.id, { entries: 1 });
    const res = await api().delete(`/api/sweepstakes/${s.id}`).set(authHeader(await admin()));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('sweepstakes/has-entries');
    expect((await sweepRef(s.id).get()).exists).toBe(true);
  });
});

describe('staff lists', () => {
  it('GET /sweepstakes/admin lists every status with totals', async () => {
    const draft = await makeSweepstake({ status: 'draft' });
    const open = await makeSweepstake({ entryCost: 40 });
    const a = await makeMember();
    const b = await makeMember();
    await enterCall(a, open.id, { entries: 2 });
    await enterCall(b, open.id, { entries: 3 });
    const res = await api().get('/api/sweepstakes/admin').set(authHeader(await admin()));
    expect(res.status).toBe(200);
    const items = res.body.data.items as Array<{ id: string }>;
    expect(items.find((i) => i.id === draft.id)).toMatchObject({ status: 'draft' });
    expect(items.find((i) => i.id === open.id)).toMatchObject({ total_entries: 5, entrants: 2, pm_collected: 200, has_entries: true });
    expect(res.body.data.totals.entries).toBeGreaterThanOrEqual(5);
  });

  it('GET /sweepstakes/{id}/entries pages entrants, most entries first', async () => {
    const s = await makeSweepstake({ maxEntries: 10 });
    const members = await Promise.all([1, 2, 3].map(() => makeMember()));
    await Promise.all(members.map((m, i) => enterCall(m, s.id, { entries: i + 1 })));
    const first = await api().get(`/api/sweepstakes/${s.id}/entries?limit=2`).set(authHeader(await admin()));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total_entries: 6, entrants: 3 });
    expect(first.body.data.items.map((e: { entries: number }) => e.entries)).toEqual([3, 2]);
    expect(first.body.data.items[0]).toMatchObject({ uid: members[2]!.uid, email: members[2]!.email, pm_spent: 300 });
    const second = await api().get(`/api/sweepstakes/${s.id}/entries?limit=2&cursor=${first.body.data.nextCursor}`).set(authHeader(await admin()));
    expect(second.body.data.items.map((e: { entries: number }) => e.entries)).toEqual([1]);
    expect(second.body.data.nextCursor).toBeNull();
    expect((await api().get(`/api/sweepstakes/${s.id}/entries?limit=0`).set(authHeader(await admin()))).status).toBe(400);
  });
});

describe('staff only', () => {
  it('members get 403 and visitors "Session expired" on every staff call, and nothing changes', async () => {
    const s = await makeSweepstake();
    const member = await createUser();
    const calls = [
      () => api().get('/api/sweepstakes/admin'),
      () => api().get(`/api/sweepstakes/${s.id}/entries`),
      () => api().post('/api/sweepstakes').send(createBody()),
      () => api().patch(`/api/sweepstakes/${s.id}`).send({ title: 'Hijacked' }),
      () => api().delete(`/api/sweepstakes/${s.id}`),
    ];
    for (const call of calls) {
      const res = await call().set(authHeader(member));
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('auth/forbidden');
      expectSessionExpired(await call());
    }
    expect((await stored(s.id)).title).toBe(s.title);
  });

  it('GET /sweepstakes/user/{id}: the member themselves or staff, nobody else', async () => {
    const s = await makeSweepstake();
    const member = await makeMember();
    const other = await createUser();
    await enterCall(member, s.id, { entries: 2 });
    const own = await api().get(`/api/sweepstakes/user/${member.uid}`).set(authHeader(member));
    expect(own.status).toBe(200);
    expect(own.body.data.items.find((i: { sweepstake_id: string }) => i.sweepstake_id === s.id)).toMatchObject({ entries: 2 });
    expect((await api().get(`/api/sweepstakes/user/${member.uid}`).set(authHeader(await admin()))).status).toBe(200);
    const theirs = await api().get(`/api/sweepstakes/user/${member.uid}`).set(authHeader(other));
    expect(theirs.status).toBe(403);
  });
});

it('time: a scheduled one is upcoming before its start and open after', async () => {
  const s = await makeSweepstake({ startDate: new Date(Date.now() + DAY).toISOString(), endDate: new Date(Date.now() + 2 * DAY).toISOString() });
  expect((await api().get(`/api/sweepstakes/${s.id}`)).body.data.status).toBe('scheduled');
  await setTimes(s.id, { startIn: -1_000, endIn: DAY });
  expect((await api().get(`/api/sweepstakes/${s.id}`)).body.data.status).toBe('active');
});
