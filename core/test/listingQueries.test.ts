/**
 * Every listing route's query: its page bounds, cursor or offset, day range, and the exact message
 * each bad value answers (the API returns them as "field: message"). Staff's audit log, events and
 * dashboard lists word a bad limit for their forms; the other listings answer zod's own wording.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  activitiesQuery,
  adminConversionsQuery,
  adminLogsQuery,
  adminPayoutsQuery,
  adminShopClaimsQuery,
  dashboardListQuery,
  dashboardQuery,
  describeZodError,
  entrantsQuery,
  eventStatsQuery,
  eventsQuery,
  membersQuery,
  missingCreditClaimsQuery,
  offersQuery,
  payoutsQuery,
  shoppingQuery,
  sweepstakesQuery,
  transactionsQuery,
} from '../src';

const answer = (schema: z.ZodType, query: Record<string, unknown>) => {
  const r = schema.safeParse(query);
  return r.success ? { ok: r.data as Record<string, unknown> } : { error: describeZodError(r.error, 'query').message };
};

interface LimitWords {
  low: string;
  high: string;
  nan: string;
  fraction: string;
}
const zodWords = (max: number): LimitWords => ({
  low: 'Too small: expected number to be >=1',
  high: `Too big: expected number to be <=${max}`,
  nan: 'Invalid input: expected number, received NaN',
  fraction: 'Invalid input: expected int, received number',
});
const staffWords = (max: number, nan: string): LimitWords => ({
  low: 'must be at least 1',
  high: `must be at most ${max}`,
  nan,
  fraction: 'must be a whole number',
});

/** [route, schema, largest limit, default limit, words, the cursor's longest id, or 'offset', or none]. */
const LISTINGS: Array<[string, z.ZodType, number, number, LimitWords, number | 'offset' | null]> = [
  ['GET /users/transactions-history', transactionsQuery, 100, 20, zodWords(100), 200],
  ['GET /swaarm/offers', offersQuery, 200, 200, zodWords(200), 'offset'],
  ['GET /admin/swaarm-conversions', adminConversionsQuery, 100, 25, zodWords(100), 300],
  ['GET /admin/swaarm-conversions/claims', missingCreditClaimsQuery, 100, 25, zodWords(100), 300],
  ['GET /admin/last-login-users', dashboardListQuery, 50, 10, staffWords(50, 'must be a number'), null],
  ['GET /users/{id}/payouts', payoutsQuery, 100, 25, zodWords(100), 128],
  ['GET /admin/rewards/payouts', adminPayoutsQuery, 100, 25, zodWords(100), 128],
  ['GET /users/admin', membersQuery, 100, 25, zodWords(100), 128],
  ['GET /users/{id}/activities', activitiesQuery, 100, 25, zodWords(100), 128],
  ['GET /shopping', shoppingQuery, 96, 48, zodWords(96), 'offset'],
  ['GET /admin/shopping-claims', adminShopClaimsQuery, 100, 25, zodWords(100), 300],
  ['GET /admin/logs', adminLogsQuery, 100, 50, staffWords(100, 'enter a whole number'), 100],
  ['GET /events', eventsQuery, 100, 50, staffWords(100, 'enter a whole number'), 100],
  ['GET /sweepstakes', sweepstakesQuery, 50, 20, zodWords(50), 128],
  ['GET /sweepstakes/{id}/entries', entrantsQuery, 50, 20, zodWords(50), 128],
];

describe.each(LISTINGS)('%s', (_route, schema, max, fallback, words, paging) => {
  it('pages by limit, from 1 to its largest, with its default', () => {
    expect(answer(schema, {}).ok?.limit).toBe(fallback);
    expect(answer(schema, { limit: '1' }).ok?.limit).toBe(1);
    expect(answer(schema, { limit: String(max) }).ok?.limit).toBe(max);
    expect(answer(schema, { limit: ` ${max} ` }).ok?.limit).toBe(max);
  });

  it('answers each bad limit with its message', () => {
    expect(answer(schema, { limit: String(max + 1) }).error).toBe(`limit: ${words.high}`);
    expect(answer(schema, { limit: '0' }).error).toBe(`limit: ${words.low}`);
    expect(answer(schema, { limit: '-3' }).error).toBe(`limit: ${words.low}`);
    expect(answer(schema, { limit: '' }).error).toBe(`limit: ${words.low}`);
    expect(answer(schema, { limit: 'ten' }).error).toBe(`limit: ${words.nan}`);
    expect(answer(schema, { limit: ['1', '2'] }).error).toBe(`limit: ${words.nan}`);
    expect(answer(schema, { limit: '1.5' }).error).toBe(`limit: ${words.fraction}`);
  });

  it('takes the cursor or offset it pages by, and refuses the other', () => {
    if (typeof paging === 'number') {
      expect(answer(schema, { cursor: 'x'.repeat(paging) }).ok?.cursor).toBe('x'.repeat(paging));
      expect(answer(schema, { cursor: 'x'.repeat(paging + 1) }).error).toBe(`cursor: Too big: expected string to have <=${paging} characters`);
      expect(answer(schema, { cursor: '' }).error).toBe('cursor: Too small: expected string to have >=1 characters');
      expect(answer(schema, { cursor: 'a/b' }).error).toBe('cursor: not a valid id');
      expect(answer(schema, { cursor: '__name__' }).error).toBe('cursor: not a valid id');
    } else expect(answer(schema, { cursor: 'abc' }).error).toBe('cursor: unknown field');
    if (paging === 'offset') {
      expect(answer(schema, {}).ok?.offset).toBe(0);
      expect(answer(schema, { offset: '100000' }).ok?.offset).toBe(100_000);
      expect(answer(schema, { offset: '100001' }).error).toBe('offset: Too big: expected number to be <=100000');
      expect(answer(schema, { offset: '-1' }).error).toBe('offset: Too small: expected number to be >=0');
      expect(answer(schema, { offset: 'x' }).error).toBe('offset: Invalid input: expected number, received NaN');
    } else expect(answer(schema, { offset: '0' }).error).toBe('offset: unknown field');
  });
});

