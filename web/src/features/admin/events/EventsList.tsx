/** Events as a table on wide screens (When, Type, Member, Session, Page, Details) and as cards on phones. */
import { Box, Button, Chip, TableCell, TableRow, Typography } from '@mui/material';
import type { AdminEvent } from '@pilotmiles/core';
import { CardList, ListCard, ListTable, useWideList } from '../shared/ListLayout';
import { formatDateTime } from '../shared/format';

export interface EventsListProps {
  items: AdminEvent[];
  onDetails: (event: AdminEvent) => void;
}

const LABEL = 'Events';

const TypeChip = ({ type }: { type: string }) => (
  <Chip size="small" label={type} variant="outlined" sx={{ fontFamily: 'monospace', maxWidth: '100%' }} />
);

const Code = ({ children, noWrap = false }: { children: string; noWrap?: boolean }) => (
  <Typography
    variant="body2"
    component="span"
    title={children}
    sx={{ fontFamily: 'monospace', display: 'block', ...(noWrap ? { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }) }}
  >
    {children}
  </Typography>
);

const details = (event: AdminEvent, onDetails: EventsListProps['onDetails']) => (
  <Button size="small" variant="outlined" onClick={() => onDetails(event)} aria-label={`Details of ${event.event_type} at ${formatDateTime(event.created_at)}`}>
    Details
  </Button>
);

export function EventsList({ items, onDetails }: EventsListProps) {
  const wide = useWideList();
  if (!wide)
    return (
      <CardList label={LABEL}>
        {items.map((e) => (
          <ListCard key={e.id}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <TypeChip type={e.event_type} />
              <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                {formatDateTime(e.created_at)}
              </Typography>
            </Box>
            {e.page_url && (
              <Box sx={{ mt: 1 }}>
                <Code>{e.page_url}</Code>
              </Box>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {e.uid ? `Member ${e.uid}` : 'Signed out'} · Session {e.session_id}
            </Typography>
            <Box sx={{ mt: 1.5, textAlign: 'right' }}>{details(e, onDetails)}</Box>
          </ListCard>
        ))}
      </CardList>
    );
  return (
    <ListTable
      label={LABEL}
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
    >
      {items.map((e) => (
        <TableRow key={e.id} hover sx={{ verticalAlign: 'top' }}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.created_at)}</TableCell>
          <TableCell sx={{ maxWidth: 200 }}>
            <TypeChip type={e.event_type} />
          </TableCell>
          <TableCell sx={{ maxWidth: 180 }}>{e.uid ? <Code noWrap>{e.uid}</Code> : '—'}</TableCell>
          <TableCell sx={{ maxWidth: 160 }}>
            <Code noWrap>{e.session_id}</Code>
          </TableCell>
          <TableCell sx={{ minWidth: 160, maxWidth: 300 }}>{e.page_url ? <Code>{e.page_url}</Code> : '—'}</TableCell>
          <TableCell align="right">{details(e, onDetails)}</TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
