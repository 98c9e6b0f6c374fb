/**
 * The tabs of a member's record: their ledger, what they did (with the privacy clear), payouts,
 * sweepstakes and offer conversions. Each tab loads when first opened and has its own loading,
 * empty and error states.
 */
import { createContext, useContext, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Chip, List, Paper, Skeleton, Stack, Typography } from '@mui/material';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import {
  formatPM,
  SWEEPSTAKE_STATUS_LABELS,
  type MemberActivity,
  type SweepstakeDashboard,
  type Transaction,
} from '@pilotmiles/core';
import { api, errorMessage } from '../../lib/api';
import { ErrorState } from '../../components/feedback/ErrorState';
import { TransactionRow } from '../../components/transactions/TransactionRow';
import { ConversionsSection } from '../conversions';
import { RecentPayouts } from '../payouts';
import { ConfirmActionDialog } from '../shared/ConfirmActionDialog';
import { CardList, ListCard } from '../shared/ListLayout';
import { PagedListView } from '../shared/PagedListView';
import { formatDate, formatDateTime } from '../shared/format';
import { usePagedList } from '../shared/usePagedList';
import type { PageTab } from '../shared/TabbedPage';
import {
  memberActivitiesPath,
  memberHistoryKey,
  memberSweepstakesPath,
  memberTransactionsPath,
  useMemberAction,
} from './membersApi';

/** The member the tabs are about (the tabs are components without props). */
export const MemberUid = createContext('');

function TransactionsTab() {
  const uid = useContext(MemberUid);
  const list = usePagedList<Transaction>(memberHistoryKey(uid, 'transactions'), memberTransactionsPath(uid), {});
  return (
    <PagedListView {...list} label="transactions" empty="No transactions yet.">
      {(items) => (
        <Paper variant="outlined">
          <List disablePadding aria-label="Transactions">
            {items.map((tx) => (
              <TransactionRow key={tx.id} tx={tx} />
            ))}
          </List>
        </Paper>
      )}
    </PagedListView>
  );
}

function ActivitiesTab() {
  const uid = useContext(MemberUid);
  const list = usePagedList<MemberActivity>(memberHistoryKey(uid, 'activities'), memberActivitiesPath(uid), {});
  const [open, setOpen] = useState(false);
  const clear = useMemberAction<void, { deleted: number }>('DELETE', memberActivitiesPath(uid), (r) =>
    r.deleted === 1 ? '1 activity cleared' : `${r.deleted} activities cleared`,
  );
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteSweepIcon />}
          disabled={list.status === 'ready' && list.items.length === 0}
          onClick={() => {
            clear.reset();
            setOpen(true);
          }}
        >
          Clear activity log
        </Button>
      </Box>
      <PagedListView {...list} label="activities" empty="No activities recorded.">
        {(items) => (
          <CardList label="Activities">
            {items.map((a) => (
              <ListCard key={a.id}>
                <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                  <Chip size="small" label={a.type} variant="outlined" />
                  <Typography variant="body2" sx={{ flex: 1, minWidth: 160, overflowWrap: 'anywhere' }}>
                    {a.description}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(a.created_at)}
                  </Typography>
                </Box>
              </ListCard>
            ))}
          </CardList>
        )}
      </PagedListView>
      <ConfirmActionDialog
        open={open}
        title="Clear activity log"
        summary="This deletes every activity of this member (sign-ins, claims, offer starts, redemptions), for a privacy request. Their ledger is kept: balance, transactions and payouts do not change. It cannot be undone."
        confirmLabel="Clear activity log"
        confirmColor="error"
        busy={clear.isPending}
        error={clear.isError ? errorMessage(clear.error) : null}
        onClose={() => setOpen(false)}
        onConfirm={() => clear.mutate(undefined, { onSuccess: () => setOpen(false) })}
      />
    </Stack>
  );
}

function PayoutsTab() {
  return <RecentPayouts uid={useContext(MemberUid)} />;
}

function SweepstakesTab() {
  const uid = useContext(MemberUid);
  const query = useQuery({
    queryKey: memberHistoryKey(uid, 'sweepstakes'),
    queryFn: ({ signal }) => api<SweepstakeDashboard>(memberSweepstakesPath(uid), { signal }),
  });
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <Stack spacing={1} role="progressbar" aria-label="Loading sweepstakes">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  const { totals, items } = query.data;
  if (items.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography color="text.secondary">No sweepstake entries.</Typography>
      </Paper>
    );
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" data-testid="sweepstakes-totals">
        {totals.sweepstakes} sweepstakes · {totals.entries} entries · {formatPM(totals.pm_spent)} spent · {totals.wins}{' '}
        {totals.wins === 1 ? 'win' : 'wins'}
      </Typography>
      <CardList label="Sweepstakes">
        {items.map((e) => (
          <ListCard key={e.sweepstake_id}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{e.title}</Typography>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatPM(e.pm_spent)}</Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.75 }}>
              <Chip size="small" label={SWEEPSTAKE_STATUS_LABELS[e.status]} variant="outlined" />
              {e.won && <Chip size="small" label="Won" color="success" />}
              {e.refunded && <Chip size="small" label="Refunded" />}
              <Typography variant="body2" color="text.secondary">
                {e.entries} of {e.max_entries} entries · ends {formatDate(e.end_date)}
              </Typography>
            </Box>
          </ListCard>
        ))}
      </CardList>
    </Stack>
  );
}

function ConversionsTab() {
  return <ConversionsSection uid={useContext(MemberUid)} />;
}

export const MEMBER_TABS: readonly PageTab[] = [
  { id: 'transactions', label: 'Transactions', Section: TransactionsTab },
  { id: 'activities', label: 'Activities', Section: ActivitiesTab },
  { id: 'payouts', label: 'Payouts', Section: PayoutsTab },
  { id: 'sweepstakes', label: 'Sweepstakes', Section: SweepstakesTab },
  { id: 'conversions', label: 'Conversions', Section: ConversionsTab },
];
