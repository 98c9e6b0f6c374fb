import { useEffect, useEffectEvent, useState } from 'react';
import { Container } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import type { ShoppingSort } from '@pilotmiles/core';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useDebounced } from '../../lib/useDebounced';
import {
  DEFAULT_SHOPPING_SORT,
  brandSearchText,
  isDefaultBrandFilters,
  useBrandListing,
  useShoppingDashboard,
  useShoppingHome,
  type BrandFilters,
} from './shoppingApi';
import { ShoppingView } from './ShoppingView';

const SEARCH_DEBOUNCE_MS = 300;

const statusOf = (q: { data: unknown; isError: boolean }) => (q.data ? 'ready' : q.isError ? 'error' : 'loading');

/**
 * /shopping (GET /shopping/v2, then GET /shopping for other filters and further pages). Anyone may
 * browse; a member also sees their cashback (GET /shopping/dashboard). The category and the search
 * live in ?category= and ?q= so a reload or a shared link keeps them (other pages drop them, SPEC
 * §2); the sort is the page's own state, as on /offers and /rewards.
 */
export default function ShoppingPage() {
  const { status } = useSession();
  const signedIn = status === 'signedIn';
  const [params, setParams] = useSearchParams();
  const category = params.get('category')?.trim() || null;
  const q = brandSearchText(params.get('q'));
  const [sort, setSort] = useState<ShoppingSort>(DEFAULT_SHOPPING_SORT);
  const [text, setText] = useState(q);
  const debounced = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);

  const setParam = (name: 'category' | 'q', value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      // Typing and choosing chips replace the entry: Back leaves the page, not each keystroke.
      { replace: true },
    );

  // Typing settles into the URL. An effect event: q is compared, not followed, so a URL change
  // from outside (Back, a link) does not write the old text back.
  const settle = useEffectEvent((settled: string) => {
    if (brandSearchText(settled) !== q) setParam('q', brandSearchText(settled));
  });
  useEffect(() => settle(debounced), [debounced]);

  // The URL changed from outside: the box follows it.
  useEffect(() => {
    setText((current) => (brandSearchText(current) === q ? current : q));
  }, [q]);

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

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <ShoppingView
        cashback={
          signedIn
            ? {
                status: statusOf(dashboard),
                error: dashboard.isError ? errorMessage(dashboard.error) : null,
                onRetry: () => void dashboard.refetch(),
                dashboard: dashboard.data,
              }
            : null
        }
        filterBar={{
          categories,
          category,
          onCategoryChange: (c) => setParam('category', c),
          searchText: text,
          onSearchTextChange: setText,
          sort,
          onSortChange: setSort,
        }}
        filtering={!!q || !!category}
        home={{
          status: statusOf(home),
          error: home.isError ? errorMessage(home.error) : null,
          onRetry: () => void home.refetch(),
          featured: home.data?.featured ?? [],
          popular: home.data?.popular ?? [],
        }}
        brands={{
          status: statusOf(listing),
          error: listing.isError ? errorMessage(listing.error) : null,
          onRetry: () => void listing.refetch(),
          items: pages?.flatMap((p) => p.items),
          total: pages?.[0]?.total ?? 0,
          refreshing: listing.isPlaceholderData && listing.isFetching,
          hasMore: listing.hasNextPage && !listing.isPlaceholderData,
          loadingMore: listing.isFetchingNextPage,
          onLoadMore: () => void listing.fetchNextPage(),
        }}
       
      />
    </Container>
  );
}
