/**
 * The staff dashboards (docs/admin.md "Dashboards"): one aggregation query per bucket (count() or
 * sum()), all in parallel, so a call costs a bounded number of index reads whatever the number of
 * members. Nothing here reads every document; the two lists read `limit` documents.
 */
import { AggregateField, Timestamp, type Query } from 'firebase-admin/firestore';
import {
  CONVERSION_KINDS,
  CONVERSION_STATUSES,
  DASHBOARD_MAX_BUCKETS,
  TRANSACTION_TYPES,
  bucketCount,
  dashboardBuckets,
  dashboardRangeTooLong,
  dayAfter,
  resolveDashboardRange,
  type ActivityType,
  type ConversionStatus,
  type DashboardListQuery,
  type DashboardQuery,
  type DashboardSeries,
  type LastLoginUser,
  type LastUserActivity,
  type SummaryActivities,
  type UserConversionTypes,
} from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { COLLECTIONS, conversionsCol, usersCol } from '../platform/paths';
import { badRequest } from '../platform/errors';
import { isoTime } from '../platform/isoTime';

/** Where a member's latest sign-in is stored (the token's auth_time, kept by the user fetch; users.service). */
const LAST_LOGIN_FIELD = 'last_sign_in_at';

const at = (day: string) => Timestamp.fromDate(new Date(`${day}T00:00:00Z`));

/** The query's range with defaults filled, refused (400 naming `from`) past the bucket cap. */
function range(query: DashboardQuery, now: Date): { from: string; to: string } {
  const r = resolveDashboardRange(query.period, query.from, query.to, now);
  if (r.from > r.to) throw badRequest('from: must be on or before to', 'from');
  if (bucketCount(query.period, r.from, r.to, DASHBOARD_MAX_BUCKETS) > DASHBOARD_MAX_BUCKETS)
    throw badRequest(`from: ${dashboardRangeTooLong(query.period)}`, 'from');
  return r;
}

const inRange = (q: Query, field: string, start: string, end: string) =>
  q.where(field, '>=', at(start)).where(field, '<', at(end));

/** count() of users whose `field` falls in each bucket. */
async function userSeries(field: string, query: DashboardQuery, now: Date): Promise<DashboardSeries> {
  const { from, to } = range(query, now);
  const buckets = dashboardBuckets(query.period, from, to);
  const counts = await Promise.all(
    buckets.map(async (b) => (await inRange(usersCol(), field, b.start, b.end).count().get()).data().count),
  );
  return { period: query.period, from, to, points: buckets.map((b, i) => ({ start: b.start, value: counts[i] })) };
}

/** Members whose latest sign-in falls in each bucket (a member counts once, in the bucket of their last sign-in). */
export const activeUsersPerPeriod = (query: DashboardQuery, now = new Date()) => userSeries(LAST_LOGIN_FIELD, query, now);

/** Members who signed up in each bucket. */
export const newUsersPerPeriod = (query: DashboardQuery, now = new Date()) => userSeries('created_at', query, now);

/** PM moved and entries per transaction type in the range: one aggregation (count + sum) per type. */
export async function summaryActivities(query: DashboardQuery, now = new Date()): Promise<SummaryActivities> {
  const { from, to } = range(query, now);
  const end = dayAfter(to);
  const group = db.collectionGroup(COLLECTIONS.transactions);
  const types = await Promise.all(
    TRANSACTION_TYPES.map(async (type) => {
      const snap = await inRange(group.where('type', '==', type), 'created_at', from, end)
        .aggregate({ count: AggregateField.count(), amount: AggregateField.sum('amount') })
        .get();
      const d = snap.data();
      return { type, amount: d.amount ?? 0, count: d.count };
    }),
  );
  return { from, to, types };
}

/** Conversions created in the range per kind and status: one count() per pair. */
export async function userConversionTypes(query: DashboardQuery, now = new Date()): Promise<UserConversionTypes> {
  const { from, to } = range(query, now);
  const end = dayAfter(to);
  const kinds = await Promise.all(
    CONVERSION_KINDS.map(async (kind) => {
      const counts = await Promise.all(
        CONVERSION_STATUSES.map(
          async (status) =>
            (
              await inRange(conversionsCol().where('kind', '==', kind).where('status', '==', status), 'created_at', from, end)
                .count()
                .get()
            ).data().count,
        ),
      );
      const statuses = Object.fromEntries(CONVERSION_STATUSES.map((s, i) => [s, counts[i]])) as Record<ConversionStatus, number>;
      return { kind, total: counts.reduce((a, b) => a + b, 0), statuses };
    }),
  );
  return { from, to, kinds };
}

/** The members who signed in last, newest first (`limit` documents read). */
export async function lastLoginUsers(query: DashboardListQuery): Promise<LastLoginUser[]> {
  const snap = await usersCol().orderBy(LAST_LOGIN_FIELD, 'desc').limit(query.limit).get();
  return snap.docs.map((d) => ({
    uid: d.id,
    display_name: d.get('display_name') ?? '',
    email: d.get('email') ?? null,
    last_login_at: isoTime(d.get(LAST_LOGIN_FIELD)) ?? '',
  }));
}

/** The latest activities across members (collection group users/{uid}/activities): at most 2 × `limit` documents read. */
export async function lastUsersActivities(query: DashboardListQuery): Promise<LastUserActivity[]> {
  const snap = await db.collectionGroup(COLLECTIONS.activities).orderBy('created_at', 'desc').limit(query.limit).get();
  // Who each line is about, in one batched read of at most `limit` member documents.
  const members = [...new Set(snap.docs.map((d) => d.ref.parent.parent!.id))];
  const emails = new Map<string, string | null>();
  if (members.length > 0)
    for (const m of await db.getAll(...members.map((uid) => usersCol().doc(uid)))) emails.set(m.id, m.get('email') ?? null);
  return snap.docs.map((d) => ({
    id: d.id,
    uid: d.ref.parent.parent?.id ?? '',
    email: emails.get(d.ref.parent.parent?.id ?? '') ?? null,
    type: d.get('type') as ActivityType,
    description: d.get('description') ?? '',
    created_at: isoTime(d.get('created_at')) ?? '',
  }));
}
