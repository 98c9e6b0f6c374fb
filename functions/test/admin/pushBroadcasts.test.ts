/**
 * POST/GET /admin/push/broadcasts (docs/api.md): staff only, bad input a 400 naming the field with
 * nothing sent, a test send reaching only the caller's devices, segments reaching exactly their
 * members, and a retried (or concurrent) request sending once with one audit entry. POST answers
 * before anything is sent; the page tasks it enqueues (run here with runQueuedTasks) send, a page
 * at a time, each member once even when a page runs twice.
 * Deliveries are read from pushDeliveries, where the recording sender writes what it "sent".
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { PushBroadcast } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { deliverPush } from '../../src/platform/push';
import { queuedTasks, runQueuedTasks } from '../../src/platform/tasks';
import { BROADCAST_PAGING, pushBroadcastPages, type BroadcastPageTask } from '../../src/admin/pushBroadcasts.service';
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

/** POST, then the page tasks it enqueued, as Cloud Tasks would run them. */
async function postAndSend(user: TestUser, body: object) {
  const res = await post(user, body);
  await runQueuedTasks();
  return res;
}

/** The broadcast's progress as GET lists it. */
async function progress(id: string) {
  const snap = await db.collection('pushBroadcasts').doc(id).get();
  return { status: snap.get('status'), pages_done: snap.get('pages_done'), recipients: snap.get('recipients'), delivered: snap.get('delivered') };
}

/** Members of a country code nobody else uses: clears what earlier runs of this file left there. */
async function clearCountry(country: string) {
  const leftovers = await db.collection('users').where('login.locationCountry', '==', country).get();
  await Promise.all(leftovers.docs.map((d) => d.ref.update({ 'login.locationCountry': FieldValue.delete() })));
}

