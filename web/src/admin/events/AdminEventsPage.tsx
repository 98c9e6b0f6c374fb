/** /admin/events: GET /events with the filters in cursor pages, and GET /events/stats for the range (docs/api.md, Events). */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminEvent, EventStats } from '@pilotmiles/core';
import { api, ApiError, errorMessage } from '../../lib/api';
import { usePagedList } from '../shared/usePagedList';
import { AdminEventsView } from './AdminEventsView';
import { NO_EVENT_FILTERS, eventsQuery, statsQuery, type EventFilterValues } from './eventFilters';

export const ADMIN_EVENTS_KEY = ['admin', 'events'] as const;

export default function AdminEventsPage() {
  const [filters, setFilters] = useState<EventFilterValues>(NO_EVENT_FILTERS);
  const list = usePagedList<AdminEvent>(ADMIN_EVENTS_KEY, '/events', eventsQuery(filters));
  const range = statsQuery(filters);
  const stats = useQuery({
    queryKey: [...ADMIN_EVENTS_KEY, 'stats', range],
    queryFn: ({ signal }) => api<EventStats>('/events/stats', { signal, query: range }),
  });
  return (
    <AdminEventsView
      filters={filters}
      onFilters={setFilters}
      list={list}
      stats={{
        status: stats.data ? 'ready' : stats.isError ? 'error' : 'loading',
        data: stats.data,
        error: stats.isError ? errorMessage(stats.error) : null,
        refused:
          stats.error instanceof ApiError && stats.error.status === 400 && stats.error.field
            ? { field: stats.error.field, message: stats.error.message }
            : null,
        onRetry: () => void stats.refetch(),
      }}
    />
  );
}
