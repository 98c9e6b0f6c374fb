/**
 * The member's activity log (users/{uid}/activities/{id}; docs/admin.md): what they did, in a line,
 * for staff and for privacy requests. Never money (the ledger is that) and never in the way of the
 * action it describes: a failed write is logged and forgotten.
 */
import { logger } from 'firebase-functions';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { ActivityType } from '@pilotmiles/core';
import { activitiesCol } from './paths';
import { expiry } from './retention';

/** The longest description stored. */
const DESCRIPTION_MAX = 300;

/**
 * Adds one line to the member's log; resolves whatever happens (call it after the action succeeded).
 * `id` makes a line that concurrent calls may both write (a sign-in) land once.
 */
const lineOf = (type: ActivityType, description: string) => ({
  type,
  description: description.slice(0, DESCRIPTION_MAX),
  created_at: Timestamp.now(),
  ...expiry('activities'),
});

export async function recordActivity(uid: string, type: ActivityType, description: string, id?: string): Promise<void> {
  try {
    const line = lineOf(type, description);
    await (id ? activitiesCol(uid).doc(id).set(line) : activitiesCol(uid).add(line));
  } catch (err) {
    logger.error(`activities: could not record ${type} for ${uid}`, err);
  }
}

/** The line written with the action itself, in its transaction (a hot call spares a round trip). */
export function recordActivityInTransaction(tx: Transaction, uid: string, type: ActivityType, description: string): void {
  tx.create(activitiesCol(uid).doc(), lineOf(type, description));
}
