/**
 * Staff's member calls (docs/admin.md "Members"): the search, one member's record, status, role,
 * admin bonus, brand owner, and a member's history. Every call is staff-only (member and anonymous
 * 403), bad input is a 400 naming the field with nothing changed, and every action is audited.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { AdminMemberDetail, AdminMemberRow, AdminMembersPage, BrandOwner, MemberActivity } from '@pilotmiles/core';
import { auth, db } from '../../src/platform/firebase';
import {
  api,
  authHeader,
  checkLedgersAfterEachTest,
  createAuthUser,
  createUser,
  docsWhere,
  expectLedgerConsistent,
  expectSessionExpired,
  ledger,
  signIn,
  storedState,
  userDoc,
  type TestUser,
} from '../support/helpers';

checkLedgersAfterEachTest();

const reason = 'checked by the fraud team';
const key = () => `req-${randomUUID().slice(0, 12)}`;
const audits = async (uid: string, action: string) =>
  (await docsWhere('adminLogs', 'target', `users/${uid}`)).filter((entry) => entry.action === action);
const search = (staff: TestUser, query: Record<string, string | number | undefined>) =>
  api().get('/api/users/admin').query(query).set(authHeader(staff));
const uidsOf = (res: { body: { data: AdminMembersPage } }) => res.body.data.items.map((row: AdminMemberRow) => row.uid);

/** Gives a member PM through the admin bonus (the only staff credit). */
async function bonus(staff: TestUser, uid: string, amount: number, requestId = key()) {
  return api().patch(`/api/admin/users/${uid}/admin-bonus`).set(authHeader(staff)).send({ amount, reason, request_id: requestId });
}

describe('guards', () => {
  const calls = (uid: string) =>
    [
      ['get', '/api/users/admin', undefined],
      ['get', `/api/admin/users/${uid}`, undefined],
      ['patch', `/api/users/${uid}/status`, { status: 'suspended', reason }],
      ['patch', `/api/users/${uid}/role`, { role: 'admin', reason }],
      ['patch', `/api/admin/users/${uid}/admin-bonus`, { amount: 100, reason, request_id: key() }],
      ['patch', `/api/admin/users/${uid}/brand-owner`, { brand_owner: 'acme', reason }],
      ['get', '/api/admin/brand-owners', undefined],
      ['get', `/api/users/${uid}/transactions`, undefined],
      ['get', `/api/users/${uid}/sweepstakes`, undefined],
      ['get', `/api/users/${uid}/activities`, undefined],
      ['delete', `/api/users/${uid}/activities`, undefined],
    ] as const;

  it('a member gets 403 auth/forbidden on every staff call, even about themselves, and nothing changes', async () => {
    const member = await createUser();
    const before = await storedState(member.uid);
    for (const [method, path, body] of calls(member.uid)) {
      const res = await api()[method](path).set(authHeader(member)).send(body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.code, `${method} ${path}`).toBe('auth/forbidden');
    }
    const after = await storedState(member.uid);
    expect(after.entries).toEqual(before.entries);
    expect(after.doc?.status).toBe('active');
    expect((await auth.getUser(member.uid)).customClaims?.admin).toBeUndefined();
  });

  it('anonymous callers get 403 session expired', async () => {
    const member = await createUser();
    for (const [method, path, body] of calls(member.uid)) expectSessionExpired(await api()[method](path).send(body));
  });

  it("the staff routes under /users do not shadow the member's own", async () => {
    const member = await createUser();
    expect((await api().get('/api/users/transactions-history').set(authHeader(member))).status).toBe(200);
    expect((await api().get('/api/users').set(authHeader(member))).status).toBe(200);
    expect((await api().get(`/api/users/${member.uid}/payouts`).set(authHeader(member))).status).toBe(200);
  });
});

