/**
 * In-app notifications through the API: the list (newest first, at most 20, with the unread
 * count), marking one read, marking all read, ids of other users and bad input. Notifications are
 * written directly (test setup) or by the streak-reminder job with an injected `now`.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { NOTIFICATIONS_LIST_LIMIT, dayKey, type AppNotification, type NotificationsList } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { runStreakReminders } from '../../src/daily/streakReminders.job';
import { runQueuedTasks } from '../../src/platform/tasks';
import { api, authHeader, checkLedgersAfterEachTest, createUser, expectSessionExpired, type TestUser } from '../support/helpers';

checkLedgersAfterEachTest();

const HOUR = 3600_000;
const BASE = '/api/users/notifications';

const notificationsOf = (uid: string) => db.collection('users').doc(uid).collection('notifications');

/** All of a user's notification docs as stored, by id. */
async function stored(uid: string) {
  const snap = await notificationsOf(uid).get();
  return Object.fromEntries(snap.docs.map((d) => [d.id, d.data()]));
}

/** Test setup: `count` notifications, `n-0` the oldest, one minute apart, ending at `newest`. */
async function seed(uid: string, count: number, options: { newest?: Date; read?: (i: number) => boolean } = {}) {
  const newest = options.newest ?? new Date();
  const batch = db.batch();
  for (let i = 0; i < count; i++)
    batch.set(notificationsOf(uid).doc(`n-${i}`), {
      type: 'streak-reminder',
      title: `Title ${i}`,
      body: `Body ${i}`,
      url: '/dashboard',
      created_at: Timestamp.fromMillis(newest.getTime() - (count - 1 - i) * 60_000),
      read: options.read?.(i) ?? false,
    });
  await batch.commit();
}

async function list(user: TestUser): Promise<NotificationsList> {
  const res = await api().get(BASE).set(authHeader(user));
  expect(res.status).toBe(200);
  return res.body.data;
}

const markRead = (user: TestUser, id: string) => api().post(`${BASE}/${id}/read`).set(authHeader(user));
const markAll = (user: TestUser) => api().post(`${BASE}/read-all`).set(authHeader(user));

