/**
 * POST/GET /admin/push/broadcasts (docs/api.md): staff only, bad input a 400 naming the field with
 * nothing sent, a test send reaching only the caller's devices, segments reaching exactly their
 * members, and a retried (or concurrent) request sending once with one audit entry.
 * Deliveries are read from pushDeliveries, where the recording sender writes what it "sent".
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { PushBroadcast } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import {
  api,
  authHeader,
  checkLedgersAfterEachTest,
  createUser,
  docsWhere,
  expectSessionExpired,
  sendBadInput,
  type BadInput,
  type TestUser,
} from '../support/helpers';

checkLedgersAfterEachTest();

const URL = '/api/admin/push/broadcasts';
const DAY_MS = 24 * 60 * 60 * 1000;
const requestId = () => randomUUID().replaceAll('-', '');
const message = (title = 'Double miles today') => ({
  title,
  body: 'Every offer pays twice until midnight.',
  url: '/earn',
  icon: null,
  actions: [{ action: 'open', title: 'Open' }],
});

/** Saves an FCM token for a device of the member, as POST /service/fcm-token would. */
async function addDevice(user: Pick<TestUser, 'uid'>, token = `tok-${randomUUID()}`) {
  await db.collection('users').doc(user.uid).collection('pushTokens').doc(`dev-${randomUUID().slice(0, 8)}`).set({ token, updated_at: Timestamp.now() });
  return token;
}

/** What the recording sender sent to the member. */
const deliveriesTo = (uid: string) => docsWhere('pushDeliveries', 'uid', uid);

const post = (user: TestUser, body: object) => api().post(URL).set(authHeader(user)).send(body);

describe('who may call', () => {
  it('members get 403 and nothing is sent or stored', async () => {
    const member = await createUser();
    await addDevice(member);
    const id = requestId();
    const res = await post(member, { message: message(), audience: { kind: 'member', uid: member.uid }, request_id: id });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('auth/forbidden');
    expect((await api().get(URL).set(authHeader(member))).status).toBe(403);
    expect(await deliveriesTo(member.uid)).toEqual([]);
    expect((await db.collection('pushBroadcasts').doc(id).get()).exists).toBe(false);
  });

  it('anonymous callers get 403 session expired', async () => {
    expectSessionExpired(await api().post(URL).send({ message: message(), audience: { kind: 'everyone' }, request_id: requestId() }));
    expectSessionExpired(await api().get(URL));
  });
});

describe('bad input', () => {
  const good = () => ({ message: message(), audience: { kind: 'everyone' }, test: true, request_id: requestId() });
  const bad: BadInput[] = [
    { name: 'a javascript: url', json: { ...good(), message: { ...message(), url: 'javascript:x' } }, field: 'message.url' },
    { name: 'a protocol-relative url', json: { ...good(), message: { ...message(), url: '//evil.example' } }, field: 'message.url' },
    { name: 'an http icon', json: { ...good(), message: { ...message(), icon: 'http://x.example/i.png' } }, field: 'message.icon' },
    { name: 'a blank title', json: { ...good(), message: { ...message(), title: '  ' } }, field: 'message.title' },
    {
      name: 'three actions',
      json: { ...good(), message: { ...message(), actions: [1, 2, 3].map((n) => ({ action: `a${n}`, title: `A${n}` })) } },
      field: 'message.actions',
    },
    { name: 'a bad country', json: { ...good(), audience: { kind: 'country', country: 'USA' } }, field: 'audience.country' },
    { name: 'days 0', json: { ...good(), audience: { kind: 'active', days: 0 } }, field: 'audience.days' },
    { name: 'an unknown audience', json: { ...good(), audience: { kind: 'vip' } }, field: 'audience.kind' },
    { name: 'a short request id', json: { ...good(), request_id: 'abc' }, field: 'request_id' },
    // It names the broadcast's document, and Firestore reserves ids like __x__ (this was a 500).
    { name: 'a reserved request id', json: { ...good(), request_id: '__abcdef__' }, field: 'request_id' },
    { name: 'an unknown field', json: { ...good(), priority: 'high' }, field: 'priority' },
  ];

  it.each(bad)('$name -> 400 naming $field, nothing sent', async (input) => {
    const admin = await createUser({ admin: true });
    await addDevice(admin);
    const res = await sendBadInput(api().post(URL).set(authHeader(admin)), input);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation/invalid-input');
    expect(res.body.field).toBe(input.field);
    expect(await deliveriesTo(admin.uid)).toEqual([]);
    expect(await docsWhere('adminLogs', 'actor', admin.uid)).toEqual([]);
  });

  it('an unknown member -> 404 with a clear message, nothing stored', async () => {
    const admin = await createUser({ admin: true });
    const id = requestId();
    const res = await post(admin, { message: message(), audience: { kind: 'member', uid: 'nobody-here' }, request_id: id });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'push/member-not-found', message: 'No member with id nobody-here' });
    expect((await db.collection('pushBroadcasts').doc(id).get()).exists).toBe(false);
    expect(await docsWhere('adminLogs', 'actor', admin.uid)).toEqual([]);
  });
});

