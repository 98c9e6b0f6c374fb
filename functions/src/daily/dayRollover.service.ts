/**
 * The per-user day rollover (docs/daily-challenge.md): when a user's local day has changed, their
 * day counters start again at zero and the day's first challenge tier is set. Reads never depend
 * on it (a counter from another dayKey already reads as zero); it keeps stored documents tidy and
 * tells the ledger's counters which day they are on. Used by the hourly job (jobs/rollover.ts)
 * and by POST /users/daily-challenge, so both apply exactly the same rule.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { DEFAULT_TIMEZONE, dayKey } from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { LEDGER_TRANSACTION } from '../platform/ledger';
import { userRef } from '../platform/paths';
import { rolloverAt } from '../platform/memberDay';

/** users/{uid} fields stored as {day_key, amount} that restart at zero each local day. */
export const DAY_COUNTERS = ['earned_today', 'activity_today', 'article_coins_today'] as const;

const isDayStamped = (value: unknown): value is { day_key: unknown } =>
  typeof value === 'object' && value !== null && 'day_key' in value;

/**
 * The updates that bring a stored user to the local day of `now`, or null when it is already
 * there. A counter already on today is never touched: a claim made just after midnight may have
 * run before the job and must keep its amount. Absent counters stay absent (they read as zero).
 */
export function rolloverUpdates(user: DocumentData, now: Date, fallbackZone = DEFAULT_TIMEZONE): DocumentData | null {
  const zone: string = user.timezone ?? fallbackZone;
  const today = dayKey(now, zone);
  const updates: DocumentData = {};
  for (const field of DAY_COUNTERS) {
    const counter = user[field];
    if (isDayStamped(counter) && counter.day_key !== today) updates[field] = { day_key: today, amount: 0 };
  }
  const state = user.challenge_state;
  if (!isDayStamped(state) || state.day_key !== today) updates.challenge_state = { day_key: today, collected: 0 };
  const next = user.next_rollover_at;
  if (!(next instanceof Timestamp) || next.toMillis() <= now.getTime())
    updates.next_rollover_at = rolloverAt(now, zone);
  return Object.keys(updates).length > 0 ? updates : null;
}

/**
 * Rolls one user over in a transaction (re-reading, so a concurrent claim or a second run cannot
 * be undone). Returns whether anything was written; a missing user writes nothing.
 */
export async function rolloverUser(uid: string, now: Date, fallbackZone?: string): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const ref = userRef(uid);
    const snap = await tx.get(ref);
    if (!snap.exists) return false;
    const updates = rolloverUpdates(snap.data()!, now, fallbackZone);
    if (!updates) return false;
    tx.update(ref, updates);
    return true;
  }, LEDGER_TRANSACTION);
}
