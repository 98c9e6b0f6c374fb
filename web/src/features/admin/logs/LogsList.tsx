/** Audit entries as a table on wide screens (When, Who, Action, Target, Reason, Details) and as cards on phones. */
import { Box, Button, Chip, TableCell, TableRow, Typography } from '@mui/material';
import type { AdminLogEntry } from '@pilotmiles/core';
import { CardList, ListCard, ListTable, useWideList } from '../shared/ListLayout';
import { Member } from '../shared/Member';
import { formatDateTime } from '../shared/format';

export interface LogsListProps {
  items: AdminLogEntry[];
  onDetails: (entry: AdminLogEntry) => void;
}

const LABEL = 'Audit entries';

const ActionChip = ({ action }: { action: string }) => (
  <Chip size="small" label={action} variant="outlined" sx={{ fontFamily: 'monospace', maxWidth: '100%' }} />
);

const Code = ({ children }: { children: string }) => (
  <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
    {children}
  </Typography>
);

const details = (entry: AdminLogEntry, onDetails: LogsListProps['onDetails']) => (
  <Button size="small" variant="outlined" onClick={() => onDetails(entry)} aria-label={`Details of ${entry.action} on ${entry.target}`}>
    Details
  </Button>
);

export function LogsList({ items, onDetails }: LogsListProps) {
  const wide = useWideList();
  if (!wide)
    return (
      <CardList label={LABEL}>
        {items.map((e) => (
          <ListCard key={e.id}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <ActionChip action={e.action} />
              <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                {formatDateTime(e.created_at)}
              </Typography>
            </Box>
            <Box sx={{ mt: 1 }}>
              <Code>{e.target}</Code>
            </Box>
            <Box sx={{ mt: 1 }}>
              <Member email={e.actor_email} uid={e.actor} />
            </Box>
            {e.reason && (
              <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                “{e.reason}”
              </Typography>
            )}
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
          <TableCell>Who</TableCell>
          <TableCell>Action</TableCell>
          <TableCell>Target</TableCell>
          <TableCell>Reason</TableCell>
          <TableCell align="right">Details</TableCell>
        </>
      }
    >
      {items.map((e) => (
        <TableRow key={e.id} hover sx={{ verticalAlign: 'top' }}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.created_at)}</TableCell>
          <TableCell sx={{ width: 200, maxWidth: 200 }}>
            <Member email={e.actor_email} uid={e.actor} noWrap />
          </TableCell>
          <TableCell sx={{ maxWidth: 200 }}>
            <ActionChip action={e.action} />
          </TableCell>
          <TableCell sx={{ minWidth: 200, maxWidth: 260 }}>
            <Code>{e.target}</Code>
          </TableCell>
          <TableCell sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>{e.reason ?? '—'}</TableCell>
          <TableCell align="right">{details(e, onDetails)}</TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
