/**
 * Hourly: an in-app reminder (and its push) for each streak about to break (docs/daily-bonus.md).
 * A user is due once their last claim is more than 36 hours old: the streak breaks within
 * DAILY_BONUS_REMINDER_BEFORE_BREAK_MS and they have not claimed since (a claim moves
 * last_claimed_at forward).
 *
 * Each run takes only the members who came due since the last run: the slice of last claims
 * between the cursor (jobCursors/streakReminders `through`, where the last run stopped) and
 * now - 36 h, never older than now - 48 h (those streaks are broken). It enqueues the slice's first
 * page task, then moves the cursor; each page task (streakReminderPages) reminds a page of members
 * and enqueues the next page under the id `streak-{from}-{to}-{page}`. The notification id names
 * the claim it follows and is created once, in the batch that queues the push, so a page or a run
 * that repeats (a crash between the enqueue and the cursor's move) reminds nobody twice.
 */
import { FieldPath, Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { DAILY_BONUS_REMINDER_BEFORE_BREAK_MS, DAILY_BONUS_STREAK_BREAK_MS } from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { isoTime } from '../platform/isoTime';
import { COLLECTIONS, notificationsCol, usersCol } from '../platform/paths';
import { queuePushInTransaction } from '../platform/push';
import { expiry } from '../platform/retention';
import { defineTaskQueue, taskId } from '../platform/tasks';

/** Members per page task. Tests lower it. */
export const STREAK_REMINDER_PAGING = { size: 300 };
const HOUR = 3600_000;
const FIELD = 'daily_bonus.last_claimed_at';
/** gRPC ALREADY_EXISTS: the reminder for this claim was written by an earlier run. */
const ALREADY_EXISTS = 6;

const cursorRef = (id: string) => db.collection(COLLECTIONS.jobCursors).doc(id);

/** One page of a run's slice: last claims in (from, to] (ms), after the `after` member. */
export interface StreakReminderPage {
  /** The run's time: what "within 8h" is counted from. */
  now: number;
  from: number;
  to: number;
  page: number;
  /** The previous page's last member: its claim time to the nanosecond (the cursor must not repeat it) and id. */
  after: { seconds: number; nanoseconds: number; uid: string } | null;
}

export interface StreakReminderRun {
  /** The slice of last claims this run enqueued (ISO times), or null when no member came due since the last run. */
  from: string | null;
  to: string | null;
}

export interface StreakReminderCounts {
  /** Users read by the page. */
  scanned: number;
  /** Reminders written by the page. */
  reminded: number;
  /** Reminders that already existed. */
  alreadyReminded: number;
}

export const streakReminderPages = defineTaskQueue<StreakReminderPage>('streakReminderPages', async (task) => {
  const counts = await remindPage(task);
  logger.info(`streakReminders page ${task.page}`, { job: 'streakReminders', page: task.page, ...counts });
});

/** "within 5h" (whole hours, rounded down so the promise holds), or minutes in the last hour. */
export function timeLeftLabel(ms: number): string {
  if (ms >= HOUR) return `${Math.floor(ms / HOUR)}h`;
  return `${Math.max(1, Math.floor(ms / 60_000))}m`;
}

/**
 * The scheduled run: enqueues the slice of members who came due since the last run. `cursor`
 * names the cursor document: a test file keeps its own, apart from other files' runs.
 */
export async function runStreakReminders(now = new Date(), cursor = 'streakReminders'): Promise<StreakReminderRun> {
  const oldest = now.getTime() - DAILY_BONUS_STREAK_BREAK_MS;
  const to = oldest + DAILY_BONUS_REMINDER_BEFORE_BREAK_MS;
  const through = ((await cursorRef(cursor).get()).get('through') as Timestamp | undefined)?.toMillis();
  // A cursor ahead of the window (a test's clock, a restored backup) says nothing about it: start afresh.
  const from = through !== undefined && through <= to ? Math.max(through, oldest) : oldest;
  if (from >= to) return { from: null, to: null };
  // Enqueued before the cursor moves: a run that stops in between is redone by the next one.
  await streakReminderPages.enqueue({ now: now.getTime(), from, to, page: 0, after: null }, { id: taskId('streak', from, to, 0) });
  await cursorRef(cursor).set({ through: Timestamp.fromMillis(to), updated_at: Timestamp.fromDate(now) });
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/** One page task: reminds a page of the slice and enqueues the next. Safe to run twice. */
export async function remindPage(task: StreakReminderPage): Promise<StreakReminderCounts> {
  const size = STREAK_REMINDER_PAGING.size;
  // Ordered by claim time and then id, so the cursor neither skips nor repeats a member.
  let query = usersCol()
    .where(FIELD, '>', Timestamp.fromMillis(task.from))
    .where(FIELD, '<=', Timestamp.fromMillis(task.to))
    .orderBy(FIELD)
    .orderBy(FieldPath.documentId())
    .limit(size);
  if (task.after) query = query.startAfter(new Timestamp(task.after.seconds, task.after.nanoseconds), task.after.uid);
  const page = await query.get();
  const now = new Date(task.now);
  const results = await Promise.all(page.docs.map((doc) => remind(doc, now)));
  const reminded = results.filter(Boolean).length;
  const last = page.docs[page.size - 1];
  if (page.size === size && last) {
    const at = last.get(FIELD) as Timestamp;
    await streakReminderPages.enqueue(
      { ...task, page: task.page + 1, after: { seconds: at.seconds, nanoseconds: at.nanoseconds, uid: last.id } },
      { id: taskId('streak', task.from, task.to, task.page + 1) },
    );
  }
  return { scanned: page.size, reminded, alreadyReminded: page.size - reminded };
}

/** Writes one user's reminder; false when it already existed. */
async function remind(user: QueryDocumentSnapshot, now: Date): Promise<boolean> {
  const bonus = user.get('daily_bonus') as { streak?: number; last_claimed_at: Timestamp; last_day_key?: string };
  const left = bonus.last_claimed_at.toMillis() + DAILY_BONUS_STREAK_BREAK_MS - now.getTime();
  const key = bonus.last_day_key ?? isoTime(bonus.last_claimed_at);
  const id = `streak:${key}`;
  const message = {
    title: 'Your streak is about to break',
    body: `Claim today's daily bonus within ${timeLeftLabel(left)} to keep your ${bonus.streak ?? 1}-day streak.`,
    url: '/dashboard',
  };
  // The in-app reminder and its push in one batch: when the reminder exists already, create()
  // fails the whole batch, so a rerun queues no second push.
  const batch = db.batch();
  batch.create(notificationsCol(user.id).doc(id), { type: 'streak-reminder', ...message, created_at: Timestamp.fromDate(now), ...expiry('notifications', now), read: false });
  // Outbox keys are global: the member's uid keeps two members' reminders of one day apart.
  queuePushInTransaction(batch, user.id, `${id}:${user.id}`, { ...message, icon: null, actions: [] });
  try {
    await batch.commit();
    return true;
  } catch (err) {
    if ((err as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw err;
  }
}
