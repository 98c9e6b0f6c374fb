/** The store search of /search/shop and /new/earn/search: GET /shopping?q=, most popular first. */
import { useSearchParams } from 'react-router-dom';
import { usePagedSearch } from '../../lib/usePagedSearch';
import type { SearchShopViewProps } from './SearchShopView';
import { DEFAULT_SHOPPING_SORT, brandSearchText, useBrandListing } from './shoppingApi';

export function useShopSearch(): SearchShopViewProps {
  const [params] = useSearchParams();
  const q = brandSearchText(params.get('q'));
  const query = useBrandListing({ q, category: null, sort: DEFAULT_SHOPPING_SORT }, { enabled: !!q });
  const { items, ...search } = usePagedSearch(q, query);
  return { ...search, brands: items };
}
