import { describe, expect, it } from 'vitest';
import { groupByDay } from './groupByDay';
import { makeTransaction } from '../../../testing/builders';

const now = new Date('2026-11-21T15:00:00Z');

describe('groupByDay', () => {
  it('labels today and yesterday, dates before that, and sums each day', () => {
    const items = [
      makeTransaction({ id: 'a', amount: 50, created_at: '2026-11-21T14:00:00Z' }),
      makeTransaction({ id: 'b', amount: 500, created_at: '2026-11-21T01:00:00Z' }),
      makeTransaction({ id: 'c', amount: -1000, created_at: '2026-11-20T23:59:00Z' }),
      makeTransaction({ id: 'd', amount: 350, created_at: '2026-11-19T08:00:00Z' }),
      makeTransaction({ id: 'e', amount: -20, created_at: '2026-11-19T07:00:00Z' }),
    ];
    const groups = groupByDay(items, 'UTC', now, 'en-US');
    expect(groups.map((g) => [g.label, g.total, g.items.map((i) => i.id)])).toEqual([
      ['Today', 550, ['a', 'b']],
      ['Yesterday', -1000, ['c']],
      ['Thu, Nov 19', 330, ['d', 'e']],
    ]);
  });

  it("uses the given zone's days, not UTC's", () => {
    // 03:00 UTC on the 21st is still the evening of the 20th in New York.
    const items = [makeTransaction({ id: 'late', created_at: '2026-11-21T03:00:00Z' })];
    expect(groupByDay(items, 'UTC', now)[0]!.label).toBe('Today');
    expect(groupByDay(items, 'America/New_York', now)[0]!.label).toBe('Yesterday');
  });

  it('finds yesterday across a month and a year boundary', () => {
    const newYear = new Date('2027-01-01T10:00:00Z');
    const items = [makeTransaction({ id: 'nye', created_at: '2026-12-31T10:00:00Z' }), makeTransaction({ id: 'old', created_at: '2026-12-30T10:00:00Z' })];
    const groups = groupByDay(items, 'UTC', newYear, 'en-US');
    expect(groups.map((g) => g.label)).toEqual(['Yesterday', 'Wed, Dec 30, 2026']);
  });

  it('returns no groups for no entries', () => {
    expect(groupByDay([], 'UTC', now)).toEqual([]);
  });
});
