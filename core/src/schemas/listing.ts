/**
 * The query fields every listing route shares: the page size, the cursor or offset it pages by,
 * and a range of days. Each route sets its own bounds; the messages are the ones the API answers
 * (core/test/listingQueries.test.ts pins them per route). Spread the fields where they sit in the
 * route's query: the first field with a problem is the one a 400 names.
 */
import { z } from 'zod';
import { calendarDay, documentId, isoDay } from './common';

/** The furthest an offset-paged listing reads. */
const LISTING_OFFSET_MAX = 100_000;

export interface PageOptions {
  /** The largest page a caller may ask for. */
  max: number;
  /** The page size when `limit` is absent. */
  default: number;
  /**
   * Staff's forms show a bad limit under the field, so their listings word it ('must be at least
   * 1', 'must be a whole number', ...) with this message for one that is not a number; the others
   * answer zod's own wording.
   */
  notANumber?: string;
}

const pageLimit = ({ max, default: fallback, notANumber }: PageOptions) =>
  (notANumber === undefined
    ? z.coerce.number().int().min(1).max(max)
    : z.coerce
        .number({ error: notANumber })
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(max, `must be at most ${max}`)
  ).default(fallback);

/** A listing of the newest few, without further pages: `limit`. */
export const limitQuery = (options: PageOptions) => ({ limit: pageLimit(options) });

/** Cursor pages: `limit`, and `cursor`, the last item's id on the page before (at most `cursorMax` characters). */
export const pageQuery = (options: PageOptions & { cursorMax: number }) => ({
  limit: pageLimit(options),
  cursor: documentId(options.cursorMax).optional(),
});

/** Offset pages over an in-memory list: `limit` and `offset` (0 to LISTING_OFFSET_MAX). */
export const offsetPageQuery = (options: PageOptions) => ({
  limit: pageLimit(options),
  offset: z.coerce.number().int().min(0).max(LISTING_OFFSET_MAX).default(0),
});

export interface DayRangeOptions<F extends string, T extends string> {
  /** How a day is checked: calendarDay (the default) or isoDay, each with its own messages. */
  day?: typeof calendarDay | typeof isoDay;
  /** The fields' names: `from` and `to` unless a route names them for what they filter. */
  from?: F;
  to?: T;
  /**
   * The end a reversed range names: the last ('to: must be on or after from', the default) or the
   * first ('from: must not be after to').
   */
  reversedOn?: 'first' | 'last';
}

/** A range of UTC days, both included, either end optional: spread into the query's fields. */
export function dayRangeQuery<F extends string = 'from', T extends string = 'to'>(
  options: DayRangeOptions<F, T> = {},
): Record<F | T, z.ZodOptional<typeof calendarDay | typeof isoDay>> {
  const { day = calendarDay, from = 'from', to = 'to' } = options;
  return { [from]: day.optional(), [to]: day.optional() } as Record<F | T, z.ZodOptional<typeof calendarDay | typeof isoDay>>;
}

/** The refinement that keeps a range in order (the same options as dayRangeQuery): `.refine(...dayRangeInOrder(options))`. */
export function dayRangeInOrder<F extends string = 'from', T extends string = 'to'>(options: DayRangeOptions<F, T> = {}) {
  const { from = 'from' as F, to = 'to' as T } = options;
  const on = options.reversedOn === 'first' ? from : to;
  const check = (q: Partial<Record<F | T, string>>) => {
    const first = q[from];
    const last = q[to];
    return !first || !last || first <= last;
  };
  const message = on === from ? `must not be after ${to}` : `must be on or after ${from}`;
  const params: { message: string; path: PropertyKey[] } = { message, path: [on] };
  return [check, params] as const;
}
