/**
 * The offer search of /search/games and /new/earn/search: every offer by name (games, apps,
 * surveys...), ?q= at most OFFER_SEARCH_MAX, most popular first.
 */
import { useSearchParams } from 'react-router-dom';
import { ALL_PLATFORMS, DEFAULT_OFFER_SORT, OFFER_SEARCH_MAX } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { usePagedSearch } from '../../lib/usePagedSearch';
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
  const { items, ...search } = usePagedSearch(q, query);
  return { ...search, offers: items, signedIn: status === 'signedIn' && !!user };
}