describe('GET /users/admin', () => {
  it('finds a member by email prefix, name prefix, exact uid and referral code (any case)', async () => {
    const staff = await createUser({ admin: true });
    const name = `Zed${randomUUID().slice(0, 8)}`;
    const member = await createUser({ displayName: name });
    const doc = await userDoc(member.uid);
    expect(doc?.email_lower).toBe(member.email.toLowerCase());
    expect(doc?.display_name_lower).toBe(name.toLowerCase());

    for (const q of [member.email.slice(0, 16).toUpperCase(), name.slice(0, 7).toLowerCase(), member.uid, String(doc?.referral_code).toLowerCase()]) {
      const res = await search(staff, { q });
      expect(res.status, q).toBe(200);
      expect(uidsOf(res), q).toContain(member.uid);
    }
    const row = (await search(staff, { q: member.uid })).body.data.items[0] as AdminMemberRow;
    expect(row).toMatchObject({ uid: member.uid, email: member.email, display_name: name, status: 'active', role: 'user', kyc_status: 'none' });
    expect((await search(staff, { q: `nobody-${randomUUID()}` })).body.data).toEqual({ items: [], nextCursor: null });
  });

  it('filters by brand owner, status, role, KYC and sign-up date, sorts, and pages with the cursor', async () => {
    const staff = await createUser({ admin: true });
    const brand = `brand-${randomUUID().slice(0, 8)}`;
    const members = [await createUser(), await createUser(), await createUser()];
    const amounts = [300, 100, 200];
    for (const [i, m] of members.entries()) {
      expect((await api().patch(`/api/admin/users/${m.uid}/brand-owner`).set(authHeader(staff)).send({ brand_owner: brand, reason })).status).toBe(200);
      expect((await bonus(staff, m.uid, amounts[i]!)).status).toBe(200);
    }
    const [a, b, c] = members as [TestUser, TestUser, TestUser];
    // Older sign-up dates, so the newest/oldest orders and the date range are known.
    await db.collection('users').doc(a.uid).update({ created_at: Timestamp.fromDate(new Date('2026-01-05T10:00:00Z')) });
    await db.collection('users').doc(b.uid).update({ created_at: Timestamp.fromDate(new Date('2026-02-05T10:00:00Z')), kyc: { status: 'declined' } });
    // c lost part of its balance (a debit), so lifetime and balance orders differ.
    expect((await bonus(staff, c.uid, -150)).status).toBe(200);

    const list = async (query: Record<string, string | number>) => {
      const res = await search(staff, { brand_owner: brand, ...query });
      expect(res.status, JSON.stringify(query)).toBe(200);
      return uidsOf(res);
    };
    expect(await list({})).toEqual([c.uid, b.uid, a.uid]);
    expect(await list({ sort: 'oldest' })).toEqual([a.uid, b.uid, c.uid]);
    expect(await list({ sort: 'balance' })).toEqual([a.uid, b.uid, c.uid]); // 300, 100, 50
    expect(await list({ sort: 'lifetime' })).toEqual([a.uid, c.uid, b.uid]); // 300, 200, 100
    expect(await list({ kyc: 'declined' })).toEqual([b.uid]);
    expect(await list({ created_from: '2026-01-01', created_to: '2026-01-31' })).toEqual([a.uid]);
    expect(await list({ created_from: '2026-02-05', created_to: '2026-02-05' })).toEqual([b.uid]);
    expect(await list({ created_to: '2026-02-28', sort: 'oldest' })).toEqual([a.uid, b.uid]);
    expect(await list({ role: 'admin' })).toEqual([]);
    expect(await list({ role: 'user' })).toHaveLength(3);

    await api().patch(`/api/users/${b.uid}/status`).set(authHeader(staff)).send({ status: 'suspended', reason });
    expect(await list({ status: 'suspended' })).toEqual([b.uid]);
    expect(await list({ status: 'active' })).toEqual([c.uid, a.uid]);

    // Pages of one: the cursor is the last row's uid.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { status: number; body: { data: AdminMembersPage } } = await search(staff, { brand_owner: brand, limit: 1, ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      seen.push(...uidsOf(res));
      cursor = res.body.data.nextCursor;
    } while (cursor && seen.length < 10);
    expect(seen).toEqual([c.uid, b.uid, a.uid]);

    // A search's filters apply to what it finds.
    expect(uidsOf(await search(staff, { q: b.uid, status: 'active' }))).toEqual([]);
    expect(uidsOf(await search(staff, { q: b.uid, status: 'suspended' }))).toEqual([b.uid]);
  });

  it.each([
    { name: 'an unknown status', query: { status: 'frozen' }, field: 'status' },
    { name: 'an unknown role', query: { role: 'owner' }, field: 'role' },
    { name: 'an unknown sort', query: { sort: 'name' }, field: 'sort' },
    { name: 'an unknown KYC status', query: { kyc: 'maybe' }, field: 'kyc' },
    { name: 'a limit of 0', query: { limit: 0 }, field: 'limit' },
    { name: 'a limit over 100', query: { limit: 101 }, field: 'limit' },
    { name: 'a date that is no date', query: { created_from: '05/01/2026' }, field: 'created_from' },
    { name: 'a range backwards', query: { created_from: '2026-02-01', created_to: '2026-01-01' }, field: 'created_from' },
    { name: 'a range with a balance sort', query: { created_from: '2026-01-01', sort: 'balance' }, field: 'created_from' },
    { name: 'an unknown cursor', query: { cursor: 'no-such-member' }, field: 'cursor' },
    { name: 'an unknown parameter', query: { page: 2 }, field: 'page' },
  ])('refuses $name with a 400 naming $field', async ({ query, field }) => {
    const staff = await createUser({ admin: true });
    const res = await search(staff, query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation/invalid-input' });
    expect(res.body.message).toMatch(new RegExp(`^${field}:`));
  });
});

