/** Events as a table on wide screens (When, Type, Member, Session, Page, Details) and as cards on phones. */
import { Box, TableCell, Typography } from '@mui/material';
import type { AdminEvent } from '@pilotmiles/core';
import { CardHeading, Code, CodeChip, DetailsButton, ResponsiveList } from '../shared/ResponsiveList';
import { formatDateTime } from '../shared/format';

export interface EventsListProps {
  items: AdminEvent[];
  onDetails: (event: AdminEvent) => void;
}

export function EventsList({ items, onDetails }: EventsListProps) {
  const details = (e: AdminEvent) => (
    <DetailsButton name={`${e.event_type} at ${formatDateTime(e.created_at)}`} onClick={() => onDetails(e)} />
  );
  return (
    <ResponsiveList
      label="Events"
      items={items}
      head={
        <>
          <TableCell>When</TableCell>
          <TableCell>Type</TableCell>
          <TableCell>Member</TableCell>
          <TableCell>Session</TableCell>
          <TableCell>Page</TableCell>
          <TableCell align="right">Details</TableCell>
        </>
      }
      card={(e) => (
        <>
          <CardHeading chip={<CodeChip label={e.event_type} />} at={e.created_at} />
          {e.page_url && (
            <Box sx={{ mt: 1 }}>
              <Code>{e.page_url}</Code>
            </Box>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {e.uid ? `Member ${e.uid}` : 'Signed out'} · Session {e.session_id}
          </Typography>
          <Box sx={{ mt: 1.5, textAlign: 'right' }}>{details(e)}</Box>
        </>
      )}
      row={(e) => (
        <>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.created_at)}</TableCell>
          <TableCell sx={{ maxWidth: 200 }}>
            <CodeChip label={e.event_type} />
          </TableCell>
          <TableCell sx={{ maxWidth: 180 }}>{e.uid ? <Code noWrap>{e.uid}</Code> : '—'}</TableCell>
          <TableCell sx={{ maxWidth: 160 }}>
            <Code noWrap>{e.session_id}</Code>
          </TableCell>
          <TableCell sx={{ minWidth: 160, maxWidth: 300 }}>{e.page_url ? <Code>{e.page_url}</Code> : '—'}</TableCell>
          <TableCell align="right">{details(e)}</TableCell>
        </>
      )}
    />
  );
}
