/**
 * The dashboard's charts (MUI X Charts), in their own chunk: AdminDashboardsView loads this module
 * with React.lazy so the admin index paints its figures before the chart library arrives.
 */
import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ConversionChartData, EarningBar, SeriesChartData } from './dashboardData';

export type DashboardChartProps = { title: string; height?: number } & (
  | { kind: 'line'; data: SeriesChartData; label: string }
  | { kind: 'bars'; data: SeriesChartData; label: string }
  | { kind: 'earning'; data: EarningBar[] }
  | { kind: 'conversions'; data: ConversionChartData }
);

const pm = new Intl.NumberFormat('en-US');

export default function DashboardChart(props: DashboardChartProps) {
  const height = props.height ?? 260;
  return (
    <Box role="figure" aria-label={props.title} sx={{ width: '100%', minWidth: 0 }}>
      {props.kind === 'line' && (
        <LineChart
          height={height}
          xAxis={[{ scaleType: 'point', data: props.data.labels }]}
          yAxis={[{ tickMinStep: 1, width: 40 }]}
          series={[{ data: props.data.values, label: props.label, area: true, showMark: false }]}
          hideLegend
        />
      )}
      {props.kind === 'bars' && (
        <BarChart
          height={height}
          xAxis={[{ scaleType: 'band', data: props.data.labels }]}
          yAxis={[{ tickMinStep: 1, width: 40 }]}
          series={[{ data: props.data.values, label: props.label, color: '#2e7d32' }]}
          hideLegend
        />
      )}
      {props.kind === 'earning' && (
        <BarChart
          height={Math.max(height, 40 * props.data.length + 60)}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: props.data.map((b) => b.label), width: 130 }]}
          xAxis={[{ tickMinStep: 1 }]}
          series={[{ data: props.data.map((b) => b.amount), label: 'PM earned', valueFormatter: (v) => `${pm.format(v ?? 0)} PM` }]}
          hideLegend
        />
      )}
      {props.kind === 'conversions' && (
        <BarChart
          height={height}
          xAxis={[{ scaleType: 'band', data: props.data.kinds }]}
          yAxis={[{ tickMinStep: 1, width: 40 }]}
          series={props.data.series.map((s) => ({ data: s.values, label: s.label, stack: 'status' }))}
        />
      )}
    </Box>
  );
}