describe('GET /admin/users/{id}', () => {
  it("answers the member's record with flags, and 404 for an unknown id", async () => {
    const staff = await createUser({ admin: true });
    const member = await createUser({ verified: false });
    await db.collection('users').doc(member.uid).update({ kyc: { status: 'declined' }, referral_status: 'ineligible' });
    const res = await api().get(`/api/admin/users/${member.uid}`).set(authHeader(staff));
    expect(res.status).toBe(200);
    const detail = res.body.data as AdminMemberDetail;
    expect(detail).toMatchObject({ uid: member.uid, email: member.email, status: 'active', total_coins: 0, kyc_status: 'declined', email_verified: false });
    expect(detail.flags).toEqual(expect.arrayContaining(['email-unverified', 'kyc-declined', 'referral-ineligible']));
    expect(detail.flags).not.toContain('negative-balance');
    expect(detail.login).toHaveProperty('signup_ip');

    const missing = await api().get(`/api/admin/users/no-such-${randomUUID()}`).set(authHeader(staff));
    expect(missing.status).toBe(404);
  });
});

describe('PATCH /users/{id}/status', () => {
  it("suspending answers 403 on the member's very next call; reactivating lets them in with a new token; both audited", async () => {
    const staff = await createUser({ admin: true });
    const member = await createUser();
    // Warm the member's cached Auth record, as a browsing member would have.
    expect((await api().get('/api/users').set(authHeader(member))).status).toBe(200);
    // Revocation has one-second resolution: a token signed in the same second as it stays valid.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const res = await api().patch(`/api/users/${member.uid}/status`).set(authHeader(staff)).send({ status: 'suspended', reason });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'suspended', status_reason: reason, status_changed_by: staff.uid });
    expectSessionExpired(await api().get('/api/users').set(authHeader(member)));
    expect((await auth.getUser(member.uid)).disabled).toBe(true);
    await expect(signIn(member.email, member.password)).rejects.toThrow();

    const back = await api().patch(`/api/users/${member.uid}/status`).set(authHeader(staff)).send({ status: 'active', reason });
    expect(back.status).toBe(200);
    expect((await auth.getUser(member.uid)).disabled).toBe(false);
    // The old token was revoked; a new sign-in works.
    expectSessionExpired(await api().get('/api/users').set(authHeader(member)));
    const fresh = { idToken: await signIn(member.email, member.password) };
    expect((await api().get('/api/users').set(authHeader(fresh))).status).toBe(200);

    const entries = await audits(member.uid, 'user.status');
    expect(entries.map((e) => e.after)).toEqual(expect.arrayContaining([{ status: 'suspended' }, { status: 'active' }]));
    expect(entries.every((e) => e.actor === staff.uid && e.reason === reason)).toBe(true);
  });

  it('banning works like suspending; staff cannot change their own status (409)', async () => {
    const staff = await createUser({ admin: true });
    const member = await createUser();
    expect((await api().patch(`/api/users/${member.uid}/status`).set(authHeader(staff)).send({ status: 'banned', reason })).status).toBe(200);
    expectSessionExpired(await api().get('/api/users').set(authHeader(member)));
    const own = await api().patch(`/api/users/${staff.uid}/status`).set(authHeader(staff)).send({ status: 'suspended', reason });
    expect(own.status).toBe(409);
    expect((await userDoc(staff.uid))?.status).toBe('active');
    expect((await api().patch(`/api/users/no-such-${randomUUID()}/status`).set(authHeader(staff)).send({ status: 'banned', reason })).status).toBe(404);
  });

  it.each([
    { name: 'no reason', body: { status: 'suspended' }, field: 'reason' },
    { name: 'a two-letter reason', body: { status: 'suspended', reason: 'no' }, field: 'reason' },
    { name: 'a reason over 500 characters', body: { status: 'suspended', reason: 'x'.repeat(501) }, field: 'reason' },
    { name: 'an unknown status', body: { status: 'frozen', reason }, field: 'status' },
    { name: 'an unknown field', body: { status: 'suspended', reason, until: 'tomorrow' }, field: 'until' },
  ])('refuses $name with a 400 naming $field, nothing changed', async ({ body, field }) => {
    const staff = await createUser({ admin: true });
    const member = await createUser();
    const res = await api().patch(`/api/users/${member.uid}/status`).set(authHeader(staff)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(new RegExp(`^${field}:`));
    expect((await userDoc(member.uid))?.status).toBe('active');
    expect((await auth.getUser(member.uid)).disabled).toBe(false);
  });
});

describe('staff-only facts', () => {
  /** Everything firestore.rules lets the member read about themselves: their record, ledger and notices. */
  async function memberReadable(uid: string) {
    const user = db.collection('users').doc(uid);
    const [record, entries, notices] = await Promise.all([user.get(), user.collection('transactions').get(), user.collection('notifications').get()]);
    return JSON.stringify([record.data(), entries.docs.map((d) => d.data()), notices.docs.map((d) => d.data())]);
  }

  it("a bonus, an adjustment and a suspension leave no staff uid or reason where the member can read; staff still see them", async () => {
    const staff = await createUser({ admin: true });
    const member = await createUser();
    const why = `Fraud team note ${randomUUID()}`;
    const send = (path: string, body: Record<string, unknown>) => api().patch(path).set(authHeader(staff)).send({ ...body, reason: why });
    expect((await send(`/api/admin/users/${member.uid}/admin-bonus`, { amount: 300, request_id: key() })).status).toBe(200);
    expect((await send(`/api/admin/users/${member.uid}/admin-bonus`, { amount: -100, request_id: key() })).status).toBe(200);
    expect((await send(`/api/users/${member.uid}/status`, { status: 'suspended' })).status).toBe(200);

    const readable = await memberReadable(member.uid);
    expect(readable).toContain('Bonus from PilotMiles');
    expect(readable).not.toContain(staff.uid);
    expect(readable).not.toContain(why);

    // Staff read the reason, who and when from the audit trail.
    const detail = (await api().get(`/api/admin/users/${member.uid}`).set(authHeader(staff))).body.data as AdminMemberDetail;
    expect(detail).toMatchObject({ status: 'suspended', status_reason: why, status_changed_by: staff.uid, status_changed_at: expect.any(String) });
    const bonuses = await audits(member.uid, 'user.admin-bonus');
    expect(bonuses).toHaveLength(2);
    expect(bonuses.every((e) => e.actor === staff.uid && e.reason === why)).toBe(true);

    // Reactivated: still nothing of staff's in the member's record, and their own API answers none either.
    expect((await send(`/api/users/${member.uid}/status`, { status: 'active' })).status).toBe(200);
    expect(await memberReadable(member.uid)).not.toMatch(new RegExp(`${staff.uid}|${why}`));
    const fresh = { idToken: await signIn(member.email, member.password) };
    for (const path of ['/api/users', '/api/users/transactions-history', '/api/users/dashboard/v2']) {
      const res = await api().get(path).set(authHeader(fresh));
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toMatch(new RegExp(`${staff.uid}|${why}`));
    }
  });
});

describe('PATCH /users/{id}/role', () => {
  it("a role change is effective on the member's next call, audited with the reason", async () => {
    const staff = await createUser({ admin: true });
    const member = await createUser();
    expect((await search(member, {})).status).toBe(403);

    const up = await api().patch(`/api/users/${member.uid}/role`).set(authHeader(staff)).send({ role: 'admin', reason });
    expect(up.status).toBe(200);
    expect(up.body.data.role).toBe('admin');
    expect((await search(member, {})).status).toBe(200);
    expect((await auth.getUser(member.uid)).customClaims?.admin).toBe(true);

    const down = await api().patch(`/api/users/${member.uid}/role`).set(authHeader(staff)).send({ role: 'user', reason });
    expect(down.status).toBe(200);
    expect((await userDoc(member.uid))?.role).toBe('user');
    expect((await search(member, {})).status).toBe(403);

    const entries = await audits(member.uid, 'user.role');
    expect(entries).toHaveLength(2);
    expect(entries.every((e) => e.actor === staff.uid && e.reason === reason)).toBe(true);
  });

  it('staff cannot remove their own admin role (409); bad input is a 400', async () => {
    const staff = await createUser({ admin: true });
    const own = await api().patch(`/api/users/${staff.uid}/role`).set(authHeader(staff)).send({ role: 'user', reason });
    expect(own.status).toBe(409);
    expect((await auth.getUser(staff.uid)).customClaims?.admin).toBe(true);
    for (const [body, field] of [
      [{ role: 'owner', reason }, 'role'],
      [{ role: 'admin' }, 'reason'],
      [{ role: 'admin', reason: '  ' }, 'reason'],
    ] as const) {
      const res = await api().patch(`/api/users/${staff.uid}/role`).set(authHeader(staff)).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(new RegExp(`^${field}:`));
    }
  });
});

describe('PATCH /admin/users/{id}/admin-bonus', () => {
  it('20 concurrent identical requests make one entry; the answer is the balance and the entry; audited once', async () => {
    const staff = await createUser({ admin: true });
    const member = await createUser();
    const before = await expectLedgerConsistent(member.uid);
    const requestId = key();
    const results = await Promise.all(Array.from({ length: 20 }, () => bonus(staff, member.uid, 250, requestId)));
    for (const res of results) {
      expect(res.status).toBe(200);
      expect(res.body.data.balance).toBe(before + 250);
      expect(res.body.data.entry).toMatchObject({ id: `admin-bonus:${requestId}`, type: 'admin-bonus', amount: 250 });
    }
    expect((await ledger(member.uid)).filter((e) => e.type === 'admin-bonus')).toHaveLength(1);
    expect(await expectLedgerConsistent(member.uid)).toBe(before + 250);
    const entries = await audits(member.uid, 'user.admin-bonus');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: staff.uid, reason, before: { balance: before }, after: { balance: before + 250, amount: 250 } });
  });

  it('the same key with another amount is a 409; a debit below zero is refused; a debit within the balance works', async () => {
    const staff = await createUser({ admin: true });
    const member = await createUser();
    const requestId = key();
    expect((await bonus(staff, member.uid, 100, requestId)).status).toBe(200);
    const reused = await bonus(staff, member.uid, 200, requestId);
    expect(reused.status).toBe(409);
    expect(reused.body.message).toMatch(/request_id/);

    const balance = await expectLedgerConsistent(member.uid);
    const tooMuch = await bonus(staff, member.uid, -(balance + 1));
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toMatch(/below zero/);
    expect(await expectLedgerConsistent(member.uid)).toBe(balance);

    const debit = await bonus(staff, member.uid, -balance);
    expect(debit.status).toBe(200);
    expect(debit.body.data.balance).toBe(0);
    expect(await expectLedgerConsistent(member.uid)).toBe(0);
    expect(await audits(member.uid, 'user.admin-bonus')).toHaveLength(2);
  });

  it.each([
    { name: 'an amount of 0', body: { amount: 0, reason, request_id: 'abcdefgh1' }, field: 'amount' },
    { name: 'a fractional amount', body: { amount: 1.5, reason, request_id: 'abcdefgh1' }, field: 'amount' },
    { name: 'an amount over a million', body: { amount: 1_000_001, reason, request_id: 'abcdefgh1' }, field: 'amount' },
    { name: 'an amount under minus a million', body: { amount: -1_000_001, reason, request_id: 'abcdefgh1' }, field: 'amount' },
    { name: 'an amount as text', body: { amount: '100', reason, request_id: 'abcdefgh1' }, field: 'amount' },
    { name: 'no reason', body: { amount: 100, request_id: 'abcdefgh1' }, field: 'reason' },
    { name: 'no request_id', body: { amount: 100, reason }, field: 'request_id' },
    { name: 'a short request_id', body: { amount: 100, reason, request_id: 'abc' }, field: 'request_id' },
    { name: 'a request_id with a slash', body: { amount: 100, reason, request_id: 'abcd/efgh' }, field: 'request_id' },
    { name: 'an unknown field', body: { amount: 100, reason, request_id: 'abcdefgh1', type: 'welcome' }, field: 'type' },
  ])('refuses $name with a 400 naming $field, nothing changed', async ({ body, field }) => {
    const staff = await createUser({ admin: true });
    const member = await createUser();
    const before = await storedState(member.uid);
    const res = await api().patch(`/api/admin/users/${member.uid}/admin-bonus`).set(authHeader(staff)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(new RegExp(`^${field}:`));
    expect((await storedState(member.uid)).entries).toEqual(before.entries);
  });

  it('404 for an unknown member', async () => {
    const staff = await createUser({ admin: true });
    expect((await bonus(staff, `no-such-${randomUUID()}`, 100)).status).toBe(404);
  });
});

