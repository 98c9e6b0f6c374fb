/**
 * The staff dashboards (docs/admin.md "Dashboards"): staff only, 400 naming the field, and each
 * figure seen from data this file writes with the admin SDK into a random far-past range (other
 * suites share the emulator; they never write there). The fake members written here have no Auth
 * account and are deleted afterwards; their ledger entries are not posted through the ledger, so
 * they live under members the ledger check does not know.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { CONVERSION_KINDS, TRANSACTION_TYPES } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { api, authHeader, checkLedgersAfterEachTest, createUser, uniqueId, type TestUser } from '../support/helpers';

checkLedgersAfterEachTest();

const PATHS = [
  'active-users-per-period',
  'new-users-per-period',
  'summary-activities',
  'user-conversion-types',
  'last-login-users',
  'last-users-activities',
] as const;

const get = (user: TestUser | null, path: string, query: Record<string, string | number> = {}) => {
  const req = api().get(`/api/admin/${path}`).query(query);
  return user ? req.set(authHeader(user)) : req;
};

const written: DocumentReference[] = [];
afterAll(async () => {
  await Promise.all(written.map((ref) => ref.delete()));
});

/** A random month between 1971 and 2000: only this run writes there. */
const year = 1971 + Math.floor(Math.random() * 30);
const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
const day = (d: number) => `${year}-${month}-${String(d).padStart(2, '0')}`;
const ts = (d: number, hour = 12) => Timestamp.fromDate(new Date(`${day(d)}T${String(hour).padStart(2, '0')}:00:00Z`));

async function fakeMember(fields: Record<string, unknown>): Promise<DocumentReference> {
  const ref = db.collection('users').doc(uniqueId('dash'));
  await ref.set({ display_name: 'Dashboard fake', email: null, bench: false, ...fields });
  written.push(ref);
  return ref;
}

