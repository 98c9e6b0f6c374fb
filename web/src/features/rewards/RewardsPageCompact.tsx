import { Container } from '@mui/material';
import { DEFAULT_REWARD_SORT } from '@pilotmiles/core';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useUrlFilters } from '../../lib/useUrlFilters';
import { useRedeemDialog } from './RedeemDialog';
import { parseRewardCategory, rewardSearchText, useRewards } from './rewardsApi';
import { RewardsViewCompact } from './RewardsViewCompact';

/**
 * /new/redeem (GET /rewards): the /new design of the catalogue, on the same query and the same
 * redeem dialog (review rules, identity verification, confirmation) as /rewards. The category
 * lives in ?category= as there.
 */
export default function RewardsPageCompact() {
  const { status, user } = useSession();
  const { category: rawCategory, q, setParam } = useUrlFilters(rewardSearchText);
  const category = parseRewardCategory(rawCategory);
  const query = useRewards({ category, q, sort: DEFAULT_REWARD_SORT });
  const { openRedeem, dialog } = useRedeemDialog();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <RewardsViewCompact
        category={category}
        onCategoryChange={(c) => setParam('category', c)}
        status={query.data ? 'ready' : query.isError ? 'error' : 'loading'}
        error={query.isError ? errorMessage(query.error) : null}
        onRetry={() => void query.refetch()}
        rewards={query.data?.items}
        balance={status === 'signedIn' && user ? user.total_coins : null}
        onRedeem={openRedeem}
      />
      {dialog}
    </Container>
  );
}
