import { Box, Button } from '@mui/material';
import { NewError } from '../../../components/newDesign/NewStates';
import { newButtonSx } from '../../../components/newDesign/newCardSx';
import { SearchResults } from '../../../components/SearchResults';
import type { SearchShopViewProps } from '../SearchShopView';
import { brandsErrorText } from '../ShoppingView';
import { useShopSearch } from '../useShopSearch';
import { NewBrandTile } from './NewBrandTile';
import { NEW_SHOPPING_PATH } from './NewStoreView';

/** The Stores tab of /new/earn/search: what /search/shop finds, as /new store tiles. */
export function NewSearchShopView(props: SearchShopViewProps) {
  const { query, status, error, onRetry, brands, total, refreshing, hasMore, loadingMore, onLoadMore } = props;
  return (
    <SearchResults
      query={query}
      status={status}
      count={brands ? (brands.length ? total : 0) : null}
      refreshing={refreshing}
      noun={{ one: 'brand', many: 'brands' }}
      all={{ to: NEW_SHOPPING_PATH, label: 'See all brands' }}
      idleHint="Type the store or brand you shop at in the search box above."
      emptyHint="Try another name, or browse every store."
      error={<NewError message={brandsErrorText(error ?? '')} onRetry={onRetry} />}
    >
      {brands && (
        <Box
          component="ul"
          aria-label="Search results"
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' }, listStyle: 'none', p: 0, m: 0 }}
        >
          {brands.map((b) => (
            <li key={b.id}>
              <NewBrandTile brand={b} />
            </li>
          ))}
        </Box>
      )}
      {hasMore && (
        <Button variant="outlined" size="large" onClick={onLoadMore} loading={loadingMore} sx={[newButtonSx, { alignSelf: 'center', minWidth: 200 }]}>
          Load more
        </Button>
      )}
    </SearchResults>
  );
}

export default function NewSearchShopTab() {
  return <NewSearchShopView {...useShopSearch()} />;
}
