/**
 * Analytics figures kept at write time, so GET /events/stats never reads the events themselves.
 *
 * For each UTC day, eventStats/{day} has two subcollections:
 * - counters/{kind}:{hash(key)}:{shard} `{ kind, key, count, day }`: `kind` is 'type' (events per
 *   event_type), 'page' (events per page path) or 'visit' (landing heartbeats, key 'landing').
 *   `count` grows by FieldValue.increment in the same batch as the event; a counter is split over
 *   COUNTER_SHARDS documents (a random one per write) so a busy type does not make one hot document.
 * - sessions/{sha256(session_id)} `{ day }`: written (idempotently) with each event; a count()
 *   aggregation over them is the day's unique sessions. Hashed, so no raw session id is kept here.
 *
 * Reading a range costs one query of each day's counters (distinct types and pages × shards, far
 * fewer than the events) and one count() per day. The funnel is four count() aggregations on users
 * timestamps set once: created_at, verified_at (users.service, with the welcome bonus),
 * first_earning_at and first_redemption_at (platform/ledger). Members who reached a step before those
 * fields existed are not counted for it.
 */
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore';
import {
  EVENT_STATS_DEFAULT_DAYS,
  EVENT_STATS_MAX_DAYS,
  EVENT_STATS_TOP_PAGES,
  type EventFunnel,
  type EventStats,
  type EventStatsDay,
  type EventStatsQuery,
} from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { COLLECTIONS, usersCol } from '../platform/paths';
import { expiry } from '../platform/retention';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Documents each counter is spread over. */
const COUNTER_SHARDS = 8;
/** Page paths are counted up to this length (longer ones are cut). */
const PAGE_PATH_MAX = 200;

type CounterKind = 'type' | 'page' | 'visit';

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
const hash = (text: string, length = 64) => createHash('sha256').update(text).digest('hex').slice(0, length);

const dayRef = (day: string) => db.collection(COLLECTIONS.eventStats).doc(day);

function counterRef(day: string, kind: CounterKind, key: string): DocumentReference {
  const shard = Math.floor(Math.random() * COUNTER_SHARDS);
  return dayRef(day)
    .collection('counters')
    .doc(`${kind}:${hash(key, 32)}:${shard}`);
}

function addCount(batch: WriteBatch, day: string, kind: CounterKind, key: string) {
  batch.set(counterRef(day, kind, key), { kind, key, day, count: FieldValue.increment(1), ...expiry('counters', new Date(dayStart(day))) }, { merge: true });
}

/** The path of a stored (already sanitised) page URL, without query: what "top pages" counts. */
function pagePath(pageUrl: string | null): string | null {
  if (!pageUrl) return null;
  let path: string;
  try {
    path = new URL(pageUrl, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  return path.slice(0, PAGE_PATH_MAX) || '/';
}

/** Adds one event's counts to a batch that also writes the event. */
export function countEvent(
  batch: WriteBatch,
  at: Date,
  event: { event_type: string; session_id: string; page_url: string | null },
) {
  const day = utcDay(at);
  addCount(batch, day, 'type', event.event_type);
  const path = pagePath(event.page_url);
  if (path) addCount(batch, day, 'page', path);
  batch.set(dayRef(day).collection('sessions').doc(hash(event.session_id)), { day, ...expiry('sessions', new Date(dayStart(day))) });
}

/** POST /service/ping-main-page: one landing visit on the day (nothing about the visitor is kept). */
export async function countLandingVisit(at = new Date()): Promise<void> {
  const batch = db.batch();
  addCount(batch, utcDay(at), 'visit', 'landing');
  await batch.commit();
}

/** The days from..to (both included), oldest first. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = dayStart(from); t <= dayStart(to); t += DAY_MS) days.push(utcDay(new Date(t)));
  return days;
}

async function dayFigures(day: string, pages: Map<string, number>): Promise<EventStatsDay> {
  const [counters, sessions] = await Promise.all([
    dayRef(day).collection('counters').get(),
    dayRef(day).collection('sessions').count().get(),
  ]);
  const figures: EventStatsDay = {
    day,
    events: 0,
    by_type: {},
    unique_sessions: sessions.data().count,
    landing_visits: 0,
  };
  for (const doc of counters.docs) {
    const key = String(doc.get('key') ?? '');
    const count = Number(doc.get('count') ?? 0);
    switch (doc.get('kind')) {
      case 'type':
        figures.events += count;
        figures.by_type[key] = (figures.by_type[key] ?? 0) + count;
        break;
      case 'page':
        pages.set(key, (pages.get(key) ?? 0) + count);
        break;
      case 'visit':
        figures.landing_visits += count;
        break;
    }
  }
  return figures;
}

/** Members whose `field` (a time set once) falls in [start, end). */
async function reached(field: string, start: Timestamp, end: Timestamp): Promise<number> {
  const snap = await usersCol().where(field, '>=', start).where(field, '<', end).count().get();
  return snap.data().count;
}

export async function eventStats(query: EventStatsQuery, now = new Date()): Promise<EventStats> {
  const to = query.to ?? (query.from ? utcDay(new Date(Math.max(dayStart(query.from), now.getTime()))) : utcDay(now));
  const from = query.from ?? utcDay(new Date(dayStart(to) - (EVENT_STATS_DEFAULT_DAYS - 1) * DAY_MS));
  // A `from` alone runs to today; keep that within the schema's limit too.
  const days = daysOf(from, to).slice(0, EVENT_STATS_MAX_DAYS);
  const pages = new Map<string, number>();
  const start = Timestamp.fromMillis(dayStart(from));
  const end = Timestamp.fromMillis(dayStart(days[days.length - 1]!) + DAY_MS);
  const [perDay, signed_up, verified, first_earning, first_redemption] = await Promise.all([
    Promise.all(days.map((d) => dayFigures(d, pages))),
    reached('created_at', start, end),
    reached('verified_at', start, end),
    reached('first_earning_at', start, end),
    reached('first_redemption_at', start, end),
  ]);
  const totals: Record<string, number> = {};
  for (const figures of perDay)
    for (const [type, n] of Object.entries(figures.by_type)) totals[type] = (totals[type] ?? 0) + n;
  const funnel: EventFunnel = { signed_up, verified, first_earning, first_redemption };
  return {
    from,
    to: days[days.length - 1]!,
    days: perDay,
    totals_by_type: totals,
    top_pages: [...pages]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, EVENT_STATS_TOP_PAGES)
      .map(([path, count]) => ({ path, count })),
    funnel,
  };
}
