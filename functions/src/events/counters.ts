/**
 * eventStats/{day}: a UTC day's analytics figures, written off the request path (docs/operations.md
 * "Hot spots"): the minute tally (tally.queue.ts) adds each minute's events, and each API instance
 * adds its landing visits every few seconds (landingVisits.ts). GET /events/stats reads them.
 *
 * - counters/{kind}:{hash(key)}[:{shard}] `{ kind, key, count, day }`: `kind` is 'type' (events per
 *   event_type), 'page' (events per page path) or 'visit' (landing visits, key 'landing'); readers sum
 *   every document of a kind and key (counters written per event before the tally carry a shard).
 * - sessions/{sha256(session_id)} `{ day }`: one per session seen that day (written idempotently);
 *   their count() is the day's unique sessions. Hashed, so no raw session id is kept here.
 */
import { createHash } from 'node:crypto';
import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { COLLECTIONS } from '../platform/paths';
import { expiry } from '../platform/retention';

export type CounterKind = 'type' | 'page' | 'visit';

/** Page paths are counted up to this length (longer ones are cut). */
const PAGE_PATH_MAX = 200;

export const DAY_MS = 24 * 60 * 60 * 1000;
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
export const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const hash = (text: string, length = 64) => createHash('sha256').update(text).digest('hex').slice(0, length);

export const dayRef = (day: string) => db.collection(COLLECTIONS.eventStats).doc(day);

/** Adds `n` to a day's counter; `shard` spreads a counter written from many places at once. */
export function addCount(batch: WriteBatch, day: string, kind: CounterKind, key: string, n: number, shard?: number) {
  const id = `${kind}:${hash(key, 32)}${shard === undefined ? '' : `:${shard}`}`;
  batch.set(
    dayRef(day).collection('counters').doc(id),
    { kind, key, day, count: FieldValue.increment(n), ...expiry('counters', new Date(dayStart(day))) },
    { merge: true },
  );
}

/** Records that a session was seen on the day (idempotent). */
export function addSession(batch: WriteBatch, day: string, sessionId: string) {
  batch.set(dayRef(day).collection('sessions').doc(hash(sessionId)), { day, ...expiry('sessions', new Date(dayStart(day))) });
}

/** The path of a stored (already sanitised) page URL, without query: what "top pages" counts. */
export function pagePath(pageUrl: string | null): string | null {
  if (!pageUrl) return null;
  let path: string;
  try {
    path = new URL(pageUrl, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  return path.slice(0, PAGE_PATH_MAX) || '/';
}
