import { useState } from 'react';
import { Container } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { REWARD_SEARCH_MAX } from '@pilotmiles/core';
import { errorMessage } from '../../lib/api';
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
  // While a new search loads, the previous results stay on screen: they are named by their own query.
  const [resultsFor, setResultsFor] = useState(q);
  if (query.data && !query.isPlaceholderData && resultsFor !== q) setResultsFor(q);

  let viewStatus: 'idle' | 'loading' | 'error' | 'ready' = 'loading';
  if (!q) viewStatus = 'idle';
  else if (query.data) viewStatus = 'ready';
  else if (query.isError) viewStatus = 'error';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <SearchRedeemView
        query={viewStatus === 'ready' && query.isPlaceholderData ? resultsFor : q}
        status={viewStatus}
        error={query.isError ? errorMessage(query.error) : null}
        onRetry={() => void query.refetch()}
        rewards={query.data?.items}
        refreshing={!!q && query.isPlaceholderData && query.isFetching}
        balance={status === 'signedIn' && user ? user.total_coins : null}
        onRedeem={openRedeem}
      />
      {dialog}
    </Container>
  );
}
