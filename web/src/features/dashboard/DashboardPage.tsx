import { memo, useDeferredValue } from 'react';
import { Box, Container, Stack } from '@mui/material';
import { useSession } from '../../lib/session';
import { errorMessage } from '../../lib/api';
import { useCopyReferralCode } from '../../lib/useCopyReferralCode';
import { loadState } from '../../lib/loadState';
import { DashboardView, type DashboardViewProps } from './DashboardView';
import { SweepstakesCard, type SweepstakesCardProps } from './SweepstakesCard';
import { useDashboard, useSweepstakesDashboard } from './dashboardApi';
import { DailyBonusCard, DailyChallengeCard, useActivityToday } from '../daily';

/**
 * /dashboard (GET /users/dashboard/v2, GET /sweepstakes/dashboard, the daily bonus status and
 * challenge progress). The greeting is the layout's
 * banner, not ours.
 */
export default function DashboardPage() {
  const { user } = useSession();
  const copyReferral = useCopyReferralCode();
  const activity = useActivityToday();
  const query = useDashboard();
  const sweepstakes = useSweepstakesDashboard();

  // Each answer re-renders the page in the background, a few milliseconds at a time: four answers
  // arriving as the page starts each held a phone's main thread (Lighthouse's Total Blocking Time).
  const content = useDeferredValue<DashboardContentProps>({
    view: {
      ...loadState(query),
      data: query.data,
      activityToday: activity && activity.dayKey === query.data?.day_key ? activity.earned : undefined,
      liveBalance: user?.total_coins,
      referralCode: user?.referral_code ?? '',
      onCopyReferral: copyReferral,
    },
    sweepstakes: {
      data: sweepstakes.data,
      error: !sweepstakes.data && sweepstakes.isError ? errorMessage(sweepstakes.error) : null,
      onRetry: () => void sweepstakes.refetch(),
    },
  });
  return <DashboardContent {...content} />;
}

interface DashboardContentProps {
  view: DashboardViewProps;
  sweepstakes: SweepstakesCardProps;
}

const DashboardContent = memo(function DashboardContent({ view, sweepstakes }: DashboardContentProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={3}>
        {/* The daily bonus and challenge always have a place here, whatever their prompts did. */}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'stretch' }}>
          <DailyBonusCard />
          <DailyChallengeCard />
        </Box>
        <DashboardView {...view} />
        <SweepstakesCard {...sweepstakes} />
      </Stack>
    </Container>
  );
});
