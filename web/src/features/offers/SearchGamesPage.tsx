import { useState } from 'react';
import { Container } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { ALL_PLATFORMS, DEFAULT_OFFER_SORT, OFFER_SEARCH_MAX } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { errorMessage } from '../../lib/api';
import { useOffersListing } from './offersApi';
import { SearchGamesView } from './SearchGamesView';

/**
 * /search/games?q= (SPEC §2 Search section), as /search/articles: the banner's search box sets
 * ?q= and the results follow the URL. It searches every offer by name (games, apps, surveys...):
 * what someone types there is an app's name more often than a category.
 */
export default function SearchGamesPage() {
  const { status, user } = useSession();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, OFFER_SEARCH_MAX).trim();
  const query = useOffersListing(
    { sortBy: DEFAULT_OFFER_SORT, platform: ALL_PLATFORMS, search: q, category: null },
    { enabled: !!q },
  );
  // While a new search loads, the previous results stay on screen: they are named by their own query.
  const [resultsFor, setResultsFor] = useState(q);
  if (query.data && !query.isPlaceholderData && resultsFor !== q) setResultsFor(q);

  const pages = query.data?.pages;
  let viewStatus: 'idle' | 'loading' | 'error' | 'ready' = 'loading';
  if (!q) viewStatus = 'idle';
  else if (pages) viewStatus = 'ready';
  else if (query.isError) viewStatus = 'error';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <SearchGamesView
        query={viewStatus === 'ready' && query.isPlaceholderData ? resultsFor : q}
        status={viewStatus}
        error={query.isError ? errorMessage(query.error) : null}
        onRetry={() => void query.refetch()}
        offers={pages?.flatMap((p) => p.items)}
        total={pages?.[0]?.total ?? 0}
        refreshing={!!q && query.isPlaceholderData && query.isFetching}
        hasMore={query.hasNextPage && !query.isPlaceholderData}
        loadingMore={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        signedIn={status === 'signedIn' && !!user}
      />
    </Container>
  );
}