const ISO_DAY = { malformed: 'must be a date (YYYY-MM-DD)', unreal: 'must be a date (YYYY-MM-DD)' };
const CALENDAR_DAY = { malformed: 'must be a date as YYYY-MM-DD', unreal: 'must be a real date' };

/** [route, schema, first day's field, last day's field, day words, the field a reversed range names]. */
const RANGES: Array<[string, z.ZodType, string, string, typeof ISO_DAY, string]> = [
  ['GET /admin/rewards/payouts', adminPayoutsQuery, 'from', 'to', ISO_DAY, 'from'],
  ['GET /users/admin', membersQuery, 'created_from', 'created_to', ISO_DAY, 'created_from'],
  ['GET /admin/logs', adminLogsQuery, 'from', 'to', CALENDAR_DAY, 'to'],
  ['GET /events', eventsQuery, 'from', 'to', CALENDAR_DAY, 'to'],
  ['GET /events/stats', eventStatsQuery, 'from', 'to', CALENDAR_DAY, 'to'],
  ['GET /admin/active-users-per-period (and the other charts)', dashboardQuery, 'from', 'to', ISO_DAY, 'to'],
];

describe.each(RANGES)('%s days', (_route, schema, from, to, words, reversedOn) => {
  it('takes either end, both, or neither', () => {
    expect(answer(schema, { [from]: '2024-01-01', [to]: '2024-01-31' }).ok).toMatchObject({ [from]: '2024-01-01', [to]: '2024-01-31' });
    expect(answer(schema, { [from]: '2024-01-01', [to]: '2024-01-01' }).ok).toBeDefined();
    expect(answer(schema, { [to]: '2999-12-31' }).ok).toBeDefined();
    expect(answer(schema, { [from]: '1970-01-01' }).ok).toBeDefined();
  });

  it('answers each bad day and a reversed range with its message', () => {
    expect(answer(schema, { [from]: '2024-1-5' }).error).toBe(`${from}: ${words.malformed}`);
    expect(answer(schema, { [to]: '2024-02-30' }).error).toBe(`${to}: ${words.unreal}`);
    expect(answer(schema, { [from]: '1969-12-31' }).error).toBe(`${from}: must be between 1970-01-01 and 2999-12-31`);
    expect(answer(schema, { [to]: '3000-01-01' }).error).toBe(`${to}: must be between 1970-01-01 and 2999-12-31`);
    const other = reversedOn === from ? to : from;
    const message = reversedOn === from ? `must not be after ${other}` : `must be on or after ${other}`;
    expect(answer(schema, { [from]: '2024-01-02', [to]: '2024-01-01' }).error).toBe(`${reversedOn}: ${message}`);
  });
});

describe('ranges with a longest span', () => {
  it('GET /events/stats covers at most 92 days', () => {
    expect(answer(eventStatsQuery, { from: '2024-01-01', to: '2024-04-01' }).ok).toBeDefined();
    expect(answer(eventStatsQuery, { from: '2024-01-01', to: '2024-04-02' }).error).toBe('from: the range may cover at most 92 days');
  });

  it('the dashboards refuse more buckets than a chart shows', () => {
    expect(answer(dashboardQuery, { from: '2023-01-01', to: '2024-12-31' }).error).toBe(
      'from: the range spans more than 92 days: shorten it or pick a longer period',
    );
    expect(answer(dashboardQuery, { period: 'month', from: '2023-01-01', to: '2024-12-31' }).ok).toBeDefined();
  });
});

describe('the first problem named is the first field in the query', () => {
  it('staff lists name a bad day before a bad limit; the others the limit first', () => {
    expect(answer(adminLogsQuery, { limit: '0', from: 'bad' }).error).toBe('from: must be a date as YYYY-MM-DD');
    expect(answer(adminPayoutsQuery, { limit: '0', from: 'bad' }).error).toBe('from: must be a date (YYYY-MM-DD)');
    expect(answer(membersQuery, { limit: '0', created_from: 'bad' }).error).toBe('created_from: must be a date (YYYY-MM-DD)');
    expect(answer(transactionsQuery, { limit: '0', cursor: '' }).error).toBe('limit: Too small: expected number to be >=1');
  });
});
