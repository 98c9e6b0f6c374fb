/** A cursor-paged admin list (`{items, nextCursor}`) as TanStack Query's infinite query. */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { FieldError } from '@pilotmiles/core';
import { api, ApiError, errorMessage } from '../../lib/api';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Everything a list view needs from the data layer. */
export interface PagedListState<T> {
  status: 'loading' | 'error' | 'ready';
  items: T[];
  /** The first page failed: nothing to show but this message. */
  error: string | null;
  /** The server refused a filter (400 naming it): asking again will not help, the filter must change. */
  refused: FieldError | null;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  /** A later page failed: the rows already loaded stay, with this under them. */
  loadMoreError: string | null;
  onLoadMore: () => void;
}

/**
 * The filters are part of the query key, so changing one starts a new list from its first page
 * (no cursor) instead of paging on from the old filters' cursor.
 */
export function usePagedList<T>(
  queryKey: readonly unknown[],
  path: string,
  filters: Record<string, string | undefined>,
): PagedListState<T> {
  const query = useInfiniteQuery({
    queryKey: [...queryKey, filters],
    queryFn: ({ pageParam, signal }) => api<Page<T>>(path, { query: { ...filters, cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  return {
    status: query.data ? 'ready' : query.isError ? 'error' : 'loading',
    items: query.data?.pages.flatMap((p) => p.items) ?? [],
    error: query.isError && !query.data ? errorMessage(query.error) : null,
    refused: refusal(query.error),
    onRetry: () => void query.refetch(),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreError: query.isFetchNextPageError ? errorMessage(query.error) : null,
    onLoadMore: () => void query.fetchNextPage(),
  };
}

function refusal(err: unknown): FieldError | null {
  return err instanceof ApiError && err.status === 400 && err.field ? { field: err.field, message: err.message } : null;
}
