/** Missing-credit claims as a table on wide screens and as cards on phones. */
import { Box, Button, TableCell, TableRow, Typography } from '@mui/material';
import { formatPM, type MissingCreditClaim } from '@pilotmiles/core';
import { CardList, ListCard, ListTable, useWideList } from '../shared/ListLayout';
import { Member } from '../shared/Member';
import { StatusChip } from './StatusChip';
import { formatAge, formatDateTime } from '../shared/format';

export type ClaimAction = 'credit' | 'dismiss';

export interface ClaimsListProps {
  items: MissingCreditClaim[];
  onAction: (claim: MissingCreditClaim, action: ClaimAction) => void;
}

export function ClaimsList(props: ClaimsListProps) {
  const wide = useWideList();
  return wide ? <ClaimsTable {...props} /> : <ClaimCards {...props} />;
}

function ClaimsTable({ items, onAction }: ClaimsListProps) {
  return (
    <ListTable
      label="Missing-credit claims"
      tight={false}
      head={
        <>
          <TableCell>Member</TableCell>
          <TableCell>Offer / event</TableCell>
          <TableCell align="right">PM</TableCell>
          <TableCell>Note</TableCell>
          <TableCell>Age</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">Actions</TableCell>
        </>
      }
    >
      {items.map((c) => (
        <TableRow key={c.id} hover sx={{ verticalAlign: 'top' }}>
          <TableCell sx={{ width: 200, maxWidth: 200 }}>
            <Member email={c.email} uid={c.uid} noWrap />
          </TableCell>
          <TableCell sx={{ minWidth: 160 }}>
            <OfferEvent claim={c} />
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
            {formatPM(c.pilot_miles)}
          </TableCell>
          <TableCell sx={{ minWidth: 200 }}>
            <Note claim={c} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }} title={formatDateTime(c.created_at)}>
            {formatAge(c.created_at)}
          </TableCell>
          <TableCell>
            <StatusChip status={c.status} />
          </TableCell>
          <TableCell align="right">
            <Actions claim={c} onAction={onAction} />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}

function ClaimCards({ items, onAction }: ClaimsListProps) {
  return (
    <CardList label="Missing-credit claims">
      {items.map((c) => (
        <ListCard key={c.id}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <OfferEvent claim={c} />
            </Box>
            <Typography sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>{formatPM(c.pilot_miles)}</Typography>
          </Box>
          <Box sx={{ mt: 1 }}>
            <Member email={c.email} uid={c.uid} />
          </Box>
          <Box sx={{ mt: 1 }}>
            <Note claim={c} />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
            <StatusChip status={c.status} />
            <Typography variant="body2" color="text.secondary" title={formatDateTime(c.created_at)}>
              {formatAge(c.created_at)} ago
            </Typography>
            <Box sx={{ ml: 'auto' }}>
              <Actions claim={c} onAction={onAction} />
            </Box>
          </Box>
        </ListCard>
      ))}
    </CardList>
  );
}

function OfferEvent({ claim: c }: { claim: MissingCreditClaim }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {c.offer_name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {c.event_name} · {c.offer_id}
      </Typography>
    </>
  );
}

function Note({ claim: c }: { claim: MissingCreditClaim }) {
  return (
    <>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {c.note}
      </Typography>
      {c.resolved_at && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          Resolved {formatDateTime(c.resolved_at)}
          {c.resolved_by && ` by ${c.resolved_by}`}
        </Typography>
      )}
    </>
  );
}

function Actions({ claim, onAction }: { claim: MissingCreditClaim; onAction: ClaimsListProps['onAction'] }) {
  if (claim.status !== 'open') return null;
  return (
    <Box sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <Button size="small" variant="contained" color="success" onClick={() => onAction(claim, 'credit')}>
        Credit
      </Button>
      <Button size="small" variant="outlined" color="inherit" onClick={() => onAction(claim, 'dismiss')}>
        Dismiss
      </Button>
    </Box>
  );
}
