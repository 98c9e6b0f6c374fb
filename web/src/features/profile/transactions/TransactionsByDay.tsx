import { useMemo } from 'react';
import { Box, List, Paper, Stack, Typography } from '@mui/material';
import { formatSignedPM, type Transaction } from '@pilotmiles/core';
import { TransactionRow } from '../../../components/transactions/TransactionRow';
import { groupByDay } from './groupByDay';

/**
 * The history in day cards: a header with the day and its net total, then that day's rows. Days
 * are the member's (each entry's day_key); `today` is user.day_key.
 */
export function TransactionsByDay({ items, today }: { items: Transaction[]; today: string }) {
  const groups = useMemo(() => groupByDay(items, today), [items, today]);
  return (
    <Stack spacing={2}>
      {groups.map((g) => (
        <Paper key={g.day} variant="outlined" component="section" aria-label={g.label} sx={{ overflow: 'hidden' }}>
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'baseline',
              gap: 2,
              px: { xs: 1.5, sm: 2 },
              py: 1.25,
              bgcolor: 'grey.50',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography component="h2" sx={{ fontWeight: 700 }}>
              {g.label}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              Day total{' '}
              <Box component="strong" sx={{ color: g.total >= 0 ? 'success.main' : 'error.main' }}>
                {formatSignedPM(g.total)} PM
              </Box>
            </Typography>
          </Box>
          <List disablePadding sx={{ '& > li:last-of-type': { borderBottom: 0 } }}>
            {g.items.map((tx) => (
              <TransactionRow key={tx.id} tx={tx} timeOnly />
            ))}
          </List>
        </Paper>
      ))}
    </Stack>
  );
}
