/**
 * Members' claims (an offer's missing credit, a store's missing cashback) as a table on wide
 * screens and as cards on phones. What every claim shares is laid out here (the member first;
 * created, status with its resolution, and Credit / Dismiss while open last); each kind of claim
 * passes its own columns and the parts of its card.
 */
import type { ReactNode } from 'react';
import { Box, Button, TableCell, TableRow, Typography, type SxProps, type Theme } from '@mui/material';
import type { MissingCreditStatus } from '@pilotmiles/core';
import { CardList, ListCard, ListTable, useWideList } from '../shared/ListLayout';
import { Member } from '../shared/Member';
import { StatusChip } from './StatusChip';
import { formatAge, formatDate, formatDateTime } from '../shared/format';

export type ClaimAction = 'credit' | 'dismiss';

/** What the list needs of any claim (offer claims and cashback claims share these statuses). */
export interface ListedClaim {
  id: string;
  uid: string;
  email: string | null;
  status: MissingCreditStatus;
  created_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
  /** Staff's reason, when the claim's type keeps it. */
  resolution_reason?: string | null;
}

/** A table column of one kind of claim, between the member and the created date. */
export interface ClaimColumn<C> {
  head: string;
  align?: 'right';
  sx?: SxProps<Theme>;
  cell: (claim: C) => ReactNode;
}

/** The parts of a claim's card: its headline, the figure right of it, and any details under the member. */
export interface ClaimCardParts {
  headline: ReactNode;
  figure: ReactNode;
  details?: ReactNode;
}

export interface ClaimsListProps<C extends ListedClaim> {
  /** The table's (and the cards' list's) accessible name, e.g. 'Missing-credit claims'. */
  label: string;
  items: C[];
  columns: readonly ClaimColumn<C>[];
  card: (claim: C) => ClaimCardParts;
  /** Narrower cell padding, for a claim with many columns. */
  tight?: boolean;
  onAction: (claim: C, action: ClaimAction) => void;
}

export function ClaimsList<C extends ListedClaim>(props: ClaimsListProps<C>) {
  const wide = useWideList();
  return wide ? <ClaimsTable {...props} /> : <ClaimCards {...props} />;
}

function ClaimsTable<C extends ListedClaim>({ label, items, columns, tight = false, onAction }: ClaimsListProps<C>) {
  return (
    <ListTable
      label={label}
      tight={tight}
      head={
        <>
          <TableCell>Member</TableCell>
          {columns.map((col) => (
            <TableCell key={col.head} align={col.align}>
              {col.head}
            </TableCell>
          ))}
          <TableCell>Created</TableCell>
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
          {columns.map((col) => (
            <TableCell key={col.head} align={col.align} sx={col.sx}>
              {col.cell(c)}
            </TableCell>
          ))}
          <TableCell sx={{ whiteSpace: 'nowrap' }} title={formatDateTime(c.created_at)}>
            {formatDate(c.created_at)}
            <Typography variant="body2" color="text.secondary">
              {formatAge(c.created_at)} ago
            </Typography>
          </TableCell>
          <TableCell sx={{ minWidth: 110, maxWidth: 220 }}>
            <StatusChip status={c.status} />
            <Resolution claim={c} />
          </TableCell>
          <TableCell align="right">
            <Actions claim={c} onAction={onAction} />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}

function ClaimCards<C extends ListedClaim>({ label, items, card, onAction }: ClaimsListProps<C>) {
  return (
    <CardList label={label}>
      {items.map((c) => {
        const parts = card(c);
        return (
          <ListCard key={c.id}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>{parts.headline}</Box>
              <Typography component="div" sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>
                {parts.figure}
              </Typography>
            </Box>
            <Box sx={{ mt: 1 }}>
              <Member email={c.email} uid={c.uid} />
            </Box>
            {parts.details && <Box sx={{ mt: 1 }}>{parts.details}</Box>}
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
              <StatusChip status={c.status} />
              <Typography variant="body2" color="text.secondary" title={formatDateTime(c.created_at)}>
                {formatDate(c.created_at)} · {formatAge(c.created_at)} ago
              </Typography>
              <Box sx={{ ml: 'auto' }}>
                <Actions claim={c} onAction={onAction} />
              </Box>
            </Box>
            <Resolution claim={c} />
          </ListCard>
        );
      })}
    </CardList>
  );
}

/** When, by whom and (when kept) why a claim was resolved. */
function Resolution({ claim: c }: { claim: ListedClaim }) {
  if (!c.resolved_at) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}>
      Resolved {formatDateTime(c.resolved_at)}
      {c.resolved_by && ` by ${c.resolved_by}`}
      {c.resolution_reason && `: ${c.resolution_reason}`}
    </Typography>
  );
}

function Actions<C extends ListedClaim>({ claim, onAction }: { claim: C; onAction: ClaimsListProps<C>['onAction'] }) {
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
