/** Sweepstakes as a table on wide screens and as cards on phones and tablets, each with its actions. */
import { Fragment } from 'react';
import {
  Box,
  Card,
  CardContent,
  Divider,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { AdminSweepstake } from '@pilotmiles/core';
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
  // The table needs the room left beside the admin navigation (as the payouts list does).
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'));
  return wide ? <SweepstakesTable {...props} /> : <SweepstakeCards {...props} />;
}

const COLUMNS = 5;

function SweepstakesTable({ items, ...actions }: SweepstakesListProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Sweepstakes" sx={{ '& td, & th': { px: 1.25 } }}>
        <TableHead>
          <TableRow
            sx={{ '& th': { fontWeight: 700, color: 'text.secondary', bgcolor: 'grey.50', whiteSpace: 'nowrap' } }}
          >
            <TableCell>Sweepstake</TableCell>
            <TableCell>Runs</TableCell>
            <TableCell>Prize / entry</TableCell>
            <TableCell>Entries</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((s) => {
            const outcome = s.status === 'completed';
            return (
              <Fragment key={s.id}>
                <TableRow
                  hover
                  sx={{ verticalAlign: 'top', ...(outcome ? { '& > td': { borderBottom: 0 } } : {}) }}
                >
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
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function SweepstakeCards({ items, ...actions }: SweepstakesListProps) {
  return (
    <Stack component="ul" spacing={1.5} aria-label="Sweepstakes" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((s) => (
        <Card component="li" key={s.id} variant="outlined" sx={{ minWidth: 0 }}>
          <CardContent sx={{ p: 2, '&:last-child': { pb: 1.5 } }}>
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
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function Term({ children }: { children: string }) {
  return (
    <Typography component="dt" variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}
