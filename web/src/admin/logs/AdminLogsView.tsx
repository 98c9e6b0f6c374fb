/** /admin/logs as a view: heading, filters, the entries (loading, error, empty, Load more) and the details panel. */
import { useMemo, useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type { AdminLogEntry } from '@pilotmiles/core';
import { PagedListView } from '../shared/PagedListView';
import type { PagedListState } from '../shared/usePagedList';
import { LogDetailsPanel } from './LogDetailsPanel';
import { LogFilters } from './LogFilters';
import { LogsList } from './LogsList';
import type { LogFilterValues } from './logFilters';

export const NO_ENTRIES = 'No audit entries match';

export interface AdminLogsViewProps {
  filters: LogFilterValues;
  onFilters: (next: LogFilterValues) => void;
  list: PagedListState<AdminLogEntry>;
}

export function AdminLogsView({ filters, onFilters, list }: AdminLogsViewProps) {
  const [entry, setEntry] = useState<AdminLogEntry | null>(null);
  // Kept apart from the entry so the panel keeps its content while it slides out.
  const [open, setOpen] = useState(false);
  const actions = useMemo(() => [...new Set(list.items.map((e) => e.action))].sort(), [list.items]);

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1280, minWidth: 0 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          Audit log
        </Typography>
        <Typography color="text.secondary">
          Every staff action, newest first: who did what to which target, the state before and after, and why. Entries
          cannot be edited or deleted.
        </Typography>
      </Box>
      <LogFilters value={filters} onChange={onFilters} actions={actions} refused={list.refused} />
      <PagedListView {...list} label="audit entries" empty={NO_ENTRIES}>
        {(items) => (
          <LogsList
            items={items}
            onDetails={(e) => {
              setEntry(e);
              setOpen(true);
            }}
          />
        )}
      </PagedListView>
      <LogDetailsPanel entry={entry} open={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}
