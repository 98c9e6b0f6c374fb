import { describe, expect, it } from 'vitest';
import { groupByDay } from './groupByDay';
import { makeTransaction } from '../../../testing/builders';

const today = '2026-11-21';

describe('groupByDay', () => {
  it('labels today and yesterday, dates before that, and sums each day', () => {
    const items = [
      makeTransaction({ id: 'a', amount: 50, day_key: '2026-11-21' }),
      makeTransaction({ id: 'b', amount: 500, day_key: '2026-11-21' }),
      makeTransaction({ id: 'c', amount: -1000, day_key: '2026-11-20' }),
      makeTransaction({ id: 'd', amount: 350, day_key: '2026-11-19' }),
      makeTransaction({ id: 'e', amount: -20, day_key: '2026-11-19' }),
    ];
    const groups = groupByDay(items, today, 'en-US');
    expect(groups.map((g) => [g.label, g.total, g.items.map((i) => i.id)])).toEqual([
      ['Today', 550, ['a', 'b']],
      ['Yesterday', -1000, ['c']],
      ['Thu, Nov 19', 330, ['d', 'e']],
    ]);
  });

  it("groups by the member's day each entry carries, whatever the browser's zone or the entry's UTC time", () => {
    // 03:00 UTC on the 21st, credited on the member's 20th (an evening in New York): yesterday,
    // even for a browser in Tokyo where that instant is the afternoon of the 21st.
    const items = [makeTransaction({ id: 'late', created_at: '2026-11-21T03:00:00Z', day_key: '2026-11-20' })];
    expect(groupByDay(items, today)[0]!.label).toBe('Yesterday');
    expect(groupByDay(items, '2026-11-20')[0]!.label).toBe('Today');
  });

  it('finds yesterday across a month and a year boundary', () => {
    const items = [
      makeTransaction({ id: 'nye', day_key: '2026-12-31' }),
      makeTransaction({ id: 'old', day_key: '2026-12-30' }),
    ];
    const groups = groupByDay(items, '2027-01-01', 'en-US');
    expect(groups.map((g) => g.label)).toEqual(['Yesterday', 'Wed, Dec 30, 2026']);
  });

  it('returns no groups for no entries', () => {
    expect(groupByDay([], today)).toEqual([]);
  });
});
