import { errorMessage } from '../../lib/api';
import type { MyRewardsViewProps } from './MyRewardsView';
import { usePayouts } from './rewardsApi';
import { useCopy } from './useCopy';

/**
 * The member's payouts (GET /users/{uid}/payouts, in pages) as MyRewardsView takes them, with the
 * clipboard for codes: /profile/rewards and the partner portal's my-rewards show the same list.
 */
export function useMyRewards(): MyRewardsViewProps {
  const query = usePayouts();
  const copy = useCopy();
  return {
    status: query.data ? 'ready' : query.isError ? 'error' : 'loading',
    error: query.isError && !query.data ? errorMessage(query.error) : null,
    onRetry: () => void query.refetch(),
    payouts: query.data?.pages.flatMap((p) => p.items) ?? [],
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreError: query.isFetchNextPageError ? errorMessage(query.error) : null,
    onLoadMore: () => void query.fetchNextPage(),
    onCopy: copy,
  };
}
