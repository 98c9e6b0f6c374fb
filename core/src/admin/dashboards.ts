/**
 * Staff dashboards (docs/admin.md "Dashboards"): members and earning per day, week or month,
 * computed on the server with aggregation queries (one per bucket), never by reading every
 * document. Periods are UTC calendar days, ISO weeks (Monday first) and calendar months.
 */
import type { ConversionKind, ConversionStatus } from '../offers/conversions';
import type { TransactionType } from '../ledger';
import type { ActivityType } from './members';

export const DASHBOARD_PERIODS = ['day', 'week', 'month'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DASHBOARD_PERIOD_LABELS: Readonly<Record<DashboardPeriod, string>> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
};

/** Buckets shown when the range is not given: the last 30 days, 12 weeks or 12 months. */
export const DASHBOARD_DEFAULT_BUCKETS: Readonly<Record<DashboardPeriod, number>> = { day: 30, week: 12, month: 12 };
/** Most buckets one call may ask for (each costs one aggregation query per series). */
export const DASHBOARD_MAX_BUCKETS = 92;
export const DASHBOARD_LIST_DEFAULT = 10;
export const DASHBOARD_LIST_MAX = 50;

/** One bucket: its first day (YYYY-MM-DD, UTC) and its figure. */
export interface DashboardPoint {
  start: string;
  value: number;
}

/** GET /admin/active-users-per-period and /admin/new-users-per-period. */
export interface DashboardSeries {
  period: DashboardPeriod;
  from: string;
  to: string;
  points: DashboardPoint[];
}

/** GET /admin/summary-activities: PM moved per transaction type in the range (types with no entries included, as 0). */
export interface SummaryActivities {
  from: string;
  to: string;
  types: Array<{ type: TransactionType; amount: number; count: number }>;
}

/** GET /admin/user-conversion-types: conversions created in the range per kind and status. */
export interface UserConversionTypes {
  from: string;
  to: string;
  kinds: Array<{ kind: ConversionKind; total: number; statuses: Record<ConversionStatus, number> }>;
}

/** GET /admin/last-login-users: members by their latest sign-in, newest first. */
export interface LastLoginUser {
  uid: string;
  display_name: string;
  email: string | null;
  last_login_at: string;
}

/** GET /admin/last-users-activities: what members did last, across all members. */
export interface LastUserActivity {
  id: string;
  uid: string;
  /** The member's e-mail, or null when they have none (or their record is gone). */
  email: string | null;
  type: ActivityType;
  description: string;
  created_at: string;
}

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a UTC instant. */
export const utcDay = (at: Date | number): string => new Date(at).toISOString().slice(0, 10);
const parseDay = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The first day of the bucket holding `day`. */
export function bucketStart(period: DashboardPeriod, day: string): string {
  const ms = parseDay(day);
  if (period === 'day') return day;
  if (period === 'week') {
    const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0
    return utcDay(ms - weekday * DAY_MS);
  }
  return `${day.slice(0, 7)}-01`;
}

/** The first day of the bucket after the one starting on `start`. */
export function nextBucket(period: DashboardPeriod, start: string): string {
  const ms = parseDay(start);
  if (period === 'day') return utcDay(ms + DAY_MS);
  if (period === 'week') return utcDay(ms + 7 * DAY_MS);
  const d = new Date(ms);
  return utcDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
}

/** How many buckets a range spans (both ends inclusive), stopping once past `cap`. */
export function bucketCount(period: DashboardPeriod, from: string, to: string, cap = Number.MAX_SAFE_INTEGER): number {
  if (period === 'day') return Math.floor((parseDay(to) - parseDay(from)) / DAY_MS) + 1;
  let n = 0;
  for (let s = bucketStart(period, from); s <= to && n <= cap; s = nextBucket(period, s)) n++;
  return n;
}

/** The buckets [start, end) covering `from`..`to` (whole periods: the first starts on or before `from`). */
export function dashboardBuckets(period: DashboardPeriod, from: string, to: string): Array<{ start: string; end: string }> {
  const buckets: Array<{ start: string; end: string }> = [];
  for (let s = bucketStart(period, from); s <= to; ) {
    const end = nextBucket(period, s);
    buckets.push({ start: s, end });
    s = end;
  }
  return buckets;
}

/** The default range ending today: the last 30 days, 12 weeks or 12 months. */
export function defaultDashboardFrom(period: DashboardPeriod, to: string): string {
  let start = bucketStart(period, to);
  for (let i = 1; i < DASHBOARD_DEFAULT_BUCKETS[period]; i++) {
    const prev = bucketStart(period, utcDay(parseDay(start) - DAY_MS));
    start = prev;
  }
  return start;
}

/** The range a query means once its defaults are filled: `to` today (UTC), `from` the default span before it. */
export function resolveDashboardRange(
  period: DashboardPeriod,
  from: string | undefined,
  to: string | undefined,
  now: Date = new Date(),
): { from: string; to: string } {
  const end = to ?? utcDay(now);
  return { from: from ?? defaultDashboardFrom(period, end), to: end };
}

/** The exclusive end instant of a range's last day (for created_at < end). */
export const dayAfter = (day: string): string => utcDay(parseDay(day) + DAY_MS);
