/**
 * A search page's results when they come in pages (/search/games, /search/shop and their tabs in
 * /new/earn/search): what useSearchState says of the query, the results so far, how many match
 * in all, and Load more.
 */
import { useSearchState, type SearchState } from './useSearchState';

/** The parts of an infinite query this reads (TanStack Query's result fits). */
interface PagedQuery<T> {
  data: { pages: ReadonlyArray<{ items: T[]; total: number }> } | undefined;
  isPlaceholderData: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

export interface PagedSearch<T> extends SearchState {
  onRetry: () => void;
  /** Every result loaded so far; undefined until the first page. */
  items: T[] | undefined;
  /** How many match in all (the results may be the first pages of them). */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

export function usePagedSearch<T>(q: string, query: PagedQuery<T>): PagedSearch<T> {
  const search = useSearchState(q, query);
  const pages = query.data?.pages;
  return {
    ...search,
    onRetry: () => void query.refetch(),
    items: pages?.flatMap((p) => p.items),
    total: pages?.[0]?.total ?? 0,
    hasMore: query.hasNextPage && !query.isPlaceholderData,
    loadingMore: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
  };
}
