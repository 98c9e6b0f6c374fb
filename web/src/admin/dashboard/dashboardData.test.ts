import { describe, expect, it } from 'vitest';
import type { SummaryActivities, UserConversionTypes } from '@pilotmiles/core';
import { bucketLabel, conversionChart, earningBars, seriesChart } from './dashboardData';

describe('dashboard data', () => {
  it('labels buckets by day, week and month (UTC)', () => {
    expect(bucketLabel('day', '2026-11-03')).toBe('Nov 3');
    expect(bucketLabel('week', '2026-11-02')).toBe('Wk of Nov 2');
    expect(bucketLabel('month', '2026-01-01')).toBe('Jan 2026');
  });

  it('maps a series to labels, values and a total', () => {
    const data = seriesChart({
      period: 'day',
      from: '2026-11-01',
      to: '2026-11-02',
      points: [
        { start: '2026-11-01', value: 3 },
        { start: '2026-11-02', value: 4 },
      ],
    });
    expect(data).toEqual({ labels: ['Nov 1', 'Nov 2'], values: [3, 4], total: 7 });
  });

  it('keeps the types that earned, largest first, with their labels', () => {
    const summary: SummaryActivities = {
      from: '2026-11-01',
      to: '2026-11-30',
      types: [
        { type: 'survey', amount: 200, count: 2 },
        { type: 'offer', amount: 900, count: 3 },
        { type: 'redemption', amount: -500, count: 1 },
        { type: 'article', amount: 0, count: 0 },
      ],
    };
    expect(earningBars(summary)).toEqual([
      { label: 'Offer completed', amount: 900, count: 3 },
      { label: 'Survey completed', amount: 200, count: 2 },
    ]);
  });

  it('stacks conversions by status per kind', () => {
    const none = { pending: 0, confirmed: 0, rejected: 0, reversed: 0 };
    const data: UserConversionTypes = {
      from: '2026-11-01',
      to: '2026-11-30',
      kinds: [
        { kind: 'offer', total: 3, statuses: { ...none, pending: 1, confirmed: 2 } },
        { kind: 'shopping', total: 1, statuses: { ...none, reversed: 1 } },
        { kind: 'survey', total: 0, statuses: none },
      ],
    };
    const chart = conversionChart(data);
    expect(chart.kinds).toEqual(['Offers', 'Shopping', 'Surveys']);
    expect(chart.total).toBe(4);
    expect(chart.series.find((s) => s.status === 'confirmed')).toEqual({ status: 'confirmed', label: 'Confirmed', values: [2, 0, 0] });
    expect(chart.series.map((s) => s.label)).toEqual(['Pending', 'Confirmed', 'Rejected', 'Reversed']);
  });
});
