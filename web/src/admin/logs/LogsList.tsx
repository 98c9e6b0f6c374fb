/** Audit entries as a table on wide screens (When, Who, Action, Target, Reason, Details) and as cards on phones. */
import { Box, TableCell, Typography } from '@mui/material';
import type { AdminLogEntry } from '@pilotmiles/core';
import { Member } from '../shared/Member';
import { CardHeading, Code, CodeChip, DetailsButton, ResponsiveList } from '../shared/ResponsiveList';
import { formatDateTime } from '../shared/format';

export interface LogsListProps {
  items: AdminLogEntry[];
  onDetails: (entry: AdminLogEntry) => void;
}

export function LogsList({ items, onDetails }: LogsListProps) {
  const details = (e: AdminLogEntry) => <DetailsButton name={`${e.action} on ${e.target}`} onClick={() => onDetails(e)} />;
  return (
    <ResponsiveList
      label="Audit entries"
      items={items}
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
      card={(e) => (
        <>
          <CardHeading chip={<CodeChip label={e.action} />} at={e.created_at} />
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
          <Box sx={{ mt: 1.5, textAlign: 'right' }}>{details(e)}</Box>
        </>
      )}
      row={(e) => (
        <>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.created_at)}</TableCell>
          <TableCell sx={{ width: 200, maxWidth: 200 }}>
            <Member email={e.actor_email} uid={e.actor} noWrap />
          </TableCell>
          <TableCell sx={{ maxWidth: 200 }}>
            <CodeChip label={e.action} />
          </TableCell>
          <TableCell sx={{ minWidth: 200, maxWidth: 260 }}>
            <Code>{e.target}</Code>
          </TableCell>
          <TableCell sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>{e.reason ?? '—'}</TableCell>
          <TableCell align="right">{details(e)}</TableCell>
        </>
      )}
    />
  );
}
