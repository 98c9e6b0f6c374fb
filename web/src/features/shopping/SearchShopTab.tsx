import { Box } from '@mui/material';
import { NewError } from '../../../components/newDesign/NewStates';
import { NewLoadMore } from '../../../components/newDesign/NewLoadMore';
import { ShopSearchResults, type SearchShopViewProps } from '../SearchShopView';
import { brandsErrorText } from '../ShoppingView';
import { useShopSearch } from '../useShopSearch';
import { NewBrandTile } from './NewBrandTile';
import { NEW_SHOPPING_PATH } from './NewStoreView';

/** The Stores tab of /new/earn/search: what /search/shop finds, as /new store tiles. */
export function NewSearchShopView(props: SearchShopViewProps) {
  const { error, onRetry, brands, hasMore, loadingMore, onLoadMore } = props;
  return (
    <ShopSearchResults {...props} allTo={NEW_SHOPPING_PATH} error={<NewError message={brandsErrorText(error ?? '')} onRetry={onRetry} />}>
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
        <NewLoadMore onClick={onLoadMore} loading={loadingMore}>
          Load more
        </NewLoadMore>
      )}
    </ShopSearchResults>
  );
}

export default function NewSearchShopTab() {
  return <NewSearchShopView {...useShopSearch()} />;
}
