import { Box } from '@mui/material';
import { ErrorCard } from '../../components/feedback/CardStates';
import { LoadMorePill } from '../../components/LoadMorePill';
import { ShopSearchResults, type SearchShopViewProps } from './SearchShopView';
import { brandsErrorText } from './ShoppingView';
import { useShopSearch } from './useShopSearch';
import { BrandCardCompact } from './BrandCardCompact';
import { NEW_SHOPPING_PATH } from './BrandViewCompact';

/** The Stores tab of /new/earn/search: what /search/shop finds, as /new store tiles. */
export function SearchShopViewCompact(props: SearchShopViewProps) {
  const { error, onRetry, brands, hasMore, loadingMore, onLoadMore } = props;
  return (
    <ShopSearchResults {...props} allTo={NEW_SHOPPING_PATH} error={<ErrorCard message={brandsErrorText(error ?? '')} onRetry={onRetry} />}>
      {brands && (
        <Box
          component="ul"
          aria-label="Search results"
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' }, listStyle: 'none', p: 0, m: 0 }}
        >
          {brands.map((b) => (
            <li key={b.id}>
              <BrandCardCompact brand={b} />
            </li>
          ))}
        </Box>
      )}
      {hasMore && (
        <LoadMorePill onClick={onLoadMore} loading={loadingMore}>
          Load more
        </LoadMorePill>
      )}
    </ShopSearchResults>
  );
}

export default function SearchShopTab() {
  return <SearchShopViewCompact {...useShopSearch()} />;
}
