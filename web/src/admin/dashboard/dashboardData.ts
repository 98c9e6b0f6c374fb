/**
 * From the dashboard calls' answers to what the charts draw (kept apart from MUI X Charts so it is
 * tested without them). Days are UTC, as the server buckets them.
 */
import {
  CONVERSION_STATUSES,
  CONVERSION_STATUS_LABELS,
  TRANSACTION_LABELS,
  type DashboardPeriod,
  type DashboardSeries,
  type SummaryActivities,
  type UserConversionTypes,
} from '@pilotmiles/core';

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A bucket's label on the x axis: "Nov 3", "Wk of Nov 3" or "Nov 2026". */
export function bucketLabel(period: DashboardPeriod, start: string): string {
  const date = new Date(`${start}T00:00:00Z`);
  if (period === 'month') return monthFormat.format(date);
  return period === 'week' ? `Wk of ${dayFormat.format(date)}` : dayFormat.format(date);
}

export interface SeriesChartData {
  labels: string[];
  values: number[];
  total: number;
}

export function seriesChart(series: DashboardSeries): SeriesChartData {
  const values = series.points.map((p) => p.value);
  return {
    labels: series.points.map((p) => bucketLabel(series.period, p.start)),
    values,
    total: values.reduce((a, b) => a + b, 0),
  };
}

export interface EarningBar {
  label: string;
  amount: number;
  count: number;
}

/** PM earned per activity: types that credited something, largest first (spends and reversals left out). */
export function earningBars(summary: SummaryActivities): EarningBar[] {
  return summary.types
    .filter((t) => t.amount > 0)
    .map((t) => ({ label: TRANSACTION_LABELS[t.type], amount: t.amount, count: t.count }))
    .sort((a, b) => b.amount - a.amount);
}

const KIND_LABELS = { offer: 'Offers', shopping: 'Shopping', survey: 'Surveys' } as const;

export interface ConversionChartData {
  kinds: string[];
  /** One stacked series per status, values in the order of `kinds`. */
  series: Array<{ status: string; label: string; values: number[] }>;
  total: number;
}

export function conversionChart(data: UserConversionTypes): ConversionChartData {
  return {
    kinds: data.kinds.map((k) => KIND_LABELS[k.kind]),
    series: CONVERSION_STATUSES.map((status) => ({
      status,
      label: CONVERSION_STATUS_LABELS[status],
      values: data.kinds.map((k) => k.statuses[status]),
    })),
    total: data.kinds.reduce((n, k) => n + k.total, 0),
  };
}
