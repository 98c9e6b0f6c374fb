import type { ReactNode } from 'react';
import type { Offer } from '@pilotmiles/core';
import { SearchResults } from '../../components/SearchResults';
import { OfferGrid } from './OfferGrid';
import { LoadMoreButton, OffersError } from './OffersListParts';

export interface SearchGamesViewProps {
  /** The search shown (the trimmed ?q=); '' when there is none. */
  query: string;
  status: 'idle' | 'loading' | 'error' | 'ready';
  error: string | null;
  onRetry: () => void;
  offers: Offer[] | undefined;
  /** Offers matching in all (the results may be the first page of them). */
  total: number;
  refreshing?: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  signedIn: boolean;
}

/**
 * What the offer search found, in either design: `allTo` is the design's offer list, `error` its
 * error state, `children` its grid of the results and Load more.
 */
export function OfferSearchResults({
  query,
  status,
  offers,
  total,
  refreshing,
  allTo,
  error,
  children,
}: Pick<SearchGamesViewProps, 'query' | 'status' | 'offers' | 'total' | 'refreshing'> & { allTo: string; error: ReactNode; children: ReactNode }) {
  return (
    <SearchResults
      query={query}
      status={status}
      count={offers ? (offers.length ? total : 0) : null}
      refreshing={refreshing}
      noun={{ one: 'offer', many: 'offers' }}
      all={{ to: allTo, label: 'See all offers' }}
      idleHint="Type the game or app you are looking for in the search box above."
      emptyHint="Try another word, or browse every offer."
      error={error}
    >
      {children}
    </SearchResults>
  );
}

/** /search/games: the banner holds the search box; these are the offers it found. */
export function SearchGamesView(props: SearchGamesViewProps) {
  const { error, onRetry, offers, hasMore, loadingMore, onLoadMore, signedIn } = props;
  return (
    <OfferSearchResults {...props} allTo="/offers" error={<OffersError message={error ?? ''} onRetry={onRetry} />}>
      {offers && <OfferGrid offers={offers} signedIn={signedIn} label="Search results" />}
      {hasMore && <LoadMoreButton loading={loadingMore} onClick={onLoadMore} />}
    </OfferSearchResults>
  );
}