describe('brand owners', () => {
  it('PATCH brand-owner links, moves and unlinks, keeping the counts GET /admin/brand-owners lists; audited', async () => {
    const staff = await createUser({ admin: true });
    const [one, two] = [`owner-${randomUUID().slice(0, 8)}`, `owner-${randomUUID().slice(0, 8)}`];
    const a = await createUser();
    const b = await createUser();
    const set = (uid: string, brand_owner: string | null) =>
      api().patch(`/api/admin/users/${uid}/brand-owner`).set(authHeader(staff)).send({ brand_owner, reason });
    const counts = async () => {
      const res = await api().get('/api/admin/brand-owners').set(authHeader(staff));
      expect(res.status).toBe(200);
      const list = res.body.data as BrandOwner[];
      return Object.fromEntries(list.filter((o) => o.id === one || o.id === two).map((o) => [o.id, o.members]));
    };
    expect((await set(a.uid, one)).body.data.brand_owner).toBe(one);
    expect((await set(b.uid, one)).status).toBe(200);
    expect(await counts()).toEqual({ [one]: 2 });
    await set(b.uid, two);
    expect(await counts()).toEqual({ [one]: 1, [two]: 1 });
    await set(a.uid, null);
    await set(a.uid, null); // unchanged: nothing counted twice
    expect(await counts()).toEqual({ [two]: 1 });
    expect((await userDoc(a.uid))?.brand_owner).toBeNull();
    expect(await audits(a.uid, 'user.brand-owner')).toHaveLength(2);

    const bad = await api().patch(`/api/admin/users/${a.uid}/brand-owner`).set(authHeader(staff)).send({ brand_owner: 'a/b', reason });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^brand_owner:/);
  });

  it('a sign-up with a brand owner counts it', async () => {
    const staff = await createUser({ admin: true });
    const brand = `signup-${randomUUID().slice(0, 8)}`;
    // Sign-up keeps only a brand staff have saved for the partner portal (cpBrands).
    await db.collection('cpBrands').doc(brand).set({ name: 'Sign-up brand' });
    const user = await createAuthUser();
    expect((await api().post('/api/users').set(authHeader(user)).send({ additionalData: { brand_owner: brand } })).status).toBe(201);
    const list = (await api().get('/api/admin/brand-owners').set(authHeader(staff))).body.data as BrandOwner[];
    expect(list.find((o) => o.id === brand)).toEqual({ id: brand, members: 1 });
  });
});

