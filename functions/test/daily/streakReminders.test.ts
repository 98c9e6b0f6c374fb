/**
 * The streak-reminder job, called directly with an injected `now`. Each test works at its own
 * random instant decades in the past, so its users are alone in the job's window; the counts are
 * still checked as lower bounds, in case users of an earlier run of this file share the window.
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { dayKey } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { runStreakReminders, timeLeftLabel } from '../../src/daily/streakReminders.job';
import { checkLedgersAfterEachTest, createUser } from '../support/helpers';

checkLedgersAfterEachTest();

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

    const first = await runStreakReminders(now);
    expect(first.scanned).toBeGreaterThanOrEqual(2);
    expect(first.reminded).toBeGreaterThanOrEqual(2);

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

    // A rerun (or the next hour's run, before they claim) writes nothing new.
    const again = await runStreakReminders(new Date(now.getTime() + HOUR));
    expect(again.reminded).toBe(0);
    expect(again.alreadyReminded).toBeGreaterThanOrEqual(2);
    expect(await notifications(due.uid)).toHaveLength(1);
    expect(await notifications(edge.uid)).toHaveLength(1);
    expect((await notifications(due.uid))[0]!.created_at).toEqual(Timestamp.fromDate(now));
  });

  it('pages through every due user', async () => {
    const now = randomPast();
    const users = await Promise.all([37, 39, 41, 43, 45].map((h, i) => userClaimed(now, h, i + 1)));
    const counts = await runStreakReminders(now, 2);
    expect(counts.scanned).toBeGreaterThanOrEqual(5);
    expect(counts.reminded).toBeGreaterThanOrEqual(5);
    for (const user of users) expect(await notifications(user.uid)).toHaveLength(1);
  });

  it('a claim after the reminder takes the user out of the window', async () => {
    const now = randomPast();
    const user = await userClaimed(now, 40, 4);
    expect((await runStreakReminders(now)).reminded).toBeGreaterThanOrEqual(1);
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
    await runStreakReminders(new Date(now.getTime() + 2 * HOUR));
    expect(await notifications(user.uid)).toHaveLength(1);
    // 38 h after that claim its own reminder comes, once.
    await runStreakReminders(new Date(claimedAt.getTime() + 38 * HOUR));
    await runStreakReminders(new Date(claimedAt.getTime() + 39 * HOUR));
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
