import { Button } from '@mui/material';
import RedeemIcon from '@mui/icons-material/Redeem';
import { AppLink } from '../../components/AppLink';
import { ProfileLayout } from '../../components/layout/profile/ProfileLayout';
import { errorMessage } from '../../lib/api';
import { MyRewardsView } from './MyRewardsView';
import { usePayouts } from './rewardsApi';
import { useCopy } from './useCopy';

/** /profile/rewards: the member's payouts (GET /users/{uid}/payouts), in the profile area. */
export default function MyRewardsPage() {
  const query = usePayouts();
  const copy = useCopy();
  return (
    <ProfileLayout
      title="My Rewards"
      actions={
        <Button component={AppLink} to="/rewards" size="small" startIcon={<RedeemIcon />}>
          Redeem PilotMiles
        </Button>
      }
    >
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
    </ProfileLayout>
  );
}
