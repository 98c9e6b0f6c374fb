import { Container, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { DashboardV2 } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { api, errorMessage } from '../../lib/api';
import { useCopyReferralCode } from '../../lib/useCopyReferralCode';
import { DashboardView } from './DashboardView';
import { DailyChallengeCard, useActivityToday } from '../daily';

/** /dashboard (GET /users/dashboard/v2). The greeting is the layout's banner, not ours. */
export default function DashboardPage() {
  const { user } = useSession();
  const copyReferral = useCopyReferralCode();
  const uid = user?.uid;
  const activity = useActivityToday();
  const query = useQuery({
    queryKey: ['dashboard', uid],
    queryFn: ({ signal }) => api<DashboardV2>('/users/dashboard/v2', { signal }),
    enabled: !!uid,
  });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={3}>
        <DailyChallengeCard />
        <DashboardView
          status={query.data ? 'ready' : query.isError ? 'error' : 'loading'}
          error={query.isError ? errorMessage(query.error) : null}
          onRetry={() => void query.refetch()}
          data={query.data}
          activityToday={activity && activity.dayKey === query.data?.day_key ? activity.earned : undefined}
          liveBalance={user?.total_coins}
          referralCode={user?.referral_code ?? ''}
          onCopyReferral={copyReferral}
        />
      </Stack>
    </Container>
  );
}
