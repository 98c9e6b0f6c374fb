import { useState } from 'react';
import { Container } from '@mui/material';
import { DEFAULT_REWARD_SORT, type RewardCategory, type RewardSort } from '@pilotmiles/core';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useUrlFilters } from '../../lib/useUrlFilters';
import { useRedeemDialog } from './RedeemDialog';
import { parseRewardCategory, rewardSearchText, useRewards } from './rewardsApi';
import { RewardsView } from './RewardsView';

/**
 * /rewards (GET /rewards). Anyone may browse; redeeming needs a member (PleaseSignUp otherwise).
 * The category and the search live in ?category= and ?q= so a reload or a shared link keeps them
 * (and other pages drop them, SPEC §2); the sort is the page's own state, as on /offers, since a
 * query parameter other than those two would follow the member to every page.
 */
export default function RewardsPage() {
  const { status, user } = useSession();
  const { category: rawCategory, q, text, setText, setParam } = useUrlFilters(rewardSearchText);
  const category = parseRewardCategory(rawCategory);
  const [sort, setSort] = useState<RewardSort>(DEFAULT_REWARD_SORT);

  const query = useRewards({ category, q, sort });
  const { openRedeem, dialog } = useRedeemDialog();
  const balance = status === 'signedIn' && user ? user.total_coins : null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <RewardsView
        filterBar={{
          category,
          onCategoryChange: (c: RewardCategory | null) => setParam('category', c),
          searchText: text,
          onSearchTextChange: setText,
          sort,
          onSortChange: setSort,
        }}
        status={query.data ? 'ready' : query.isError ? 'error' : 'loading'}
        error={query.isError ? errorMessage(query.error) : null}
        onRetry={() => void query.refetch()}
        rewards={query.data?.items}
        refreshing={query.isPlaceholderData && query.isFetching}
        balance={balance}
        onRedeem={openRedeem}
      />
      {dialog}
    </Container>
  );
}