describe("a member's history", () => {
  it('transactions, sweepstakes and payouts for staff', async () => {
    const staff = await createUser({ admin: true });
    const member = await createUser();
    await bonus(staff, member.uid, 10);
    await bonus(staff, member.uid, 20);
    const first = await api().get(`/api/users/${member.uid}/transactions`).query({ limit: 1 }).set(authHeader(staff));
    expect(first.status).toBe(200);
    expect(first.body.data.items).toHaveLength(1);
    expect(first.body.data.nextCursor).toEqual(expect.any(String));
    const second = await api().get(`/api/users/${member.uid}/transactions`).query({ limit: 10, cursor: first.body.data.nextCursor }).set(authHeader(staff));
    expect(second.status).toBe(200);
    const all = [...first.body.data.items, ...second.body.data.items];
    expect(all.map((t: { id: string }) => t.id).sort()).toEqual((await ledger(member.uid)).map((e) => e.id).sort());

    expect((await api().get(`/api/users/${member.uid}/sweepstakes`).set(authHeader(staff))).status).toBe(200);
    expect((await api().get(`/api/users/${member.uid}/payouts`).set(authHeader(staff))).status).toBe(200);
    expect((await api().get(`/api/users/no-such-${randomUUID()}/transactions`).set(authHeader(staff))).status).toBe(404);
    const badCursor = await api().get(`/api/users/${member.uid}/transactions`).query({ cursor: 'nope' }).set(authHeader(staff));
    expect(badCursor.status).toBe(400);
  });

  it('activities record sign-up and sign-in, page newest first, and DELETE clears them (audited) but never the ledger', async () => {
    const staff = await createUser({ admin: true });
    const member = await createUser();
    // A sign-in later (auth_time counts whole seconds); two calls at once after it record it once.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const signedInAgain = { idToken: await signIn(member.email, member.password) };
    await Promise.all([
      api().get('/api/users').set(authHeader(signedInAgain)).expect(200),
      api().get('/api/users/dashboard/v2').set(authHeader(signedInAgain)).expect(200),
    ]);
    await api().get('/api/users').set(authHeader(signedInAgain)).expect(200); // the same session: nothing new
    await bonus(staff, member.uid, 40);
    const balance = await expectLedgerConsistent(member.uid);

    const page = await api().get(`/api/users/${member.uid}/activities`).set(authHeader(staff));
    expect(page.status).toBe(200);
    const items = page.body.data.items as MemberActivity[];
    expect(items.map((a) => a.type)).toEqual(['sign-in', 'sign-up']);
    expect(items[0]!.description).toBe('Signed in');
    const detail = await api().get(`/api/admin/users/${member.uid}`).set(authHeader(staff));
    expect(detail.body.data.last_login_at).toEqual(expect.any(String)); // known without any login info

    const one = await api().get(`/api/users/${member.uid}/activities`).query({ limit: 1 }).set(authHeader(staff));
    expect(one.body.data.items.map((a: MemberActivity) => a.type)).toEqual(['sign-in']);
    const next = await api().get(`/api/users/${member.uid}/activities`).query({ limit: 1, cursor: one.body.data.nextCursor }).set(authHeader(staff));
    expect(next.body.data).toMatchObject({ items: [{ type: 'sign-up' }], nextCursor: null });

    const ledgerBefore = await ledger(member.uid);
    const cleared = await api().delete(`/api/users/${member.uid}/activities`).set(authHeader(staff));
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toEqual({ deleted: 2 });
    expect((await api().get(`/api/users/${member.uid}/activities`).set(authHeader(staff))).body.data).toEqual({ items: [], nextCursor: null });
    expect(await ledger(member.uid)).toEqual(ledgerBefore);
    expect(await expectLedgerConsistent(member.uid)).toBe(balance);
    const entries = await audits(member.uid, 'user.activities-clear');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: staff.uid, before: { activities: 2 } });

    for (const query of [{ limit: 0 }, { limit: 101 }, { cursor: 'nope' }, { page: 1 }]) {
      const res = await api().get(`/api/users/${member.uid}/activities`).query(query).set(authHeader(staff));
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
  });
});