describe('GET /users/notifications', () => {
  it('is empty for a new member', async () => {
    const user = await createUser();
    expect(await list(user)).toEqual({ items: [], unread: 0 });
  });

  it('lists the streak reminder the hourly job wrote', async () => {
    // A random instant decades ago puts this user alone in the job's window (see streakReminders.test.ts).
    const now = new Date(Date.UTC(1975, 0, 1) + randomInt(44 * 365 * 24) * HOUR);
    const user = await createUser();
    const claimedAt = new Date(now.getTime() - 40 * HOUR);
    await db
      .collection('users')
      .doc(user.uid)
      .update({
        daily_bonus: {
          streak: 4,
          last_claimed_at: Timestamp.fromDate(claimedAt),
          last_day_key: dayKey(claimedAt, 'UTC'),
          last_amount: 4,
          last_wheel_index: null,
        },
      });
    // The job enqueues its pages (with a cursor of this test's own); the page tasks write the reminders.
    await runStreakReminders(now, `test-${randomUUID()}`);
    await runQueuedTasks();

    const expected: AppNotification = {
      id: `streak:${dayKey(claimedAt, 'UTC')}`,
      type: 'streak-reminder',
      title: 'Your streak is about to break',
      body: "Claim today's daily bonus within 8h to keep your 4-day streak.",
      url: '/dashboard',
      created_at: now.toISOString(),
      read: false,
    };
    expect(await list(user)).toEqual({ items: [expected], unread: 1 });
  });

  it('returns the newest 20 first and counts every unread one, listed or not', async () => {
    const user = await createUser();
    // 25 notifications; the odd ones are read, so 13 are unread and 3 of those are beyond the 20 listed.
    await seed(user.uid, 25, { read: (i) => i % 2 === 1 });
    const { items, unread } = await list(user);

    expect(items).toHaveLength(NOTIFICATIONS_LIST_LIMIT);
    expect(items.map((n) => n.id)).toEqual(Array.from({ length: 20 }, (_, k) => `n-${24 - k}`));
    const times = items.map((n) => Date.parse(n.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items[0]).toEqual({
      id: 'n-24',
      type: 'streak-reminder',
      title: 'Title 24',
      body: 'Body 24',
      url: '/dashboard',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      read: false,
    });
    expect(items[1]!.read).toBe(true);
    expect(unread).toBe(13);
  });
});

describe('POST /users/notifications/:id/read', () => {
  it('marks that one read and leaves the others alone; again is harmless', async () => {
    const user = await createUser();
    await seed(user.uid, 3);

    const res = await markRead(user, 'n-1');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: 'n-1', title: 'Title 1', read: true });

    const after = await list(user);
    expect(after.unread).toBe(2);
    expect(after.items.map((n) => [n.id, n.read])).toEqual([
      ['n-2', false],
      ['n-1', true],
      ['n-0', false],
    ]);

    const again = await markRead(user, 'n-1');
    expect(again.status).toBe(200);
    expect(again.body.data.read).toBe(true);
    expect((await list(user)).unread).toBe(2);
  });

  it("answers 404 for an unknown id and for another member's id, and changes nothing", async () => {
    const [owner, other] = await Promise.all([createUser(), createUser()]);
    await seed(owner.uid, 2);
    const before = await stored(owner.uid);

    for (const id of ['n-0', 'no-such-id']) {
      const res = await markRead(other, id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Notification not found', code: 'notifications/not-found' });
    }
    expect(await stored(owner.uid)).toEqual(before);
    expect(await stored(other.uid)).toEqual({});
    expect((await list(owner)).unread).toBe(2);
  });

  it('refuses ids that cannot name a document with 400', async () => {
    const user = await createUser();
    await seed(user.uid, 1);
    const before = await stored(user.uid);
    // Encoded so the client does not resolve them away: Express decodes them into the id.
    for (const id of ['%2E%2E', '.', '__name__', 'a%2Fb', 'x'.repeat(201)]) {
      const res = await markRead(user, id);
      expect(res.status, id).toBe(400);
      expect(res.body.code).toBe('validation/invalid-input');
      expect(res.body.field).toBe('id');
    }
    expect(await stored(user.uid)).toEqual(before);
  });

  it('refuses a body', async () => {
    const user = await createUser();
    await seed(user.uid, 1);
    const res = await markRead(user, 'n-0').send({ all: true });
    expect(res.status).toBe(400);
    expect((await list(user)).unread).toBe(1);
  });
});

describe('POST /users/notifications/read-all', () => {
  it("marks every unread one read, the caller's only", async () => {
    const [user, other] = await Promise.all([createUser(), createUser()]);
    await Promise.all([seed(user.uid, 25, { read: (i) => i === 3 }), seed(other.uid, 2)]);

    const res = await markAll(user);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ updated: 24 });

    const after = await list(user);
    expect(after.unread).toBe(0);
    expect(Object.values(await stored(user.uid)).every((n) => n.read === true)).toBe(true);
    expect((await list(other)).unread).toBe(2);

    // Nothing left to mark.
    expect((await markAll(user)).body.data).toEqual({ updated: 0 });
  });

  it('is fine with no notifications at all', async () => {
    const user = await createUser();
    const res = await markAll(user);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ updated: 0 });
  });
});

describe('sessions', () => {
  it('every endpoint answers 403 Session expired without a valid token', async () => {
    const user = await createUser();
    await seed(user.uid, 1);
    const calls = [() => api().get(BASE), () => api().post(`${BASE}/n-0/read`), () => api().post(`${BASE}/read-all`)];
    for (const call of calls) {
      expectSessionExpired(await call());
      expectSessionExpired(await call().set('authorization', 'Bearer not-a-token'));
    }
    expect((await list(user)).unread).toBe(1);
  });
});
