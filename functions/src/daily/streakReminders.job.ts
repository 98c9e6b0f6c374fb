/**
 * Hourly: an in-app reminder for each streak about to break (docs/daily-bonus.md). A user is due
 * when the last claim is between 36 and 48 hours old: the streak breaks within
 * DAILY_BONUS_REMINDER_BEFORE_BREAK_MS and they have not claimed since (a claim moves
 * last_claimed_at out of the window). The notification id names the claim it follows, so a rerun,
 * or an overlapping run, writes nothing new.
 */
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { DAILY_BONUS_REMINDER_BEFORE_BREAK_MS, DAILY_BONUS_STREAK_BREAK_MS } from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { isoTime } from '../platform/isoTime';
import { notificationsCol, usersCol } from '../platform/paths';
import { queuePushInTransaction } from '../platform/push';
import { expiry } from '../platform/retention';

const PAGE_SIZE = 300;
const HOUR = 3600_000;
/** gRPC ALREADY_EXISTS: the reminder for this claim was written by an earlier run. */
const ALREADY_EXISTS = 6;

export interface StreakReminderCounts {
  /** Users found in the window. */
  scanned: number;
  /** Reminders written by this run. */
  reminded: number;
  /** Reminders that already existed. */
  alreadyReminded: number;
}

/** "within 5h" (whole hours, rounded down so the promise holds), or minutes in the last hour. */
export function timeLeftLabel(ms: number): string {
  if (ms >= HOUR) return `${Math.floor(ms / HOUR)}h`;
  return `${Math.max(1, Math.floor(ms / 60_000))}m`;
}

/** `pageSize` is a parameter so tests can cross page boundaries with a few users. */
export async function runStreakReminders(now = new Date(), pageSize = PAGE_SIZE): Promise<StreakReminderCounts> {
  const field = 'daily_bonus.last_claimed_at';
  const from = Timestamp.fromMillis(now.getTime() - DAILY_BONUS_STREAK_BREAK_MS);
  const to = Timestamp.fromMillis(now.getTime() - DAILY_BONUS_STREAK_BREAK_MS + DAILY_BONUS_REMINDER_BEFORE_BREAK_MS);
  const counts: StreakReminderCounts = { scanned: 0, reminded: 0, alreadyReminded: 0 };
  let after: QueryDocumentSnapshot | null = null;
  for (;;) {
    // A document cursor pages by the range field and then the id, so pages neither skip nor repeat.
    let query = usersCol().where(field, '>', from).where(field, '<=', to).orderBy(field).limit(pageSize);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    counts.scanned += page.size;
    const results = await Promise.all(page.docs.map((doc) => remind(doc, now)));
    const created = results.filter(Boolean).length;
    counts.reminded += created;
    counts.alreadyReminded += results.length - created;
    if (page.size < pageSize) return counts;
    after = page.docs[page.docs.length - 1]!;
  }
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
