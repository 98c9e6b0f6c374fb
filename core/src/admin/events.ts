/**
 * Analytics for staff (docs/api.md "Analytics"): the events list, the daily
 * figures kept at write time (functions/src/events/stats.service.ts) and the retention config.
 */
import type { CursorPage } from '../paging';

/** Page sizes of GET /events. */
export const EVENTS_PAGE_SIZE = 50;
export const EVENTS_PAGE_MAX = 100;
/** GET /events/stats: the default and the longest range of days. */
export const EVENT_STATS_DEFAULT_DAYS = 14;
export const EVENT_STATS_MAX_DAYS = 92;
/** GET /events/stats: how many pages the top list shows. */
export const EVENT_STATS_TOP_PAGES = 10;

/** One stored event as GET /events answers it. */
export interface AdminEvent {
  id: string;
  event_type: string;
  event_data: Record<string, unknown>;
  session_id: string;
  page_url: string | null;
  /** The member signed in when it was sent, or null. */
  uid: string | null;
  /** ISO time. */
  created_at: string;
}
export type AdminEventsPage = CursorPage<AdminEvent>;

/** One UTC day of GET /events/stats. */
export interface EventStatsDay {
  day: string;
  /** Events recorded that day (all types). */
  events: number;
  /** Events per event_type (types with none are left out). */
  by_type: Record<string, number>;
  /** Distinct session_id values seen that day. */
  unique_sessions: number;
  /** Landing heartbeats (POST /service/ping-main-page). */
  landing_visits: number;
}

/** Members who reached each step within the range (each step counted by the day it happened). */
export interface EventFunnel {
  signed_up: number;
  verified: number;
  first_earning: number;
  first_redemption: number;
}

export interface EventStats {
  from: string;
  to: string;
  /** Oldest first, one entry per day of the range. */
  days: EventStatsDay[];
  /** Events per type over the whole range. */
  totals_by_type: Record<string, number>;
  /** The most viewed page paths over the range, most first. */
  top_pages: Array<{ path: string; count: number }>;
  funnel: EventFunnel;
}

/** config/events: how long events are kept (the eventsRetention job, and expire_at on each event). */
export interface EventsConfig {
  retention_days: number;
}
export const DEFAULT_EVENTS_CONFIG: EventsConfig = { retention_days: 90 };
