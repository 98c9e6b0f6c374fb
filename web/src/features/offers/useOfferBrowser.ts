/** The listing's filter state (platform, sort, search) and its query, as the view takes them. */
import { useDeferredValue, useMemo, useState } from 'react';
import {
  ALL_PLATFORMS,
  OFFER_PLATFORM_LABELS,
  type OfferCategory,
  type OfferPlatformFilter,
  type OfferSort,
} from '@pilotmiles/core';
import { errorMessage } from '../../lib/api';
import { useDebounced } from '../../lib/useDebounced';
import type { OfferFilterBarProps } from './OfferFilterBar';
import type { OffersListState } from './OffersView';
import { initialOfferFilters, useOffersListing, type OfferFilters } from './offersApi';

const SEARCH_DEBOUNCE_MS = 300;
const ONLY_ALL = { [ALL_PLATFORMS]: OFFER_PLATFORM_LABELS.all };

export interface OfferBrowser {
  filterBar: OfferFilterBarProps;
  list: OffersListState;
}

/** `category` comes from the page (the URL); sort, platform and search are the filter bar's. */
export function useOfferBrowser(
  category: OfferCategory | null,
  { enabled = true }: { enabled?: boolean } = {},
): OfferBrowser {
  const initial = initialOfferFilters(category);
  const [sortBy, setSortBy] = useState<OfferSort>(initial.sortBy);
  const [platform, setPlatform] = useState<OfferPlatformFilter>(initial.platform);
  const [searchText, setSearchText] = useState(initial.search);
  // Typing settles before it searches.
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const filters = useMemo<OfferFilters>(
    () => ({ sortBy, platform, search, category }),
    [sortBy, platform, search, category],
  );
  const query = useOffersListing(filters, { enabled });
  // A response (up to 200 cards) is rendered in the background, in slices that let the browser
  // paint and respond, then shown at once: the skeleton or the previous list stays until it is
  // ready. Rendering it the moment it arrives would block the page for the whole grid (TBT, INP).
  const pages = useDeferredValue(query.data?.pages);

  return {
    filterBar: {
      platform,
      platforms: pages?.[0]?.platforms ?? ONLY_ALL,
      onPlatformChange: setPlatform,
      sortBy,
      onSortChange: setSortBy,
      searchText,
      onSearchTextChange: setSearchText,
    },
    list: {
      status: pages ? 'ready' : query.isError ? 'error' : 'loading',
      error: query.isError && !pages ? errorMessage(query.error) : null,
      onRetry: () => void query.refetch(),
      offers: pages?.flatMap((p) => p.items),
      refreshing: query.isPlaceholderData && query.isFetching,
      hasMore: query.hasNextPage && !query.isPlaceholderData,
      loadingMore: query.isFetchingNextPage,
      loadMoreError: query.isFetchNextPageError ? errorMessage(query.error) : null,
      onLoadMore: () => void query.fetchNextPage(),
    },
  };
}
