import type { ReactNode } from 'react';
import { Box, Button, Paper, Skeleton, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { PendingEarning, Transaction } from '@pilotmiles/core';
import { AppLink } from '../../../components/AppLink';
import { ErrorState } from '../../../components/feedback/ErrorState';
import { LoadMore } from '../../../components/feedback/LoadMore';
import { PendingEarnings } from './PendingEarnings';

/** Everything a history screen needs from the data layer (see useTransactionsHistory). */
export interface TransactionsHistoryState {
  status: 'loading' | 'error' | 'ready';
  items: Transaction[];
  /** Earnings not credited yet (the first page's `pending`), shown above the ledger. */
  pending?: PendingEarning[];
  /** The member hid the pending earnings shown now (see usePendingDismissal). */
  pendingHidden?: boolean;
  /** The pending list's 'Hide' (asks first, through TransactionsDismiss). */
  onDismissPending?: () => void;
  onShowPending?: () => void;
  /** The first page failed: nothing to show but this message. */
  error: string | null;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  /** A later page failed: the rows already loaded stay, with this under them. */
  loadMoreError: string | null;
  onLoadMore: () => void;
}

interface Props extends TransactionsHistoryState {
  /** How the loaded rows are laid out (table, list, grouped by day). */
  children: (items: Transaction[]) => ReactNode;
}

/** Loading, error, empty and 'Load more' around a history layout, shared by both history designs. */
export function TransactionsHistoryView({ children, ...s }: Props) {
  if (s.status === 'loading') return <HistorySkeleton />;
  if (s.status === 'error') return <ErrorState message={s.error ?? ''} onRetry={s.onRetry} />;
  const pending = s.pending ?? [];
  if (s.items.length === 0 && pending.length === 0) return <EmptyHistory />;
  return (
    <Stack spacing={2}>
      {pending.length > 0 && !s.pendingHidden && <PendingEarnings items={pending} onDismiss={s.onDismissPending} />}
      {pending.length > 0 && s.pendingHidden && <HiddenPending count={pending.length} onShow={s.onShowPending} />}
      {pending.length > 0 && !s.pendingHidden && s.items.length > 0 && (
        <Typography variant="h6" component="h2" sx={{ mb: -1 }}>
          History
        </Typography>
      )}
      {s.items.length > 0 && children(s.items)}
      <LoadMore {...s} />
    </Stack>
  );
}

/** What stays of hidden pending earnings: their count and a way to show them again. */
export function HiddenPending({ count, onShow, buttonSx }: { count: number; onShow?: () => void; buttonSx?: SxProps<Theme> }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {count === 1 ? '1 pending earning hidden' : `${count} pending earnings hidden`}
      </Typography>
      <Button size="small" onClick={onShow} sx={buttonSx}>
        Show
      </Button>
    </Box>
  );
}

function EmptyHistory() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, sm: 6 }, textAlign: 'center' }}>
      <ReceiptLongIcon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} />
      <Typography variant="h6" component="p" gutterBottom>
        No transactions yet
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Every PilotMile you earn or spend will show up here.
      </Typography>
      <Button component={AppLink} to="/dashboard" variant="contained" color="secondary">
        Start earning
      </Button>
    </Paper>
  );
}

function HistorySkeleton() {
  return (
    <Paper variant="outlined" role="progressbar" aria-label="Loading transactions" sx={{ p: 2 }}>
      {Array.from({ length: 6 }, (_, i) => (
        <Box key={i} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </Box>
          <Skeleton width={64} />
        </Box>
      ))}
    </Paper>
  );
}
