import { Container } from '@mui/material';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { loadState } from '../../lib/loadState';
import { useBonusStatus } from '../daily';
import { useDashboard, useSweepstakesDashboard } from './dashboardApi';
import { DashboardViewCompact } from './DashboardViewCompact';

/**
 * /new/dashboard (members; GET /users/dashboard/v2, GET /sweepstakes/dashboard, the daily bonus
 * status for the streak): the same queries as /dashboard in the /new design.
 */
export default function DashboardPageCompact() {
  const { user } = useSession();
  const query = useDashboard();
  const sweepstakes = useSweepstakesDashboard();
  const bonus = useBonusStatus();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <DashboardViewCompact
        {...loadState(query)}
        data={query.data}
        liveBalance={user?.total_coins}
        streak={bonus.data ? bonus.data.value.streak : bonus.isError ? null : undefined}
        sweepstakes={sweepstakes.data}
        sweepstakesError={!sweepstakes.data && sweepstakes.isError ? errorMessage(sweepstakes.error) : null}
        onRetrySweepstakes={() => void sweepstakes.refetch()}
      />
    </Container>
  );
}
