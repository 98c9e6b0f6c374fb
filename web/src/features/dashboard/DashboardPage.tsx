import { Container, Stack } from '@mui/material';
import { useSession } from '../../lib/session';
import { errorMessage } from '../../lib/api';
import { useCopyReferralCode } from '../../lib/useCopyReferralCode';
import { loadState } from '../../lib/loadState';
import { DashboardView } from './DashboardView';
import { SweepstakesCard } from './SweepstakesCard';
import { useDashboard, useSweepstakesDashboard } from './dashboardApi';
import { DailyChallengeCard, useActivityToday } from '../daily';

/**
 * /dashboard (GET /users/dashboard/v2, GET /sweepstakes/dashboard). The greeting is the layout's
 * banner, not ours.
 */
export default function DashboardPage() {
  const { user } = useSession();
  const copyReferral = useCopyReferralCode();
  const activity = useActivityToday();
  const query = useDashboard();
  const sweepstakes = useSweepstakesDashboard();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={3}>
        <DailyChallengeCard />
        <DashboardView
          {...loadState(query)}
          data={query.data}
          activityToday={activity && activity.dayKey === query.data?.day_key ? activity.earned : undefined}
          liveBalance={user?.total_coins}
          referralCode={user?.referral_code ?? ''}
          onCopyReferral={copyReferral}
        />
        <SweepstakesCard
          data={sweepstakes.data}
          error={!sweepstakes.data && sweepstakes.isError ? errorMessage(sweepstakes.error) : null}
          onRetry={() => void sweepstakes.refetch()}
        />
      </Stack>
    </Container>
  );
}
