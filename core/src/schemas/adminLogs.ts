/** GET /admin/logs (core/src/admin/logs.ts): the audit trail's filters and paging. */
import { z } from 'zod';
import { dayRangeInOrder, dayRangeQuery, pageQuery } from './listing';
import { ADMIN_LOGS_PAGE_MAX, ADMIN_LOGS_PAGE_SIZE } from '../admin/logs';

const filterText = (max: number) => z.string().trim().min(1, 'required').max(max, `must be at most ${max} characters`);

export const adminLogsQuery = z
  .object({
    /** The staff member's uid, or their e-mail (resolved to the uid). */
    actor: filterText(320).optional(),
    action: filterText(100)
      .regex(/^[A-Za-z0-9_.:-]+$/, 'must be an action such as config.update')
      .optional(),
    /** Exact ('users/abc'), or a prefix ending in '/' or '*' ('users/', 'config/daily*'). */
    target: filterText(300)
      .refine((t) => t !== '*', 'must name at least the start of a target')
      .optional(),
    /** Days in UTC, both included. */
    ...dayRangeQuery(),
    ...pageQuery({ max: ADMIN_LOGS_PAGE_MAX, default: ADMIN_LOGS_PAGE_SIZE, notANumber: 'enter a whole number', cursorMax: 100 }),
  })
  .strict()
  .refine(...dayRangeInOrder());
export type AdminLogsQuery = z.infer<typeof adminLogsQuery>;
