/**
 * The streak-reminder job, called directly with an injected `now`, then its page tasks
 * (runQueuedTasks). Each test works at its own random instant decades in the past, so its users
 * are alone in the job's window.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { dayKey } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { queuedTasks, runQueuedTasks } from '../../src/platform/tasks';
import {
  STREAK_REMINDER_PAGING,
  remindPage,
  runStreakReminders as runStreak,
  streakReminderPages,
  timeLeftLabel,
  type StreakReminderPage,
} from '../../src/daily/streakReminders.job';
import { checkLedgersAfterEachTest, createUser } from '../support/helpers';

checkLedgersAfterEachTest();

const defaultPageSize = STREAK_REMINDER_PAGING.size;
afterEach(() => {
  STREAK_REMINDER_PAGING.size = defaultPageSize;
});

/** This file's cursor of the job: other files' runs at their own instants leave it alone. */
const CURSOR = `test-${randomUUID()}`;
const runStreakReminders = (now: Date) => runStreak(now, CURSOR);

/**
 * Runs each queued page task twice at once, and the pages they enqueue, until none is new; the
 * queued copies stay (a third delivery for runQueuedTasks). Returns the pages run.
 */
async function runEachPageTwice(): Promise<StreakReminderPage[]> {
  const ran: StreakReminderPage[] = [];
  for (;;) {
    const fresh = (queuedTasks('streakReminderPages') as StreakReminderPage[]).filter((t) => !ran.some((r) => r.from === t.from && r.page === t.page));
    if (!fresh.length) return ran;
    for (const task of fresh) {
      ran.push(task);
      await Promise.all([streakReminderPages.handle(task), streakReminderPages.handle(task)]);
    }
  }
}

/** A scheduled run and the page tasks it enqueued, as Cloud Tasks would run them. */
async function runJob(now: Date) {
  const run = await runStreakReminders(now);
  await runQueuedTasks();
  return run;
}

const HOUR = 3600_000;

/** A random instant in 1975-2019, far from any real claim. */
const randomPast = () => new Date(Date.UTC(1975, 0, 1) + randomInt(44 * 365 * 24) * HOUR + randomInt(HOUR));

/** A user whose last claim was `hoursAgo` hours before `now` (written directly: test setup). */
async function userClaimed(now: Date, hoursAgo: number, streak: number) {
  const user = await createUser();
  const at = new Date(now.getTime() - hoursAgo * HOUR);
  await db
    .collection('users')
    .doc(user.uid)
    .update({
      daily_bonus: {
        streak,
        last_claimed_at: Timestamp.fromDate(at),
        last_day_key: dayKey(at, 'UTC'),
        last_amount: Math.min(streak, 5),
        last_wheel_index: null,
      },
    });
  return { ...user, dayKey: dayKey(at, 'UTC') };
}

const notifications = async (uid: string) =>
  (await db.collection('users').doc(uid).collection('notifications').get()).docs.map(
    (d) => ({ id: d.id, ...d.data() }) as { id: string; [field: string]: unknown },
  );

