import { Box, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { TRANSACTION_LABELS, formatPM, type Transaction } from '@pilotmiles/core';
import { TransactionAmount } from '../../../components/transactions/TransactionAmount';
import { TransactionIcon } from '../../../components/transactions/TransactionIcon';
import { formatDateTime } from '../../../components/transactions/format';

/** The history as a table, for screens wide enough to read it in columns. */
export function TransactionsTable({ items }: { items: Transaction[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Transactions">
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 700, color: 'text.secondary', bgcolor: 'grey.50' } }}>
            <TableCell>Date</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Type</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">Balance</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((tx) => (
            <TableRow key={tx.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                <time dateTime={tx.created_at}>{formatDateTime(tx.created_at)}</time>
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <TransactionIcon type={tx.type} amount={tx.amount} />
                  <Typography sx={{ fontWeight: 600 }}>{tx.description}</Typography>
                </Box>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{TRANSACTION_LABELS[tx.type] ?? tx.type}</TableCell>
              <TableCell align="right">
                <TransactionAmount amount={tx.amount} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatPM(tx.balance_after)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
