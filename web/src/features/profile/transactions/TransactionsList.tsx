import { List, Paper, useMediaQuery, useTheme } from '@mui/material';
import type { Transaction } from '@pilotmiles/core';
import { TransactionRow } from '../../../components/transactions/TransactionRow';
import { TransactionsTable } from './TransactionsTable';

/** Plain list of rows (phones and the dashboard). */
export function TransactionsList({ items }: { items: Transaction[] }) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <List disablePadding aria-label="Transactions" sx={{ '& > li:last-of-type': { borderBottom: 0 } }}>
        {items.map((tx) => (
          <TransactionRow key={tx.id} tx={tx} />
        ))}
      </List>
    </Paper>
  );
}

/** A table from the md breakpoint up, the list below it. */
export function ResponsiveTransactions({ items }: { items: Transaction[] }) {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  return wide ? <TransactionsTable items={items} /> : <TransactionsList items={items} />;
}
