import { Container } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { ALL_PLATFORMS, DEFAULT_OFFER_SORT, OFFER_SEARCH_MAX } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { useSearchState } from '../../lib/useSearchState';
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
  const search = useSearchState(q, query);
  const pages = query.data?.pages;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <SearchGamesView
        query={search.query}
        status={search.status}
        error={search.error}
        onRetry={() => void query.refetch()}
        offers={pages?.flatMap((p) => p.items)}
        total={pages?.[0]?.total ?? 0}
        refreshing={search.refreshing}
        hasMore={query.hasNextPage && !query.isPlaceholderData}
        loadingMore={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        signedIn={status === 'signedIn' && !!user}
      />
    </Container>
  );
}
