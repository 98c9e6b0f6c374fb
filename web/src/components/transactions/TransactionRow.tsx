import { Box, ListItem, Typography } from '@mui/material';
import { TRANSACTION_LABELS, formatPM, type Transaction } from '@pilotmiles/core';
import { TransactionAmount } from './TransactionAmount';
import { TransactionIcon } from './TransactionIcon';
import { formatDateTime, formatTime } from './format';

/**
 * One ledger entry as a list row (phones, the dashboard, the by-day history): description, type
 * label and when on the left; signed amount and balance after on the right.
 */
export function TransactionRow({ tx, timeOnly = false }: { tx: Transaction; timeOnly?: boolean }) {
  const when = timeOnly ? formatTime(tx.created_at) : formatDateTime(tx.created_at);
  return (
    <ListItem divider sx={{ gap: 1.5, px: { xs: 1.5, sm: 2 }, py: 1.25, alignItems: 'center' }}>
      <TransactionIcon type={tx.type} amount={tx.amount} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.35 }}>{tx.description}</Typography>
        {/* Phones give the date its own line rather than cutting it off. */}
        <Typography variant="body2" color="text.secondary">
          {TRANSACTION_LABELS[tx.type] ?? tx.type}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {' · '}
          </Box>
          <Box component="time" dateTime={tx.created_at} sx={{ display: { xs: 'block', sm: 'inline' }, whiteSpace: 'nowrap' }}>
            {when}
          </Box>
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <TransactionAmount amount={tx.amount} sx={{ display: 'block' }} />
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          Balance {formatPM(tx.balance_after)}
        </Typography>
      </Box>
    </ListItem>
  );
}