describe('runStreakReminders', () => {
  it('reminds each streak about to break once, and not the ones that are safe or already broken', async () => {
    const now = randomPast();
    const [due, edge, safe, broken, justBroken] = await Promise.all([
      userClaimed(now, 40, 4), // breaks in 8 h
      userClaimed(now, 36, 2), // exactly 12 h left: in the window
      userClaimed(now, 30, 3), // 18 h left
      userClaimed(now, 50, 6), // broke 2 h ago
      userClaimed(now, 48, 5), // breaks right now: nothing left to save
    ]);

    await runJob(now);

    expect(await notifications(due.uid)).toEqual([
      {
        id: `streak:${due.dayKey}`,
        type: 'streak-reminder',
        title: 'Your streak is about to break',
        body: "Claim today's daily bonus within 8h to keep your 4-day streak.",
        url: '/dashboard',
        created_at: Timestamp.fromDate(now),
        // Deleted by the TTL policy 180 days on (core/src/retention.ts).
        expire_at: Timestamp.fromMillis(now.getTime() + 180 * 86_400_000),
        read: false,
      },
    ]);
    expect(await notifications(edge.uid)).toEqual([
      expect.objectContaining({ body: "Claim today's daily bonus within 12h to keep your 2-day streak." }),
    ]);
    for (const user of [safe, broken, justBroken]) expect(await notifications(user.uid)).toEqual([]);

    // A rerun, and the next hour's run (before they claim), write nothing new.
    await runJob(now);
    await runJob(new Date(now.getTime() + HOUR));
    expect(await notifications(due.uid)).toHaveLength(1);
    expect(await notifications(edge.uid)).toHaveLength(1);
    expect((await notifications(due.uid))[0]!.created_at).toEqual(Timestamp.fromDate(now));
  });

  it('pages through every due user in page tasks, each reminded once though every page and the job run twice', async () => {
    STREAK_REMINDER_PAGING.size = 2;
    const now = randomPast();
    const users = await Promise.all([37, 39, 41, 43, 45].map((h, i) => userClaimed(now, h, i + 1)));
    // The job only enqueues: nobody is reminded until the page tasks run.
    await runStreakReminders(now);
    const [first] = queuedTasks('streakReminderPages') as StreakReminderPage[];
    expect(first).toMatchObject({ page: 0, after: null });
    for (const user of users) expect(await notifications(user.uid)).toEqual([]);

    // Cloud Tasks may deliver a page twice, even at once; and the job may run again.
    const pages = await runEachPageTwice();
    await runStreakReminders(now);
    await runQueuedTasks();
    // 5 users in pages of 2: pages 0 to 2.
    expect(pages.map((p) => p.page)).toEqual([0, 1, 2]);
    // A late rerun of any page writes nothing new.
    for (const page of pages) expect(await remindPage(page)).toMatchObject({ reminded: 0 });

    for (const user of users) {
      expect(await notifications(user.uid)).toHaveLength(1);
      expect(await db.collection('pushOutbox').where('uid', '==', user.uid).get()).toHaveProperty('size', 1);
    }
  });

  it('each run reads only the members who came due since the last run', async () => {
    const now = randomPast();
    const early = await userClaimed(now, 40, 3); // due at this run
    const late = await userClaimed(now, 35.5, 2); // comes due within the next hour
    const run = await runJob(now);
    expect(run).toEqual({
      from: new Date(now.getTime() - 48 * HOUR).toISOString(),
      to: new Date(now.getTime() - 36 * HOUR).toISOString(),
    });
    expect(await notifications(early.uid)).toHaveLength(1);
    expect(await notifications(late.uid)).toEqual([]);

    // An hour on, the run's slice is that hour only: the early user is not read again.
    const next = new Date(now.getTime() + HOUR);
    expect(await runStreakReminders(next)).toEqual({ from: run.to, to: new Date(next.getTime() - 36 * HOUR).toISOString() });
    const [page] = queuedTasks('streakReminderPages') as StreakReminderPage[];
    expect(await remindPage(page!)).toEqual({ scanned: 1, reminded: 1, alreadyReminded: 0 });
    await runQueuedTasks();
    expect(await notifications(late.uid)).toEqual([expect.objectContaining({ body: "Claim today's daily bonus within 11h to keep your 2-day streak." })]);
    // The same hour again: nothing came due since.
    expect(await runStreakReminders(next)).toEqual({ from: null, to: null });
    expect(queuedTasks('streakReminderPages')).toEqual([]);
  });

  it('a claim after the reminder takes the user out of the window', async () => {
    const now = randomPast();
    const user = await userClaimed(now, 40, 4);
    await runJob(now);
    expect(await notifications(user.uid)).toHaveLength(1);
    // They claim one hour later: the last claim is now fresh, no reminder for 36 h.
    const claimedAt = new Date(now.getTime() + HOUR);
    await db
      .collection('users')
      .doc(user.uid)
      .update({
        'daily_bonus.streak': 5,
        'daily_bonus.last_claimed_at': Timestamp.fromDate(claimedAt),
        'daily_bonus.last_day_key': dayKey(claimedAt, 'UTC'),
      });
    await runJob(new Date(now.getTime() + 2 * HOUR));
    expect(await notifications(user.uid)).toHaveLength(1);
    // 38 h after that claim its own reminder comes, once.
    await runJob(new Date(claimedAt.getTime() + 38 * HOUR));
    await runJob(new Date(claimedAt.getTime() + 39 * HOUR));
    expect((await notifications(user.uid)).map((n) => n.id).sort()).toEqual(
      [`streak:${user.dayKey}`, `streak:${dayKey(claimedAt, 'UTC')}`].sort(),
    );
  });
});

describe('timeLeftLabel', () => {
  it('says whole hours, rounded down, and minutes in the last hour', () => {
    expect(timeLeftLabel(12 * HOUR)).toBe('12h');
    expect(timeLeftLabel(8 * HOUR + 59 * 60_000)).toBe('8h');
    expect(timeLeftLabel(HOUR)).toBe('1h');
    expect(timeLeftLabel(59 * 60_000 + 59_000)).toBe('59m');
    expect(timeLeftLabel(10_000)).toBe('1m');
  });
});
