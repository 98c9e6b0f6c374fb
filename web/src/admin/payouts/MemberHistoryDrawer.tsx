/**
 * The panel beside a payout: why it is in review, its own timeline, the actions, and the member's
 * recent payouts (GET /users/{uid}/payouts), so staff decide with the member's record in view.
 */
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Chip, Divider, Skeleton, Stack, Typography } from '@mui/material';
import {
  PAYOUT_STATUS_LABELS,
  PAYOUT_STATUSES,
  type AdminPayout,
  type PayoutAction,
  type PayoutsPage,
} from '@pilotmiles/core';
import { api, errorMessage } from '../../lib/api';
import { ErrorState } from '../../components/feedback/ErrorState';
import { Member } from '../shared/Member';
import { SidePanel } from '../shared/SidePanel';
import { formatDate, formatDateTime, formatUsd } from '../shared/format';
import { MEMBER_HISTORY_LIMIT, memberPayoutsKey, memberPayoutsPath } from './payoutsApi';
import { PayoutActions, PayoutDetails, PayoutStatusChip, PayoutValue, ReviewReasons, RewardName } from './PayoutParts';

export interface MemberHistoryDrawerProps {
  /** The payout the panel is about; kept while the panel closes, so it fades out whole. */
  payout: AdminPayout | null;
  open: boolean;
  onClose: () => void;
  busy: boolean;
  onAction: (payout: AdminPayout, action: PayoutAction) => void;
}

export function MemberHistoryDrawer({ payout, open, onClose, busy, onAction }: MemberHistoryDrawerProps) {
  return (
    <SidePanel
      item={payout}
      open={open}
      onClose={onClose}
      title="Member history"
      closeLabel="Close member history"
      width={460}
      spacing={2.5}
    >
      {(p) => (
        <>
          <Box>
            <Member email={p.email} uid={p.uid} />
          </Box>
          <SelectedPayout payout={p} busy={busy} onAction={onAction} />
          <Divider />
          <RecentPayouts uid={p.uid} currentId={p.id} />
        </>
      )}
    </SidePanel>
  );
}

/** Who moved a payout: the member, the system (rules, jobs, provider), or a staff member's uid. */
const byWhom = (by: string) => (by === 'member' ? 'the member' : by === 'system' ? 'the system' : by);

function SelectedPayout({
  payout: p,
  busy,
  onAction,
}: Omit<MemberHistoryDrawerProps, 'open' | 'onClose' | 'payout'> & { payout: AdminPayout }) {
  return (
    <Box component="section" aria-label="This payout">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        This payout
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <RewardName payout={p} />
        </Box>
        <PayoutValue payout={p} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <PayoutStatusChip status={p.status} />
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(p.created_at)}
        </Typography>
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          Why it went to review
        </Typography>
        {p.review_reasons.length ? (
          <ReviewReasons reasons={p.review_reasons} label="Review reasons" />
        ) : (
          <Typography variant="body2" color="text.secondary">
            No review reason: the rules approved it.
          </Typography>
        )}
      </Box>
      <Box sx={{ mt: 1 }}>
        <PayoutDetails payout={p} />
      </Box>
      {p.history.length > 0 && (
        <Stack component="ol" spacing={0.5} aria-label="Timeline" sx={{ mt: 1.5, mb: 0, pl: 2.5 }}>
          {p.history.map((h, i) => (
            <Typography component="li" variant="body2" key={i}>
              <strong>{PAYOUT_STATUS_LABELS[h.status]}</strong> · {formatDateTime(h.at)} · by {byWhom(h.by)}
              {h.reason && (
                <Box component="span" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {' '}
                  — “{h.reason}”
                </Box>
              )}
            </Typography>
          ))}
        </Stack>
      )}
      <Box sx={{ mt: 1.5, display: 'flex', justifyContent: 'flex-end' }}>
        <PayoutActions payout={p} busy={busy} onAction={onAction} />
      </Box>
    </Box>
  );
}

/**
 * The member's latest payouts, with a one-line tally of how they ended; `currentId` marks the one
 * the panel is about (the members page shows the list without one).
 */
export function RecentPayouts({ uid, currentId }: { uid: string; currentId?: string }) {
  const query = useQuery({
    queryKey: memberPayoutsKey(uid),
    queryFn: ({ signal }) =>
      api<PayoutsPage>(memberPayoutsPath(uid), { query: { limit: MEMBER_HISTORY_LIMIT }, signal }),
  });
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Recent payouts
      </Typography>
      {query.isError ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Stack spacing={1} role="progressbar" aria-label="Loading the member's payouts">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : query.data.items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No payouts yet.
        </Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="member-tally">
            {tally(query.data.items)}
          </Typography>
          <Stack component="ul" spacing={1} aria-label="Recent payouts" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {query.data.items.map((p) => (
              <Box
                component="li"
                key={p.id}
                aria-current={p.id === currentId ? 'true' : undefined}
                sx={{
                  border: 1,
                  borderColor: p.id === currentId ? 'primary.main' : 'divider',
                  borderRadius: 2,
                  p: 1.25,
                }}
              >
                <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <RewardName payout={p} size={32} />
                  </Box>
                  <PayoutValue payout={p} />
                </Box>
                <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.75 }}>
                  <PayoutStatusChip status={p.status} />
                  <Typography variant="caption" color="text.secondary">
                    {formatDate(p.created_at)}
                  </Typography>
                  {p.id === currentId && <Chip size="small" label="This payout" variant="outlined" color="primary" />}
                </Box>
                {p.rejection_reason && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}
                  >
                    “{p.rejection_reason}”
                  </Typography>
                )}
              </Box>
            ))}
          </Stack>
          {query.data.nextCursor && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              The latest {MEMBER_HISTORY_LIMIT} shown; the member has older payouts.
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}

/** '2 delivered ($75) · 1 rejected · 1 pending review', in status order. */
export function tally(items: PayoutsPage['items']): string {
  const parts = PAYOUT_STATUSES.flatMap((s) => {
    const some = items.filter((p) => p.status === s);
    if (some.length === 0) return [];
    const label = PAYOUT_STATUS_LABELS[s].toLowerCase();
    const delivered = s === 'fulfilled' ? ` (${formatUsd(some.reduce((sum, p) => sum + p.value_usd, 0))})` : '';
    return [`${some.length} ${label}${delivered}`];
  });
  return parts.join(' · ');
}
