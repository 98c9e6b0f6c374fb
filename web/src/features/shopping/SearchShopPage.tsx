import { Container } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useSearchState } from '../../lib/useSearchState';
import { SearchShopView } from './SearchShopView';
import { DEFAULT_SHOPPING_SORT, brandSearchText, useBrandListing } from './shoppingApi';

/**
 * /search/shop?q= (SPEC §2 Search section), as /search/articles and /search/games: the banner's
 * search box sets ?q= and the results follow the URL (GET /shopping?q=, most popular first).
 */
export default function SearchShopPage() {
  const [params] = useSearchParams();
  const q = brandSearchText(params.get('q'));
  const query = useBrandListing({ q, category: null, sort: DEFAULT_SHOPPING_SORT }, { enabled: !!q });
  const search = useSearchState(q, query);
  const pages = query.data?.pages;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <SearchShopView
        query={search.query}
        status={search.status}
        error={search.error}
        onRetry={() => void query.refetch()}
        brands={pages?.flatMap((p) => p.items)}
        total={pages?.[0]?.total ?? 0}
        refreshing={search.refreshing}
        hasMore={query.hasNextPage && !query.isPlaceholderData}
        loadingMore={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
       
      />
    </Container>
  );
}