describe('/admin dashboards', () => {
  it('answers 403 to members and to anonymous callers, on every call', async () => {
    const member = await createUser();
    for (const path of PATHS) {
      expect((await get(member, path)).status).toBe(403);
      expect([401, 403]).toContain((await get(null, path)).status);
    }
  });

  it.each([
    ['new-users-per-period', { period: 'year' }, 'period'],
    ['active-users-per-period', { from: '2024-02-30' }, 'from'],
    ['summary-activities', { to: 'yesterday' }, 'to'],
    ['user-conversion-types', { from: '2024-03-02', to: '2024-03-01' }, 'to'],
    ['new-users-per-period', { from: '2024-01-01', to: '2024-12-31' }, 'from'],
    ['new-users-per-period', { period: 'week', from: '2000-01-01', to: '2024-12-31' }, 'from'],
    ['active-users-per-period', { from: '2000-01-01' }, 'from'],
    ['summary-activities', { from: '1969-12-31', to: '1970-01-05' }, 'from'],
    ['new-users-per-period', { days: 3 }, 'days'],
    ['last-login-users', { limit: 51 }, 'limit'],
    ['last-users-activities', { limit: 0 }, 'limit'],
    ['last-users-activities', { limit: 'ten' }, 'limit'],
  ] as const)('%s with %o -> 400 naming %s', async (path, query, field) => {
    const admin = await createUser({ admin: true });
    const res = await get(admin, path, query);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it('counts new and active members per day, week and month', async () => {
    const admin = await createUser({ admin: true });
    await Promise.all([
      fakeMember({ created_at: ts(3), last_sign_in_at: ts(4) }),
      fakeMember({ created_at: ts(3, 23), last_sign_in_at: ts(4, 0) }),
      fakeMember({ created_at: ts(5, 0), last_sign_in_at: ts(20) }),
    ]);

    const days = await get(admin, 'new-users-per-period', { from: day(1), to: day(7) });
    expect(days.status).toBe(200);
    expect(days.body.data).toMatchObject({ period: 'day', from: day(1), to: day(7) });
    const byDay = Object.fromEntries(days.body.data.points.map((p: { start: string; value: number }) => [p.start, p.value]));
    expect(Object.keys(byDay)).toEqual([1, 2, 3, 4, 5, 6, 7].map(day));
    expect(byDay[day(3)]).toBeGreaterThanOrEqual(2);
    expect(byDay[day(5)]).toBeGreaterThanOrEqual(1);

    const active = await get(admin, 'active-users-per-period', { period: 'day', from: day(1), to: day(28) });
    const activeByDay = Object.fromEntries(active.body.data.points.map((p: { start: string; value: number }) => [p.start, p.value]));
    expect(active.body.data.points).toHaveLength(28);
    expect(activeByDay[day(4)]).toBeGreaterThanOrEqual(2);
    expect(activeByDay[day(20)]).toBeGreaterThanOrEqual(1);

    const weeks = await get(admin, 'new-users-per-period', { period: 'week', from: day(1), to: day(28) });
    expect(weeks.status).toBe(200);
    for (const p of weeks.body.data.points) expect(new Date(`${p.start}T00:00:00Z`).getUTCDay()).toBe(1); // Mondays
    expect(weeks.body.data.points.reduce((n: number, p: { value: number }) => n + p.value, 0)).toBeGreaterThanOrEqual(3);

    const months = await get(admin, 'new-users-per-period', { period: 'month', from: day(1), to: day(28) });
    expect(months.body.data.points).toEqual([{ start: day(1), value: expect.any(Number) }]);
    expect(months.body.data.points[0].value).toBeGreaterThanOrEqual(3);
  });

  it('defaults to the last 30 days, 12 weeks or 12 months ending today', async () => {
    const admin = await createUser({ admin: true });
    const today = new Date().toISOString().slice(0, 10);
    for (const [period, n] of [['day', 30], ['week', 12], ['month', 12]] as const) {
      const res = await get(admin, 'new-users-per-period', period === 'day' ? {} : { period });
      expect(res.status).toBe(200);
      expect(res.body.data.to).toBe(today);
      expect(res.body.data.points).toHaveLength(n);
    }
  });

  it('sums PM per transaction type and counts conversions per kind and status in the range', async () => {
    const admin = await createUser({ admin: true });
    const holder = await fakeMember({ created_at: ts(2) });
    const entries = [
      { type: 'survey', amount: 150, created_at: ts(10) },
      { type: 'survey', amount: 50, created_at: ts(11) },
      { type: 'offer-reversal', amount: -70, created_at: ts(12) },
      { type: 'survey', amount: 999, created_at: ts(25) }, // out of range
    ];
    await Promise.all(
      entries.map(async (e) => {
        const ref = holder.collection('transactions').doc(uniqueId('tx'));
        await ref.set({ ...e, description: 'dashboard test' });
        written.push(ref);
      }),
    );
    const conversions = [
      { kind: 'offer', status: 'confirmed' },
      { kind: 'offer', status: 'pending' },
      { kind: 'shopping', status: 'pending' },
      { kind: 'survey', status: 'rejected' },
    ];
    await Promise.all(
      conversions.map(async (c) => {
        const ref = db.collection('conversions').doc(uniqueId('dash-conv'));
        await ref.set({ ...c, uid: holder.id, pilot_miles: 10, created_at: ts(10), updated_at: ts(10) });
        written.push(ref);
      }),
    );

    const summary = await get(admin, 'summary-activities', { from: day(10), to: day(12) });
    expect(summary.status).toBe(200);
    expect(summary.body.data.types.map((t: { type: string }) => t.type)).toEqual([...TRANSACTION_TYPES]);
    const byType = Object.fromEntries(summary.body.data.types.map((t: { type: string }) => [t.type, t]));
    expect(byType.survey.amount).toBeGreaterThanOrEqual(200);
    expect(byType.survey.count).toBeGreaterThanOrEqual(2);
    expect(byType['offer-reversal'].amount).toBeLessThanOrEqual(-70);

    const types = await get(admin, 'user-conversion-types', { period: 'week', from: day(10), to: day(10) });
    expect(types.status).toBe(200);
    expect(types.body.data.kinds.map((k: { kind: string }) => k.kind)).toEqual([...CONVERSION_KINDS]);
    const byKind = Object.fromEntries(types.body.data.kinds.map((k: { kind: string }) => [k.kind, k]));
    expect(byKind.offer.statuses.confirmed).toBeGreaterThanOrEqual(1);
    expect(byKind.offer.statuses.pending).toBeGreaterThanOrEqual(1);
    expect(byKind.shopping.statuses.pending).toBeGreaterThanOrEqual(1);
    expect(byKind.survey.statuses.rejected).toBeGreaterThanOrEqual(1);
    expect(byKind.offer.total).toBe(Object.values(byKind.offer.statuses as Record<string, number>).reduce((a, b) => a + b, 0));
  });

  it('lists the latest sign-ins and the latest activities across members', async () => {
    const admin = await createUser({ admin: true });
    const member = await createUser({ displayName: 'Recent Login' });
    // No login info (it needs a location lookup): the sign-in is known from the token all the same.
    const holder = await fakeMember({ created_at: ts(2) });
    const activity = holder.collection('activities').doc(uniqueId('act'));
    await activity.set({ type: 'sign-in', description: 'Signed in (dashboard test)', created_at: Timestamp.now() });
    written.push(activity);

    const logins = await get(admin, 'last-login-users', { limit: 50 });
    expect(logins.status).toBe(200);
    expect(logins.body.data.length).toBeLessThanOrEqual(50);
    const times = logins.body.data.map((u: { last_login_at: string }) => u.last_login_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(logins.body.data).toContainEqual(expect.objectContaining({ uid: member.uid, email: member.email }));

    const activities = await get(admin, 'last-users-activities', { limit: 50 });
    expect(activities.status).toBe(200);
    expect(activities.body.data).toContainEqual({
      id: activity.id,
      uid: holder.id,
      email: null, // the fake member has no e-mail
      type: 'sign-in',
      description: 'Signed in (dashboard test)',
      created_at: expect.any(String),
    });

    const few = await get(admin, 'last-login-users');
    expect(few.body.data.length).toBeLessThanOrEqual(10);
  });
});
