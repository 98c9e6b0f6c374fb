import { z } from 'zod';
import { LIMITS } from '../constants';
import { documentId } from './common';
import { calendarDay } from './shopping';
import { EVENT_STATS_MAX_DAYS, EVENTS_PAGE_MAX, EVENTS_PAGE_SIZE } from '../admin/events';

/**
 * Event data is stored as it comes, so it is kept to what Firestore takes without complaint and
 * what analytics needs: named scalars, or a short flat list of them (e.g. an offer's tags).
 */
const eventKey = z
  .string()
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'keys are letters, digits and _, starting with a letter');
const eventScalar = z.union([z.string().max(LIMITS.url), z.number(), z.boolean(), z.null()]);
const eventValue = z.union([eventScalar, z.array(eventScalar).max(50)]);

/** At most this many keys of event data. */
export const EVENT_DATA_MAX_KEYS = 20;

/** POST /events: an analytics event. Stored only after sanitising (core/analytics.ts). */
export const eventBody = z.object({
  event_type: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : - only'),
  event_data: z
    .record(eventKey, eventValue)
    .refine((d) => Object.keys(d).length <= EVENT_DATA_MAX_KEYS, `at most ${EVENT_DATA_MAX_KEYS} keys`)
    .default({}),
  session_id: z.string().min(1).max(64),
  page_url: z.string().max(LIMITS.url).optional(),
});
export type EventBody = z.infer<typeof eventBody>;

const filterText = (max: number) => z.string().trim().min(1, 'required').max(max, `must be at most ${max} characters`);
const rangeOrder = { message: 'must be on or after from', path: ['to'] };

/** GET /events (staff): filters by type, member and session, a range of UTC days, cursor pages. */
export const eventsQuery = z
  .object({
    event_type: eventBody.shape.event_type.optional(),
    uid: documentId(128).optional(),
    session_id: filterText(64).optional(),
    /** Days in UTC, both included. */
    from: calendarDay.optional(),
    to: calendarDay.optional(),
    limit: z.coerce
      .number({ error: 'enter a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(EVENTS_PAGE_MAX, `must be at most ${EVENTS_PAGE_MAX}`)
      .default(EVENTS_PAGE_SIZE),
    cursor: documentId(100).optional(),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, rangeOrder);
export type EventsQuery = z.infer<typeof eventsQuery>;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** GET /events/stats (staff): a range of UTC days, both included (default the last 14, at most 92). */
export const eventStatsQuery = z
  .object({ from: calendarDay.optional(), to: calendarDay.optional() })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, rangeOrder)
  .refine((q) => !q.from || !q.to || dayCount(q.from, q.to) <= EVENT_STATS_MAX_DAYS, {
    message: `the range may cover at most ${EVENT_STATS_MAX_DAYS} days`,
    path: ['from'],
  });
export type EventStatsQuery = z.infer<typeof eventStatsQuery>;

/** config/events (staff): days an event is kept. */
export const eventsConfigBody = z
  .object({
    retention_days: z
      .number({ error: 'enter a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(3650, 'must be at most 3650'),
  })
  .strict();
