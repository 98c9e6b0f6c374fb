import { Container } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { REWARD_SEARCH_MAX } from '@pilotmiles/core';
import { useSearchState } from '../../lib/useSearchState';
import { useSession } from '../../lib/session';
import { useRedeemDialog } from './RedeemDialog';
import { initialRewardFilters, useRewards } from './rewardsApi';
import { SearchRedeemView } from './SearchRedeemView';

/**
 * /search/redeem?q= (SPEC §2 Search section), as /search/articles and /search/games: the banner's
 * search box sets ?q= and the results follow the URL. The server searches the name, brand,
 * category and description of every reward; redeeming works as on /rewards.
 */
export default function SearchRedeemPage() {
  const { status, user } = useSession();
  const [params] = useSearchParams();
  // The API takes at most REWARD_SEARCH_MAX characters; a longer pasted query searches its start.
  const q = (params.get('q') ?? '').trim().slice(0, REWARD_SEARCH_MAX).trim();
  const query = useRewards(initialRewardFilters(null, q), { enabled: !!q });
  const { openRedeem, dialog } = useRedeemDialog();
  const search = useSearchState(q, query);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <SearchRedeemView
        query={search.query}
        status={search.status}
        error={search.error}
        onRetry={() => void query.refetch()}
        rewards={query.data?.items}
        refreshing={search.refreshing}
        balance={status === 'signedIn' && user ? user.total_coins : null}
        onRedeem={openRedeem}
      />
      {dialog}
    </Container>
  );
}
