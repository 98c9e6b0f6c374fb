/** The reward search of /search/redeem and /new/earn/search: ?q= (at most REWARD_SEARCH_MAX), redeeming as on /rewards. */
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REWARD_SEARCH_MAX } from '@pilotmiles/core';
import { useSearchState } from '../../lib/useSearchState';
import { useSession } from '../../lib/session';
import { useRedeemDialog } from './RedeemDialog';
import { initialRewardFilters, useRewards } from './rewardsApi';
import type { SearchRedeemViewProps } from './SearchRedeemView';

export function useRewardSearch(): { props: SearchRedeemViewProps; dialog: ReactNode } {
  const { status, user } = useSession();
  const [params] = useSearchParams();
  // The API takes at most REWARD_SEARCH_MAX characters; a longer pasted query searches its start.
  const q = (params.get('q') ?? '').trim().slice(0, REWARD_SEARCH_MAX).trim();
  const query = useRewards(initialRewardFilters(null, q), { enabled: !!q });
  const { openRedeem, dialog } = useRedeemDialog();
  const search = useSearchState(q, query);
  return {
    props: {
      query: search.query,
      status: search.status,
      error: search.error,
      onRetry: () => void query.refetch(),
      rewards: query.data?.items,
      refreshing: search.refreshing,
      balance: status === 'signedIn' && user ? user.total_coins : null,
      onRedeem: openRedeem,
    },
    dialog,
  };
}
