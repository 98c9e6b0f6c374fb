/** /cp/rewards/my-rewards (members): the brand's rewards to claim and the member's payouts. */
import { Box, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { MyRewardsView, useCopy, usePayouts } from '../rewards';
import { CpHeading, CpRequireAuth } from './CpParts';
import { CpBrandRewardsView } from './CpViews';
import { useCpPortal } from './portalContext';

function MyRewards() {
  const { brand, path } = useCpPortal();
  const { user } = useSession();
  const navigate = useNavigate();
  const query = usePayouts();
  const copy = useCopy();
  return (
    <Box>
      <CpHeading title="My rewards" lead={`Claim ${brand.name} rewards with your PilotMiles.`} />
      <CpBrandRewardsView
        rewards={brand.rewards}
        balance={user?.total_coins ?? null}
        onClaim={(reward) => navigate(path('claim-reward', { reward: reward.id }))}
      />
      <Typography variant="h5" component="h2" sx={{ fontWeight: 800, mt: 5, mb: 2 }}>
        Your claims
      </Typography>
      <MyRewardsView
        status={query.data ? 'ready' : query.isError ? 'error' : 'loading'}
        error={query.isError && !query.data ? errorMessage(query.error) : null}
        onRetry={() => void query.refetch()}
        payouts={query.data?.pages.flatMap((p) => p.items) ?? []}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        loadMoreError={query.isFetchNextPageError ? errorMessage(query.error) : null}
        onLoadMore={() => void query.fetchNextPage()}
        onCopy={copy}
      />
    </Box>
  );
}

export default function CpMyRewardsPage() {
  return (
    <CpRequireAuth>
      <MyRewards />
    </CpRequireAuth>
  );
}