describe('sending', () => {
  it("a test send reaches only the caller's devices and is audited as a test", async () => {
    const admin = await createUser({ admin: true });
    const other = await createUser();
    const [t1, t2] = [await addDevice(admin), await addDevice(admin)];
    await addDevice(other);
    const id = requestId();
    const res = await post(admin, { message: message(), audience: { kind: 'member', uid: other.uid }, test: true, request_id: id });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id, recipients: 1, delivered: 2, test: true });
    const sent = await deliveriesTo(admin.uid);
    expect(sent.map((d) => d.token).sort()).toEqual([t1, t2].sort());
    expect(sent[0]!.data).toMatchObject({ title: 'Double miles today', url: '/earn', actions: JSON.stringify([{ action: 'open', title: 'Open' }]) });
    expect(await deliveriesTo(other.uid)).toEqual([]);
    const logs = await docsWhere('adminLogs', 'actor', admin.uid);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ action: 'push.test', target: `users/${other.uid}`, after: { request_id: id, test: true } });
  });

  it('a member send reaches that member only', async () => {
    const admin = await createUser({ admin: true });
    const [target, bystander] = [await createUser(), await createUser()];
    const token = await addDevice(target);
    await addDevice(bystander);
    await addDevice(admin);
    const res = await post(admin, { message: message(), audience: { kind: 'member', uid: target.uid }, request_id: requestId() });
    expect(res.body.data).toMatchObject({ recipients: 1, delivered: 1, test: false });
    expect((await deliveriesTo(target.uid)).map((d) => d.token)).toEqual([token]);
    expect(await deliveriesTo(bystander.uid)).toEqual([]);
    expect(await deliveriesTo(admin.uid)).toEqual([]);
    expect(await docsWhere('adminLogs', 'actor', admin.uid)).toEqual([
      expect.objectContaining({ action: 'push.broadcast', target: `users/${target.uid}` }),
    ]);
  });

  it('a country send reaches exactly the members of that country', async () => {
    // QZ is a user-assigned code nobody else uses: clear what earlier runs of this test left.
    const leftovers = await db.collection('users').where('login.locationCountry', '==', 'QZ').get();
    await Promise.all(leftovers.docs.map((d) => d.ref.update({ 'login.locationCountry': FieldValue.delete() })));
    const admin = await createUser({ admin: true });
    const [a, b, elsewhere] = [await createUser(), await createUser(), await createUser()];
    for (const [u, country] of [[a, 'QZ'], [b, 'QZ'], [elsewhere, 'QY']] as const) {
      await db.collection('users').doc(u.uid).update({ 'login.locationCountry': country });
      await addDevice(u);
    }
    const res = await post(admin, { message: message(), audience: { kind: 'country', country: 'qz' }, request_id: requestId() });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ recipients: 2, delivered: 2 });
    expect(await deliveriesTo(a.uid)).toHaveLength(1);
    expect(await deliveriesTo(b.uid)).toHaveLength(1);
    expect(await deliveriesTo(elsewhere.uid)).toEqual([]);
    expect((await docsWhere('adminLogs', 'actor', admin.uid))[0]).toMatchObject({ target: 'push/country/QZ' });
  });

  it('an active send reaches members signed in within the days, not those before', async () => {
    const admin = await createUser({ admin: true });
    const [recent, lapsed] = [await createUser(), await createUser()];
    await addDevice(recent);
    await addDevice(lapsed);
    await db.collection('users').doc(recent.uid).update({ last_sign_in_at: Timestamp.fromMillis(Date.now() - 2 * DAY_MS) });
    await db.collection('users').doc(lapsed.uid).update({ last_sign_in_at: Timestamp.fromMillis(Date.now() - 4 * DAY_MS) });
    const res = await post(admin, { message: message(), audience: { kind: 'active', days: 3 }, request_id: requestId() });
    expect(res.status).toBe(200);
    // Every member other suites signed in recently is in the segment too; ours are what we check.
    expect(res.body.data.recipients).toBeGreaterThanOrEqual(2);
    expect(await deliveriesTo(recent.uid)).toHaveLength(1);
    expect(await deliveriesTo(lapsed.uid)).toEqual([]);
  });

  it('10 concurrent identical requests send once and write one audit entry; a different message is a 409', async () => {
    const admin = await createUser({ admin: true });
    const target = await createUser();
    await addDevice(target);
    const id = requestId();
    const body = { message: message(), audience: { kind: 'member', uid: target.uid }, request_id: id };
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(admin, body)));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ id, recipients: 1, delivered: 1, test: false });
    }
    const retry = await post(admin, body);
    expect(retry.body.data).toEqual({ id, recipients: 1, delivered: 1, test: false });
    expect(await deliveriesTo(target.uid)).toHaveLength(1);
    expect(await docsWhere('adminLogs', 'actor', admin.uid)).toHaveLength(1);

    const changed = await post(admin, { ...body, message: message('Another title') });
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({ code: 'push/request-id-reused', field: 'request_id' });
    expect(await deliveriesTo(target.uid)).toHaveLength(1);
  });

  it('the list shows the newest broadcasts with the sender', async () => {
    const admin = await createUser({ admin: true });
    await addDevice(admin);
    const id = requestId();
    await post(admin, { message: message('Listed one'), audience: { kind: 'active', days: 7 }, test: true, request_id: id });
    const res = await api().get(URL).set(authHeader(admin));
    expect(res.status).toBe(200);
    const list = res.body.data as PushBroadcast[];
    expect(list.length).toBeLessThanOrEqual(20);
    const mine = list.find((b) => b.id === id);
    expect(mine).toMatchObject({
      id,
      recipients: 1,
      delivered: 1,
      test: true,
      message: { title: 'Listed one' },
      audience: { kind: 'active', days: 7 },
      sent_by: admin.uid,
      sent_by_email: admin.email,
    });
    expect(Date.parse(mine!.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(list.map((b) => b.created_at)).toEqual([...list.map((b) => b.created_at)].sort().reverse());
  });
});
