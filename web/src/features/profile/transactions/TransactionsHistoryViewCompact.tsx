import { Box, Button, List, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { AppLink } from '../../../components/AppLink';
import { NewEmpty, NewError, NewPageHeader, NewSkeletons, bigTouchSx, newCardSx } from '../../../components/newDesign/NewParts';
import { TransactionRow } from '../../../components/transactions/TransactionRow';
import { PendingEarnings } from '../transactions/PendingEarnings';
import type { TransactionsHistoryState } from '../transactions/TransactionsHistoryView';

export const NO_TRANSACTIONS_TEXT = 'No transactions yet';

/**
 * /new/profile/transactions: the pending earnings (hidden through TransactionsDismiss, as on the
 * classic page) and the ledger in pages, in /new cards. State from useTransactionsHistory.
 */
export function NewTransactionsView(s: TransactionsHistoryState) {
  const pending = s.pending ?? [];
  return (
    <Box>
      <Button component={AppLink} to="/new/profile/menu" startIcon={<ArrowBackIcon />} sx={{ minHeight: 44, mb: 1, fontWeight: 700 }}>
        Profile
      </Button>
      <NewPageHeader title="Transactions" subtitle="Every PilotMile you earn or spend." />
      {s.status === 'loading' ? (
        <NewSkeletons label="Loading transactions" count={4} height={72} />
      ) : s.status === 'error' ? (
        <NewError message={s.error ?? ''} onRetry={s.onRetry} />
      ) : s.items.length === 0 && pending.length === 0 ? (
        <NewEmpty
          icon={<ReceiptLongIcon />}
          title={NO_TRANSACTIONS_TEXT}
          text="Every PilotMile you earn or spend will show up here."
          action={
            <Button component={AppLink} to="/new/earn" variant="contained" color="secondary" sx={bigTouchSx}>
              Start earning
            </Button>
          }
        />
      ) : (
        <Stack spacing={2.5}>
          {pending.length > 0 && !s.pendingHidden && (
            <Box sx={{ '& .MuiPaper-root': newCardSx }}>
              <PendingEarnings items={pending} onDismiss={s.onDismissPending} />
            </Box>
          )}
          {pending.length > 0 && s.pendingHidden && (
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {pending.length === 1 ? '1 pending earning hidden' : `${pending.length} pending earnings hidden`}
              </Typography>
              <Button onClick={s.onShowPending} sx={{ minHeight: 44 }}>
                Show
              </Button>
            </Box>
          )}
          {s.items.length > 0 && (
            <Paper component="section" aria-label="History" sx={newCardSx}>
              <List disablePadding aria-label="Transactions" sx={{ '& > li:last-of-type': { borderBottom: 0 }, '& > li': { py: 1.75 } }}>
                {s.items.map((tx) => (
                  <TransactionRow key={tx.id} tx={tx} />
                ))}
              </List>
            </Paper>
          )}
          {s.loadMoreError && <NewError message={s.loadMoreError} onRetry={s.onLoadMore} />}
          {s.hasMore && !s.loadMoreError && (
            <Button variant="outlined" onClick={s.onLoadMore} loading={s.loadingMore} sx={{ ...bigTouchSx, alignSelf: 'center', minWidth: 200 }}>
              Load more
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
