/**
 * GET /events/stats: the day's figures, counted off the request path (counters.ts, tally.queue.ts,
 * landingVisits.ts), so it never reads the events themselves. A minute's events show once its tally
 * has run (about SETTLE_SECONDS, 90 s, after the minute ends); an instance's landing visits within
 * FLUSH_MS (10 s).
 *
 * Reading a range costs one query of each day's counters (distinct types and pages, far fewer than
 * the events) and one count() per day. The funnel is four count() aggregations on users
 * timestamps set once: created_at, verified_at (users.service, with the welcome bonus),
 * first_earning_at and first_redemption_at (platform/ledger). Members who reached a step before those
 * fields existed are not counted for it.
 */
import { Timestamp } from 'firebase-admin/firestore';
import {
  EVENT_STATS_DEFAULT_DAYS,
  EVENT_STATS_MAX_DAYS,
  EVENT_STATS_TOP_PAGES,
  type EventFunnel,
  type EventStats,
  type EventStatsDay,
  type EventStatsQuery,
} from '@pilotmiles/core';
import { usersCol } from '../platform/paths';
import { DAY_MS, dayRef, dayStart, utcDay } from './counters';

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