const defaultPageSize = BROADCAST_PAGING.size;
afterEach(() => {
  BROADCAST_PAGING.size = defaultPageSize;
});

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
    const res = await postAndSend(admin, { message: message(), audience: { kind: 'member', uid: other.uid }, test: true, request_id: id });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id, status: 'sending', pages_done: 0, recipients: 0, delivered: 0, test: true });
    expect(await progress(id)).toEqual({ status: 'sent', pages_done: 1, recipients: 1, delivered: 2 });
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
    const id = requestId();
    const res = await postAndSend(admin, { message: message(), audience: { kind: 'member', uid: target.uid }, request_id: id });
    expect(res.body.data).toMatchObject({ status: 'sending', test: false });
    expect(await progress(id)).toMatchObject({ status: 'sent', recipients: 1, delivered: 1 });
    expect((await deliveriesTo(target.uid)).map((d) => d.token)).toEqual([token]);
    expect(await deliveriesTo(bystander.uid)).toEqual([]);
    expect(await deliveriesTo(admin.uid)).toEqual([]);
    expect(await docsWhere('adminLogs', 'actor', admin.uid)).toEqual([
      expect.objectContaining({ action: 'push.broadcast', target: `users/${target.uid}` }),
    ]);
  });

  it('a country send reaches exactly the members of that country', async () => {
    // QZ is a user-assigned code nobody else uses.
    await clearCountry('QZ');
    const admin = await createUser({ admin: true });
    const [a, b, elsewhere] = [await createUser(), await createUser(), await createUser()];
    for (const [u, country] of [[a, 'QZ'], [b, 'QZ'], [elsewhere, 'QY']] as const) {
      await db.collection('users').doc(u.uid).update({ 'login.locationCountry': country });
      await addDevice(u);
    }
    const id = requestId();
    const res = await postAndSend(admin, { message: message(), audience: { kind: 'country', country: 'qz' }, request_id: id });
    expect(res.status).toBe(200);
    expect(await progress(id)).toEqual({ status: 'sent', pages_done: 1, recipients: 2, delivered: 2 });
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
    const id = requestId();
    const res = await postAndSend(admin, { message: message(), audience: { kind: 'active', days: 3 }, request_id: id });
    expect(res.status).toBe(200);
    // Every member other suites signed in recently is in the segment too; ours are what we check.
    expect((await progress(id)).recipients).toBeGreaterThanOrEqual(2);
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
      expect(res.body.data).toEqual({ id, status: 'sending', pages_done: 0, recipients: 0, delivered: 0, test: false });
    }
    // Each answer enqueued the first page under the same task id: one task.
    expect(queuedTasks('pushBroadcastPages')).toEqual([{ id, page: 0 }]);
    await runQueuedTasks();
    const retry = await post(admin, body);
    expect(retry.body.data).toEqual({ id, status: 'sent', pages_done: 1, recipients: 1, delivered: 1, test: false });
    expect(queuedTasks('pushBroadcastPages')).toEqual([]);
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
    await postAndSend(admin, { message: message('Listed one'), audience: { kind: 'active', days: 7 }, test: true, request_id: id });
    const res = await api().get(URL).set(authHeader(admin));
    expect(res.status).toBe(200);
    const list = res.body.data as PushBroadcast[];
    expect(list.length).toBeLessThanOrEqual(20);
    const mine = list.find((b) => b.id === id);
    expect(mine).toMatchObject({
      id,
      status: 'sent',
      pages_done: 1,
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

describe('sending in pages', () => {
  it('answers before anything is sent: the broadcast is sending, its first page waits in the task queue', async () => {
    const admin = await createUser({ admin: true });
    const target = await createUser();
    await addDevice(target);
    const id = requestId();
    const res = await post(admin, { message: message(), audience: { kind: 'member', uid: target.uid }, request_id: id });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id, status: 'sending', pages_done: 0, recipients: 0, delivered: 0, test: false });
    expect(queuedTasks('pushBroadcastPages')).toEqual([{ id, page: 0 }]);
    expect(await docsWhere('pushOutbox', 'uid', target.uid)).toEqual([]);
    expect(await deliveriesTo(target.uid)).toEqual([]);
    // Audited with the request, as before.
    expect(await docsWhere('adminLogs', 'actor', admin.uid)).toHaveLength(1);
    // The staff list says so until the last page is done.
    const listed = (await api().get(URL).set(authHeader(admin))).body.data as PushBroadcast[];
    expect(listed.find((b) => b.id === id)).toMatchObject({ status: 'sending', recipients: 0 });

    await runQueuedTasks();
    expect(await deliveriesTo(target.uid)).toHaveLength(1);
    const after = (await api().get(URL).set(authHeader(admin))).body.data as PushBroadcast[];
    expect(after.find((b) => b.id === id)).toMatchObject({ status: 'sent', pages_done: 1, recipients: 1, delivered: 1 });
  });

  it('pages through more members than a page, each pushed exactly once though every page runs twice', async () => {
    BROADCAST_PAGING.size = 2;
    await clearCountry('QW');
    const admin = await createUser({ admin: true });
    const members = await Promise.all(Array.from({ length: 5 }, () => createUser()));
    for (const m of members) {
      await db.collection('users').doc(m.uid).update({ 'login.locationCountry': 'QW' });
      await addDevice(m);
    }
    const id = requestId();
    const res = await post(admin, { message: message(), audience: { kind: 'country', country: 'QW' }, request_id: id });
    expect(res.body.data).toMatchObject({ status: 'sending', recipients: 0 });

    // Cloud Tasks may deliver a task twice, even at once: every page runs twice side by side, then
    // its queued copy runs, then every page once more.
    expect(queuedTasks('pushBroadcastPages')).toEqual([{ id, page: 0 }]);
    const pages: BroadcastPageTask[] = [];
    for (;;) {
      const fresh = (queuedTasks('pushBroadcastPages') as BroadcastPageTask[]).filter((t) => !pages.some((p) => p.page === t.page));
      if (!fresh.length) break;
      for (const task of fresh) {
        pages.push(task);
        await Promise.all([pushBroadcastPages.handle(task), pushBroadcastPages.handle(task)]);
      }
    }
    await runQueuedTasks();
    for (const task of pages) await pushBroadcastPages.handle(task);
    expect(pages).toEqual([0, 1, 2].map((page) => ({ id, page })));

    for (const m of members) expect(await deliveriesTo(m.uid)).toHaveLength(1);
    // 2 + 2 + 1 members: three pages.
    expect(await progress(id)).toMatchObject({ status: 'sent', pages_done: 3, recipients: 5 });
  });

  it('a page cut short resumes: its rerun sends nobody twice and counts what the first run delivered', async () => {
    BROADCAST_PAGING.size = 2;
    await clearCountry('QV');
    const admin = await createUser({ admin: true });
    const members = await Promise.all(Array.from({ length: 3 }, () => createUser()));
    for (const m of members) {
      await db.collection('users').doc(m.uid).update({ 'login.locationCountry': 'QV' });
      await addDevice(m);
    }
    const id = requestId();
    await post(admin, { message: message(), audience: { kind: 'country', country: 'QV' }, request_id: id });
    // The first run of page 0 delivered its members and died before recording the page.
    const firstPage = (await db.collection('users').where('login.locationCountry', '==', 'QV').orderBy('__name__').limit(2).get()).docs.map((d) => d.id);
    for (const uid of firstPage) {
      await db.collection('pushOutbox').doc(`broadcast:${id}:${uid}`).set({ uid, message: message(), created_at: Timestamp.now(), by_caller: true });
      await deliverPush(`broadcast:${id}:${uid}`);
    }
    await runQueuedTasks();
    for (const m of members) expect(await deliveriesTo(m.uid)).toHaveLength(1);
    expect(await progress(id)).toEqual({ status: 'sent', pages_done: 2, recipients: 3, delivered: 3 });
  });
});
