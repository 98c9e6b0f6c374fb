/** The store search of /search/shop and /new/earn/search: GET /shopping?q=, most popular first. */
import { useSearchParams } from 'react-router-dom';
import { useSearchState } from '../../lib/useSearchState';
import type { SearchShopViewProps } from './SearchShopView';
import { DEFAULT_SHOPPING_SORT, brandSearchText, useBrandListing } from './shoppingApi';

export function useShopSearch(): SearchShopViewProps {
  const [params] = useSearchParams();
  const q = brandSearchText(params.get('q'));
  const query = useBrandListing({ q, category: null, sort: DEFAULT_SHOPPING_SORT }, { enabled: !!q });
  const search = useSearchState(q, query);
  const pages = query.data?.pages;
  return {
    query: search.query,
    status: search.status,
    error: search.error,
    onRetry: () => void query.refetch(),
    brands: pages?.flatMap((p) => p.items),
    total: pages?.[0]?.total ?? 0,
    refreshing: search.refreshing,
    hasMore: query.hasNextPage && !query.isPlaceholderData,
    loadingMore: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
  };
}
