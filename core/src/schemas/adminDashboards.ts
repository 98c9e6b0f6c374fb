/**
 * Queries of the staff dashboards (docs/admin.md "Dashboards"): a period, an optional
 * range of UTC days, and a list size. The range is checked here when both ends are given; the
 * server checks it again once the defaults are filled in.
 */
import { z } from 'zod';
import {
  DASHBOARD_LIST_DEFAULT,
  DASHBOARD_LIST_MAX,
  DASHBOARD_MAX_BUCKETS,
  DASHBOARD_PERIODS,
  bucketCount,
} from '../admin/dashboards';
import { isoDay } from './common';
import { dayRangeInOrder, dayRangeQuery, limitQuery } from './listing';

const DAYS = { day: isoDay } as const;

/** The message of a range that spans too many buckets (field `from`). */
export const dashboardRangeTooLong = (period: string) =>
  `the range spans more than ${DASHBOARD_MAX_BUCKETS} ${period}s: shorten it or pick a longer period`;

/** GET /admin/{active,new}-users-per-period, /admin/summary-activities, /admin/user-conversion-types. */
export const dashboardQuery = z
  .object({
    period: z.enum(DASHBOARD_PERIODS, { error: 'must be day, week or month' }).default('day'),
    ...dayRangeQuery(DAYS),
  })
  .strict()
  .refine(...dayRangeInOrder(DAYS))
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from <= q.to && bucketCount(q.period, q.from, q.to, DASHBOARD_MAX_BUCKETS) > DASHBOARD_MAX_BUCKETS)
      ctx.addIssue({ code: 'custom', path: ['from'], message: dashboardRangeTooLong(q.period) });
  });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** GET /admin/last-login-users and /admin/last-users-activities. */
export const dashboardListQuery = z
  .object({
    ...limitQuery({ max: DASHBOARD_LIST_MAX, default: DASHBOARD_LIST_DEFAULT, notANumber: 'must be a number' }),
  })
  .strict();
export type DashboardListQuery = z.infer<typeof dashboardListQuery>;
