/**
 * The offer search of /search/games and /new/earn/search: every offer by name (games, apps,
 * surveys...), ?q= at most OFFER_SEARCH_MAX, most popular first.
 */
import { useSearchParams } from 'react-router-dom';
import { ALL_PLATFORMS, DEFAULT_OFFER_SORT, OFFER_SEARCH_MAX } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { useSearchState } from '../../lib/useSearchState';
import { useOffersListing } from './offersApi';
import type { SearchGamesViewProps } from './SearchGamesView';

export function useOfferSearch(): SearchGamesViewProps {
  const { status, user } = useSession();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, OFFER_SEARCH_MAX).trim();
  const query = useOffersListing(
    { sortBy: DEFAULT_OFFER_SORT, platform: ALL_PLATFORMS, search: q, category: null },
    { enabled: !!q },
  );
  const search = useSearchState(q, query);
  const pages = query.data?.pages;
  return {
    query: search.query,
    status: search.status,
    error: search.error,
    onRetry: () => void query.refetch(),
    offers: pages?.flatMap((p) => p.items),
    total: pages?.[0]?.total ?? 0,
    refreshing: search.refreshing,
    hasMore: query.hasNextPage && !query.isPlaceholderData,
    loadingMore: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
    signedIn: status === 'signedIn' && !!user,
  };
}
