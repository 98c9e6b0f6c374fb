import type { ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import type { BrandCard } from '@pilotmiles/core';
import { ErrorState } from '../../components/feedback/ErrorState';
import { SearchResults } from '../../components/SearchResults';
import { BrandGrid } from './BrandGrid';
import { brandsErrorText } from './ShoppingView';

export interface SearchShopViewProps {
  /** The search shown (the trimmed ?q=); '' when there is none. */
  query: string;
  status: 'idle' | 'loading' | 'error' | 'ready';
  error: string | null;
  onRetry: () => void;
  brands: BrandCard[] | undefined;
  /** Brands matching in all (the results may be the first page of them). */
  total: number;
  refreshing?: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/**
 * What the store search found, in either design: `allTo` is the design's store list, `error` its
 * error state, `children` its grid of the results and Load more.
 */
export function ShopSearchResults({
  query,
  status,
  brands,
  total,
  refreshing,
  allTo,
  error,
  children,
}: Pick<SearchShopViewProps, 'query' | 'status' | 'brands' | 'total' | 'refreshing'> & { allTo: string; error: ReactNode; children: ReactNode }) {
  return (
    <SearchResults
      query={query}
      status={status}
      count={brands ? (brands.length ? total : 0) : null}
      refreshing={refreshing}
      noun={{ one: 'brand', many: 'brands' }}
      all={{ to: allTo, label: 'See all brands' }}
      idleHint="Type the store or brand you shop at in the search box above."
      emptyHint="Try another name, or browse every store."
      error={error}
    >
      {children}
    </SearchResults>
  );
}

/** /search/shop (docs/product.md "The site search"): the banner holds the search box; these are the brands it found. */
export function SearchShopView(props: SearchShopViewProps) {
  const { error, onRetry, brands, hasMore, loadingMore, onLoadMore } = props;
  return (
    <ShopSearchResults {...props} allTo="/shopping" error={<ErrorState message={brandsErrorText(error ?? '')} onRetry={onRetry} />}>
      {brands && <BrandGrid brands={brands} label="Search results" eager />}
      {hasMore && (
        <Box sx={{ textAlign: 'center' }}>
          <Button variant="outlined" size="large" onClick={onLoadMore} loading={loadingMore}>
            Load more
          </Button>
        </Box>
      )}
    </ShopSearchResults>
  );
}
