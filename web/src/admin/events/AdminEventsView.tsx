/** /admin/events as a view: heading, filters, the range's stats, the events (loading, error, empty, Load more) and the details panel. */
import { useMemo, useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type { AdminEvent } from '@pilotmiles/core';
import { PagedListView } from '../shared/PagedListView';
import type { PagedListState } from '../shared/usePagedList';
import { EventDetailsPanel } from './EventDetailsPanel';
import { EventFilters } from './EventFilters';
import { EventsList } from './EventsList';
import { EventStatsView, type EventStatsState } from './EventStatsView';
import type { EventFilterValues } from './eventFilters';

export const NO_EVENTS = 'No events match';

export interface AdminEventsViewProps {
  filters: EventFilterValues;
  onFilters: (next: EventFilterValues) => void;
  list: PagedListState<AdminEvent>;
  stats: EventStatsState;
}

export function AdminEventsView({ filters, onFilters, list, stats }: AdminEventsViewProps) {
  const [event, setEvent] = useState<AdminEvent | null>(null);
  // Kept apart from the event so the panel keeps its content while it slides out.
  const [open, setOpen] = useState(false);
  const types = useMemo(
    () => [...new Set([...list.items.map((e) => e.event_type), ...Object.keys(stats.data?.totals_by_type ?? {})])].sort(),
    [list.items, stats.data],
  );

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1280, minWidth: 0 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          Events
        </Typography>
        <Typography color="text.secondary">
          Analytics events as the site sends them, newest first, with the range's figures and the sign-up funnel. Days are UTC; without a
          range the stats cover the last 14 days.
        </Typography>
      </Box>
      <EventFilters value={filters} onChange={onFilters} types={types} refused={list.refused ?? stats.refused} />
      <EventStatsView {...stats} />
      <Typography variant="h6" component="h2">
        Latest events
      </Typography>
      <PagedListView {...list} label="events" empty={NO_EVENTS}>
        {(items) => (
          <EventsList
            items={items}
            onDetails={(e) => {
              setEvent(e);
              setOpen(true);
            }}
          />
        )}
      </PagedListView>
      <EventDetailsPanel event={event} open={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}
