import { Box, Button, List, Paper, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { AppLink } from '../../../components/AppLink';
import { LoadMorePill } from '../../../components/LoadMorePill';
import { CardSkeletons, EmptyCard, ErrorCard } from '../../../components/feedback/CardStates';
import { PageHeader } from '../../../components/PageHeader';
import { bigTouchSx, raisedCardSx } from '../../../components/cardSx';
import { TransactionRow } from '../../../components/transactions/TransactionRow';
import { PendingEarnings } from './PendingEarnings';
import { HiddenPending, type TransactionsHistoryState } from './TransactionsHistoryView';

export const NO_TRANSACTIONS_TEXT = 'No transactions yet';

/**
 * /new/profile/transactions: the pending earnings (hidden through TransactionsDismiss, as on the
 * classic page) and the ledger in pages, in /new cards. State from useTransactionsHistory.
 */
export function TransactionsHistoryViewCompact(s: TransactionsHistoryState) {
  const pending = s.pending ?? [];
  return (
    <Box>
      <Button component={AppLink} to="/new/profile/menu" startIcon={<ArrowBackIcon />} sx={{ minHeight: 44, mb: 1, fontWeight: 700 }}>
        Profile
      </Button>
      <PageHeader title="Transactions" subtitle="Every PilotMile you earn or spend." />
      {s.status === 'loading' ? (
        <CardSkeletons label="Loading transactions" count={4} height={72} />
      ) : s.status === 'error' ? (
        <ErrorCard message={s.error ?? ''} onRetry={s.onRetry} />
      ) : s.items.length === 0 && pending.length === 0 ? (
        <EmptyCard
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
            <Box sx={{ '& .MuiPaper-root': raisedCardSx }}>
              <PendingEarnings items={pending} onDismiss={s.onDismissPending} />
            </Box>
          )}
          {pending.length > 0 && s.pendingHidden && (
            <HiddenPending count={pending.length} onShow={s.onShowPending} buttonSx={{ minHeight: 44 }} />
          )}
          {s.items.length > 0 && (
            <Paper component="section" aria-label="History" sx={raisedCardSx}>
              <List disablePadding aria-label="Transactions" sx={{ '& > li:last-of-type': { borderBottom: 0 }, '& > li': { py: 1.75 } }}>
                {s.items.map((tx) => (
                  <TransactionRow key={tx.id} tx={tx} />
                ))}
              </List>
            </Paper>
          )}
          {s.loadMoreError && <ErrorCard message={s.loadMoreError} onRetry={s.onLoadMore} />}
          {s.hasMore && !s.loadMoreError && (
            <LoadMorePill onClick={s.onLoadMore} loading={s.loadingMore}>
              Load more
            </LoadMorePill>
          )}
        </Stack>
      )}
    </Box>
  );
}
