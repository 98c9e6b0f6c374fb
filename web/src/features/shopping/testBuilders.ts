/** Shop & Save's view props for its tests (data from testing/builders); `over` changes fields. */
import { vi } from 'vitest';
import { makeBrandCards, makeHome } from '../../testing/builders';
import type { ShoppingViewProps } from './ShoppingView';

type BrandsState = ShoppingViewProps['brands'];
type ShoppingFilterBar = ShoppingViewProps['filterBar'];

/** The brand list as the /shopping views take it: three brands, ready, spies. */
export const makeBrandsState = (over: Partial<BrandsState> = {}): BrandsState => ({
  status: 'ready',
  error: null,
  onRetry: vi.fn(),
  items: makeBrandCards(3),
  total: 3,
  refreshing: false,
  hasMore: false,
  loadingMore: false,
  onLoadMore: vi.fn(),
  ...over,
});

/** The filter bar with makeHome()'s categories, no category or search, most popular first. */
export const makeShoppingFilterBar = (over: Partial<ShoppingFilterBar> = {}): ShoppingFilterBar => ({
  categories: makeHome().categories,
  category: null,
  onCategoryChange: vi.fn(),
  searchText: '',
  onSearchTextChange: vi.fn(),
  sort: 'popular',
  onSortChange: vi.fn(),
  ...over,
});

/** /shopping's (and /new/earn/shopping's) props: makeHome()'s featured and popular, three brands. */
export function makeShoppingViewProps(over: Partial<ShoppingViewProps> = {}): ShoppingViewProps {
  const home = makeHome();
  return {
    cashback: null,
    filterBar: makeShoppingFilterBar(),
    filtering: false,
    home: { status: 'ready', error: null, onRetry: vi.fn(), featured: home.featured, popular: home.popular },
    brands: makeBrandsState(),
    ...over,
  };
}
