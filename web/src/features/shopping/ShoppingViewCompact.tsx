import type { ReactNode } from 'react';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { SHOPPING_SEARCH_MAX, SHOPPING_SORT_LABELS, SHOPPING_SORTS, type BrandCard } from '@pilotmiles/core';
import { ChipScroller } from '../../components/ChipScroller';
import { CardSkeletons, EmptyCard, ErrorCard } from '../../components/feedback/CardStates';
import { LoadMorePill } from '../../components/LoadMorePill';
import { StickySearch } from '../../components/StickySearch';
import { FilterSelect } from '../../components/FilterSelect';
import { countOf } from '../../lib/format';
import { CashbackStrip, SignInToEarn } from './CashbackStrip';
import { NO_BRANDS_AT_ALL_TEXT, NO_BRANDS_TEXT, brandsErrorText, type ShoppingViewProps } from './ShoppingView';
import { BrandCardCompact } from './BrandCardCompact';

const tileGridSx = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** A row that scrolls sideways on a phone and wraps into a grid on a desktop. */
const rowSx = {
  display: 'grid',
  gap: 1.5,
  gridAutoFlow: { xs: 'column', md: 'row' },
  gridAutoColumns: { xs: '42%', sm: '30%' },
  gridTemplateColumns: { md: 'repeat(5, minmax(0, 1fr))' },
  overflowX: { xs: 'auto', md: 'visible' },
  scrollSnapType: 'x mandatory',
  '& > li': { scrollSnapAlign: 'start' },
  listStyle: 'none',
  p: 0,
  m: 0,
  pb: 0.5,
} as const;

/** /new/earn/shopping: cashback, sticky search with category chips, Featured and Popular rows, every store. */
export function ShoppingViewCompact({ cashback, filterBar, filtering, home, brands }: ShoppingViewProps) {
  const { categories, category, onCategoryChange, searchText, onSearchTextChange, sort, onSortChange } = filterBar;
  const chips = [{ key: '', label: 'All' }, ...(categories ?? []).map((c) => ({ key: c.id, label: c.name }))];
  return (
    <Stack spacing={2.5}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 34 }, fontWeight: 800 }}>
        Shop with cashback
      </Typography>
      {cashback ? <CashbackStrip {...cashback} /> : <SignInToEarn />}
      <StickySearch label="Search stores" value={searchText} onChange={onSearchTextChange} maxLength={SHOPPING_SEARCH_MAX}>
        {categories && categories.length > 0 && (
          <Box sx={{ mt: 1 }}>
            <ChipScroller label="Store categories" options={chips} value={category ?? ''} onSelect={(key) => onCategoryChange(key || null)} />
          </Box>
        )}
      </StickySearch>

      {!filtering && home.status === 'error' && <ErrorCard message={brandsErrorText(home.error ?? '')} onRetry={home.onRetry} />}
      {!filtering && home.status === 'loading' && <CardSkeletons label="Loading featured stores" count={1} height={160} />}
      {!filtering && home.status === 'ready' && (
        <>
          <Row id="new-featured" title="Featured" brands={home.featured} eager />
          <Row id="new-popular" title="Popular" brands={home.popular} />
        </>
      )}

      <Box component="section" aria-labelledby="new-all-stores">
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <Typography id="new-all-stores" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
            {filtering ? 'Matching stores' : 'All stores'}
            {brands.status === 'ready' && (
              <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: 15 }}>
                {countOf(brands.total, 'store', 'stores')}
              </Typography>
            )}
          </Typography>
          <FilterSelect label="Sort stores" value={sort} keys={SHOPPING_SORTS} labels={SHOPPING_SORT_LABELS} onChange={onSortChange} sx={{ minHeight: 44 }} />
        </Box>
        <Box sx={{ minHeight: 4 }}>{brands.refreshing && <LinearProgress color="secondary" aria-label="Updating stores" />}</Box>
        {brands.status === 'loading' && <CardSkeletons label="Loading stores" count={10} height={150} sx={tileGridSx} />}
        {brands.status === 'error' && <ErrorCard message={brandsErrorText(brands.error ?? '')} onRetry={brands.onRetry} />}
        {brands.status === 'ready' && brands.items?.length === 0 && <EmptyCard title={filtering ? NO_BRANDS_TEXT : NO_BRANDS_AT_ALL_TEXT} />}
        {brands.status === 'ready' && !!brands.items?.length && (
          <Stack spacing={2}>
            <Box component="ul" aria-label="All stores" sx={tileGridSx}>
              {brands.items.map((b) => (
                <li key={b.id}>
                  <BrandCardCompact brand={b} />
                </li>
              ))}
            </Box>
            {brands.hasMore && (
              <LoadMorePill onClick={brands.onLoadMore} loading={brands.loadingMore}>
                Load more
              </LoadMorePill>
            )}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

function Row({ id, title, brands, eager = false }: { id: string; title: ReactNode; brands: BrandCard[]; eager?: boolean }) {
  if (!brands.length) return null;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1.5 }}>
        {title}
      </Typography>
      <Box component="ul" aria-labelledby={id} sx={rowSx}>
        {brands.map((b, i) => (
          <li key={b.id}>
            <BrandCardCompact brand={b} eager={eager && i < 3} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
