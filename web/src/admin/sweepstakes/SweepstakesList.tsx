/** Sweepstakes as a table on wide screens and as cards on phones and tablets, each with its actions. */
import { Fragment } from 'react';
import { Box, Divider, TableCell, TableRow } from '@mui/material';
import type { AdminSweepstake } from '@pilotmiles/core';
import { CardList, ListCard, ListTable, Term, useWideList } from '../shared/ListLayout';
import {
  DrawOutcome,
  EntryFigures,
  PrizeAndPrice,
  RefundNote,
  RowActions,
  RunDates,
  SweepstakeStatusChip,
  SweepstakeTitle,
  type RowActionsProps,
} from './SweepstakeParts';

export interface SweepstakesListProps extends Omit<RowActionsProps, 'sweepstake'> {
  items: AdminSweepstake[];
}

export function SweepstakesList(props: SweepstakesListProps) {
  const wide = useWideList();
  return wide ? <SweepstakesTable {...props} /> : <SweepstakeCards {...props} />;
}

const COLUMNS = 5;

function SweepstakesTable({ items, ...actions }: SweepstakesListProps) {
  return (
    <ListTable
      label="Sweepstakes"
      head={
        <>
          <TableCell>Sweepstake</TableCell>
          <TableCell>Runs</TableCell>
          <TableCell>Prize / entry</TableCell>
          <TableCell>Entries</TableCell>
          <TableCell align="right">Actions</TableCell>
        </>
      }
    >
      {items.map((s) => {
        const outcome = s.status === 'completed';
        return (
          <Fragment key={s.id}>
            <TableRow hover sx={{ verticalAlign: 'top', ...(outcome ? { '& > td': { borderBottom: 0 } } : {}) }}>
              <TableCell sx={{ minWidth: 220 }}>
                <SweepstakeTitle sweepstake={s} />
                <Box sx={{ mt: 0.75 }}>
                  <SweepstakeStatusChip status={s.status} />
                </Box>
                <RefundNote sweepstake={s} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <RunDates sweepstake={s} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <PrizeAndPrice sweepstake={s} />
              </TableCell>
              <TableCell sx={{ minWidth: 150 }}>
                <EntryFigures sweepstake={s} />
              </TableCell>
              <TableCell align="right" sx={{ width: 130 }}>
                <RowActions sweepstake={s} {...actions} compact />
              </TableCell>
            </TableRow>
            {outcome && (
              <TableRow>
                <TableCell colSpan={COLUMNS} sx={{ pt: 0, maxWidth: 0 }}>
                  <DrawOutcome sweepstake={s} />
                </TableCell>
              </TableRow>
            )}
          </Fragment>
        );
      })}
    </ListTable>
  );
}

function SweepstakeCards({ items, ...actions }: SweepstakesListProps) {
  return (
    <CardList label="Sweepstakes">
      {items.map((s) => (
        <ListCard key={s.id} sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <SweepstakeTitle sweepstake={s} />
            </Box>
            <SweepstakeStatusChip status={s.status} />
          </Box>
          <RefundNote sweepstake={s} />
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: 'repeat(3, auto minmax(0, 1fr))' },
              columnGap: 1.5,
              rowGap: 1,
              my: 1.5,
              '& dd': { m: 0, minWidth: 0 },
            }}
          >
            <Term>Runs</Term>
            <dd>
              <RunDates sweepstake={s} />
            </dd>
            <Term>Prize</Term>
            <dd>
              <PrizeAndPrice sweepstake={s} />
            </dd>
            <Term>Entries</Term>
            <dd>
              <EntryFigures sweepstake={s} />
            </dd>
          </Box>
          {s.status === 'completed' && (
            <>
              <Divider sx={{ mb: 1 }} />
              <DrawOutcome sweepstake={s} />
            </>
          )}
          <Box sx={{ mt: 1 }}>
            <RowActions sweepstake={s} {...actions} />
          </Box>
        </ListCard>
      ))}
    </CardList>
  );
}
