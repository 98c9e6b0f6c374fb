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
import { DAY_RANGE_MESSAGE, inDayRange } from './common';

const dashboardDay = z.iso.date('must be a date (YYYY-MM-DD)').refine(inDayRange, DAY_RANGE_MESSAGE);

/** The message of a range that spans too many buckets (field `from`). */
export const dashboardRangeTooLong = (period: string) =>
  `the range spans more than ${DASHBOARD_MAX_BUCKETS} ${period}s: shorten it or pick a longer period`;

/** GET /admin/{active,new}-users-per-period, /admin/summary-activities, /admin/user-conversion-types. */
export const dashboardQuery = z
  .object({
    period: z.enum(DASHBOARD_PERIODS, { error: 'must be day, week or month' }).default('day'),
    from: dashboardDay.optional(),
    to: dashboardDay.optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' });
    else if (bucketCount(q.period, q.from, q.to, DASHBOARD_MAX_BUCKETS) > DASHBOARD_MAX_BUCKETS)
      ctx.addIssue({ code: 'custom', path: ['from'], message: dashboardRangeTooLong(q.period) });
  });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** GET /admin/last-login-users and /admin/last-users-activities. */
export const dashboardListQuery = z
  .object({
    limit: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(DASHBOARD_LIST_MAX, `must be at most ${DASHBOARD_LIST_MAX}`)
      .default(DASHBOARD_LIST_DEFAULT),
  })
  .strict();
export type DashboardListQuery = z.infer<typeof dashboardListQuery>;
