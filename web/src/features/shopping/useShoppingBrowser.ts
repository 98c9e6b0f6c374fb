/**
 * The shop home's state, shared by /shopping and /new/earn/shopping: GET /shopping/v2 (categories,
 * featured, popular, the first page of brands), GET /shopping for other filters and pages, the
 * member's cashback. The category and the search live in ?category= and ?q=; the sort is the page's.
 */
import { useState } from 'react';
import type { ShoppingSort } from '@pilotmiles/core';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useUrlFilters } from '../../lib/useUrlFilters';
import {
  DEFAULT_SHOPPING_SORT,
  brandSearchText,
  isDefaultBrandFilters,
  useBrandListing,
  useShoppingDashboard,
  useShoppingHome,
  type BrandFilters,
} from './shoppingApi';
import type { ShoppingViewProps } from './ShoppingView';

const statusOf = (q: { data: unknown; isError: boolean }) => (q.data ? 'ready' : q.isError ? 'error' : 'loading');

export function useShoppingBrowser(): ShoppingViewProps {
  const { status } = useSession();
  const signedIn = status === 'signedIn';
  const { category: rawCategory, q, text, setText, setParam } = useUrlFilters(brandSearchText);
  const category = rawCategory?.trim() || null;
  const [sort, setSort] = useState<ShoppingSort>(DEFAULT_SHOPPING_SORT);

  const home = useShoppingHome();
  const filters: BrandFilters = { q, category, sort };
  const fromHome = isDefaultBrandFilters(filters);
  // The default listing's first page comes with /shopping/v2: it waits for that answer (and asks
  // on its own only if that failed).
  const listing = useBrandListing(filters, {
    enabled: !fromHome || !home.isPending,
    firstPage: fromHome && home.data ? { page: home.data.brands, updatedAt: home.dataUpdatedAt } : undefined,
  });
  const dashboard = useShoppingDashboard();

  const categories = home.data?.categories ?? (home.isError ? [] : null);
  const pages = listing.data?.pages;

  return {
    cashback: signedIn
      ? {
          status: statusOf(dashboard),
          error: dashboard.isError ? errorMessage(dashboard.error) : null,
          onRetry: () => void dashboard.refetch(),
          dashboard: dashboard.data,
        }
      : null,
    filterBar: {
      categories,
      category,
      onCategoryChange: (c) => setParam('category', c),
      searchText: text,
      onSearchTextChange: setText,
      sort,
      onSortChange: setSort,
    },
    filtering: !!q || !!category,
    home: {
      status: statusOf(home),
      error: home.isError ? errorMessage(home.error) : null,
      onRetry: () => void home.refetch(),
      featured: home.data?.featured ?? [],
      popular: home.data?.popular ?? [],
    },
    brands: {
      status: statusOf(listing),
      error: listing.isError ? errorMessage(listing.error) : null,
      onRetry: () => void listing.refetch(),
      items: pages?.flatMap((p) => p.items),
      total: pages?.[0]?.total ?? 0,
      refreshing: listing.isPlaceholderData && listing.isFetching,
      hasMore: listing.hasNextPage && !listing.isPlaceholderData,
      loadingMore: listing.isFetchingNextPage,
      onLoadMore: () => void listing.fetchNextPage(),
    },
  };
}
