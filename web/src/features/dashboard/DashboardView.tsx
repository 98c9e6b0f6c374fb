import { Box, Stack } from '@mui/material';
import type { DashboardV2 } from '@pilotmiles/core';
import { ErrorState } from '../../components/feedback/ErrorState';
import { BalanceCards } from './BalanceCards';
import { InviteFriendsCard } from './InviteFriendsCard';
import { RecentActivity } from './RecentActivity';
import { WaysToEarn } from './WaysToEarn';

export interface DashboardViewProps {
  status: 'loading' | 'error' | 'ready';
  error: string | null;
  onRetry: () => void;
  data: DashboardV2 | undefined;
  /** The live balance when known (it moves without a refetch); else the dashboard's. */
  liveBalance?: number;
  /**
   * PM earned today from activities (what the challenge counts), on the dashboard's day; splits
   * 'Earned today' into activities and bonuses. Undefined: shown unsplit.
   */
  activityToday?: number;
  referralCode: string;
  onCopyReferral: (code: string) => void;
}

/**
 * The dashboard: figures, ways to earn, recent activity and the invite card. Ways to earn and the
 * invite card need no data, so they show even while the figures load or fail.
 */
export function DashboardView({
  status,
  error,
  onRetry,
  data,
  liveBalance,
  activityToday,
  referralCode,
  onCopyReferral,
}: DashboardViewProps) {
  return (
    <Stack spacing={3}>
      {status === 'error' ? (
        <ErrorState message={error ?? ''} onRetry={onRetry} />
      ) : (
        <BalanceCards
          balance={liveBalance ?? data?.balance}
          earnedToday={data?.earned_today}
          activityToday={activityToday}
          lifetime={data?.lifetime_earned}
        />
      )}
      <WaysToEarn />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, gap: 1.5, alignItems: 'start' }}>
        {status !== 'error' && <RecentActivity items={data?.recent_transactions} />}
        <Box sx={{ gridColumn: status === 'error' ? { md: '1 / -1' } : undefined }}>
          <InviteFriendsCard code={referralCode} onCopy={onCopyReferral} />
        </Box>
      </Box>
    </Stack>
  );
}
