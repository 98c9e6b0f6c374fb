/** One event in the side panel: type, when, member, session, page, and its event_data as JSON. */
import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import type { AdminEvent } from '@pilotmiles/core';
import { SidePanel } from '../shared/SidePanel';
import { formatDateTime } from '../shared/format';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

export function EventDetailsPanel({ event, open, onClose }: { event: AdminEvent | null; open: boolean; onClose: () => void }) {
  return (
    <SidePanel item={event} open={open} onClose={onClose} title="Event" closeLabel="Close event" width={560} spacing={2}>
      {(e) => (
        <>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5 }}>
            <Fact term="Type">{e.event_type}</Fact>
            <Fact term="When">{formatDateTime(e.created_at)}</Fact>
            <Fact term="Member">{e.uid ?? 'Signed out'}</Fact>
            <Fact term="Session">{e.session_id}</Fact>
            <Fact term="Page">{e.page_url ?? '—'}</Fact>
            <Fact term="Event id">{e.id}</Fact>
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
              Event data
            </Typography>
            <Paper
              variant="outlined"
              component="pre"
              aria-label="Event data"
              sx={{ m: 0, p: 1.5, bgcolor: 'grey.50', fontSize: 12, overflow: 'auto', maxHeight: { xs: 300, sm: '60vh' }, whiteSpace: 'pre' }}
            >
              {JSON.stringify(e.event_data, null, 2)}
            </Paper>
          </Box>
        </>
      )}
    </SidePanel>
  );
}
