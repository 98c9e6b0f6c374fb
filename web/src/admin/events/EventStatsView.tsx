/** The stats above the events list, for the chosen range: totals per type, sessions, landing visits, top pages, and the funnel. */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { EventStats, FieldError } from '@pilotmiles/core';
import { ErrorState } from '../../components/feedback/ErrorState';
import { FunnelSteps } from '../shared/FunnelSteps';
import { REFUSED_FILTER } from '../shared/PagedListView';
import { formatDay } from '../shared/format';

export interface EventStatsState {
  status: 'loading' | 'error' | 'ready';
  data: EventStats | undefined;
  error: string | null;
  /** The server refused the range (a 400 naming a field): the filter shows why. */
  refused: FieldError | null;
  onRetry: () => void;
}

const count = new Intl.NumberFormat('en-US');

function StatCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {count.format(value)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

function CountTable({ label, head, rows, empty }: { label: string; head: string; rows: Array<[string, number]>; empty: string }) {
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return (
    <Table size="small" aria-label={label} sx={{ '& td, & th': { px: 1 }, tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow sx={{ '& th': { fontWeight: 700, color: 'text.secondary' } }}>
          <TableCell>{head}</TableCell>
          <TableCell align="right" sx={{ width: 80 }}>
            Count
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([name, n]) => (
          <TableRow key={name}>
            <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{name}</TableCell>
            <TableCell align="right">{count.format(n)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function EventStatsView({ status, data, error, refused, onRetry }: EventStatsState) {
  if (status === 'loading' || (status === 'ready' && !data))
    return <Skeleton variant="rounded" height={180} role="progressbar" aria-label="Loading event stats" />;
  if (status === 'error' || !data)
    return refused ? <ErrorState message={REFUSED_FILTER} /> : <ErrorState message={error ?? ''} onRetry={onRetry} />;
  const sum = (pick: (d: EventStats['days'][number]) => number) => data.days.reduce((n, d) => n + pick(d), 0);
  const types = Object.entries(data.totals_by_type).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return (
    <Box component="section" aria-labelledby="event-stats-heading" sx={{ minWidth: 0 }}>
      <Typography id="event-stats-heading" variant="h6" component="h2">
        Stats
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {formatDay(data.from)} – {formatDay(data.to)} (UTC)
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: 2 }}>
        <StatCard title="Traffic">
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))', gap: 1.5 }}>
            <Figure label="Events" value={sum((d) => d.events)} />
            <Figure label="Unique sessions" value={sum((d) => d.unique_sessions)} />
            <Figure label="Landing visits" value={sum((d) => d.landing_visits)} />
          </Box>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            Sessions are counted per day and added up.
          </Typography>
        </StatCard>
        <StatCard title="Events by type">
          <CountTable label="Events by type" head="Type" rows={types} empty="No events in this range" />
        </StatCard>
        <StatCard title="Top pages">
          <CountTable label="Top pages" head="Page" rows={data.top_pages.map((p) => [p.path, p.count])} empty="No page views in this range" />
        </StatCard>
        <StatCard title="Funnel">
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
            Members reaching each step; % of the step before.
          </Typography>
          <FunnelSteps funnel={data.funnel} />
        </StatCard>
      </Box>
    </Box>
  );
}
