/** The signed-in user's ledger, newest first, 20 entries a page (GET /users/transactions-history). */
import { useInfiniteQuery } from '@tanstack/react-query';
import { TRANSACTIONS_PAGE_DEFAULT, type PendingEarning, type Transaction, type TransactionsPage } from '@pilotmiles/core';
import { api, errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import type { TransactionsHistoryState } from './TransactionsHistoryView';
import { usePendingDismissal } from './usePendingDismissal';

const NONE: PendingEarning[] = [];

export const transactionsQueryKey = (uid: string | undefined) => ['transactions', uid] as const;

/** The query, reduced to what the history views show. */
export function useTransactionsHistory(): TransactionsHistoryState {
  const uid = useSession().authUser?.uid;
  const query = useInfiniteQuery({
    queryKey: transactionsQueryKey(uid),
    queryFn: ({ pageParam, signal }) =>
      api<TransactionsPage>('/users/transactions-history', {
        query: { limit: TRANSACTIONS_PAGE_DEFAULT, cursor: pageParam },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: !!uid,
  });

  const items: Transaction[] = query.data?.pages.flatMap((p) => p.items) ?? [];
  const pending = query.data?.pages[0]?.pending ?? NONE;
  const dismissal = usePendingDismissal(uid, pending);
  return {
    status: query.data ? 'ready' : query.isError ? 'error' : 'loading',
    items,
    pending,
    pendingHidden: dismissal.hidden,
    onDismissPending: dismissal.onDismiss,
    onShowPending: dismissal.onShow,
    error: query.isError && !query.data ? errorMessage(query.error) : null,
    onRetry: () => void query.refetch(),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreError: query.isFetchNextPageError ? errorMessage(query.error) : null,
    onLoadMore: () => void query.fetchNextPage(),
  };
}
