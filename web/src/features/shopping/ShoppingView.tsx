import type { ReactNode } from 'react';
import { Box, Button, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import type { BrandCard } from '@pilotmiles/core';
import { ErrorState } from '../../components/feedback/ErrorState';
import { countOf } from '../../lib/format';
import { BrandGrid, BrandGridSkeleton } from './BrandGrid';
import { CashbackStrip, SignInToEarn, type CashbackStripProps } from './CashbackStrip';
import { ShoppingFilterBar, type ShoppingFilterBarProps } from './ShoppingFilterBar';

export const brandsErrorText = (message: string) => `Error loading brands: ${message}`;
export const NO_BRANDS_TEXT = 'No brands match your filters.';
export const NO_BRANDS_AT_ALL_TEXT = 'No brands yet. Check back soon.';

export interface BrandListState {
  status: 'loading' | 'error' | 'ready';
  error: string | null;
  onRetry: () => void;
  items: BrandCard[] | undefined;
  total: number;
  /** Other filters are loading while the previous brands still show. */
  refreshing: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

export interface ShoppingViewProps {
  /** The member's cashback strip; null for a visitor (who gets 'Sign in to earn cashback'). */
  cashback: CashbackStripProps | null;
  filterBar: ShoppingFilterBarProps;
  /** A search or a category is chosen: only the matching brands show (no Featured, no Popular). */
  filtering: boolean;
  /** GET /shopping/v2's rows. */
  home: {
    status: 'loading' | 'error' | 'ready';
    error: string | null;
    onRetry: () => void;
    featured: BrandCard[];
    popular: BrandCard[];
  };
  brands: BrandListState;
}

/**
 * /shopping: the member's cashback (or the sign-in prompt), category chips, search and sort, the
 * Featured and Popular rows, and every brand with Load more.
 */
export function ShoppingView({ cashback, filterBar, filtering, home, brands }: ShoppingViewProps) {
  return (
    <Stack spacing={3}>
      {cashback ? <CashbackStrip {...cashback} /> : <SignInToEarn />}
      <ShoppingFilterBar {...filterBar} />

      {!filtering && home.status === 'error' && (
        <ErrorState message={brandsErrorText(home.error ?? '')} onRetry={home.onRetry} />
      )}
      {!filtering && home.status === 'loading' && (
        <Section id="featured-brands" title="Featured">
          <Skeleton variant="rounded" height={220} aria-hidden />
        </Section>
      )}
      {!filtering && home.status === 'ready' && home.featured.length > 0 && (
        <Section id="featured-brands" title="Featured">
          <BrandGrid brands={home.featured} label="Featured brands" variant="featured" eager />
        </Section>
      )}
      {!filtering && home.status === 'ready' && home.popular.length > 0 && (
        <Section id="popular-brands" title="Popular">
          <BrandGrid brands={home.popular} label="Popular brands" variant="row" />
        </Section>
      )}

      <Section
        id="all-brands"
        title={filtering ? 'Matching brands' : 'All brands'}
        aside={
          brands.status === 'ready' && brands.total > 0 ? (
            <Typography role="status" color="text.secondary" sx={{ fontSize: 14 }}>
              {countOf(brands.total, 'brand', 'brands')}
            </Typography>
          ) : undefined
        }
      >
        <Box sx={{ minHeight: 4, mb: 1 }}>
          {brands.refreshing && <LinearProgress color="secondary" aria-label="Updating brands" />}
        </Box>
        {brands.status === 'loading' && <BrandGridSkeleton label="Loading brands" />}
        {brands.status === 'error' && <ErrorState message={brandsErrorText(brands.error ?? '')} onRetry={brands.onRetry} />}
        {brands.status === 'ready' && !brands.items?.length && (
          <Typography role="status" color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {filtering ? NO_BRANDS_TEXT : NO_BRANDS_AT_ALL_TEXT}
          </Typography>
        )}
        {brands.status === 'ready' && !!brands.items?.length && (
          <Stack spacing={2.5}>
            <BrandGrid
              brands={brands.items}
              label={filtering ? 'Matching brands' : 'All brands'}
             
              eager={filtering}
            />
            {brands.hasMore && (
              <Box sx={{ textAlign: 'center' }}>
                <Button variant="outlined" size="large" onClick={brands.onLoadMore} loading={brands.loadingMore}>
                  Load more
                </Button>
              </Box>
            )}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

function Section({ id, title, aside, children }: { id: string; title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {aside}
      </Box>
      {children}
    </Box>
  );
}
