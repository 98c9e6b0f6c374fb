/** The Shop & Save endpoints (docs/shopping.md), their query keys and hooks. */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  SHOPPING_PAGE_SIZE,
  SHOPPING_SEARCH_MAX,
  type BrandPage,
  type BrandsPage,
  type ShopActivationResult,
  type ShopClaim,
  type ShopClaimBody,
  type ShoppingDashboard,
  type ShoppingHome,
  type ShoppingSort,
} from '@pilotmiles/core';
import { ApiError, api } from '../../lib/api';
import { useSession } from '../../lib/session';

export const DEFAULT_SHOPPING_SORT: ShoppingSort = 'popular';

/** GET /shopping's filters, as the screens hold them. */
export interface BrandFilters {
  /** Trimmed search text; '' for none. */
  q: string;
  /** A category id; null for all. */
  category: string | null;
  sort: ShoppingSort;
}

/** The filters /shopping opens with: GET /shopping/v2's first page of brands is this listing's. */
export const isDefaultBrandFilters = (f: BrandFilters) => !f.q && !f.category && f.sort === DEFAULT_SHOPPING_SORT;

/** ?q= as the listing takes it: trimmed, at most SHOPPING_SEARCH_MAX characters (a longer pasted text searches its start). */
export const brandSearchText = (value: string | null) => (value ?? '').trim().slice(0, SHOPPING_SEARCH_MAX).trim();

export const shoppingKeys = {
  all: ['shopping'] as const,
  home: ['shopping', 'home'] as const,
  list: (filters: BrandFilters) => ['shopping', 'list', filters] as const,
  /** A brand's page as the viewer sees it (a member's carries their activity). */
  brand: (id: string, uid: string | null) => ['shopping', 'brand', id, uid] as const,
  /**
   * The member's cashback. Under ['dashboard', uid] (lib/session refetches those when the balance
   * moves): an approval credits the balance, and the strip follows.
   */
  dashboard: (uid: string | undefined) => ['dashboard', uid, 'shopping'] as const,
};

/** Retries a failure that may pass (network, 5xx) twice; a refusal (4xx) is shown at once. */
const retryTransient = (count: number, err: unknown) =>
  !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2;

/** The catalogue changes when staff or a network sync change it: a minute old is fresh enough. */
const CATALOGUE_STALE_MS = 60_000;

export const fetchShoppingHome = (signal?: AbortSignal) => api<ShoppingHome>('/shopping/v2', { auth: false, signal });

/** GET /shopping/v2: categories, featured, popular and the first page of all brands, in one call. */
export function useShoppingHome() {
  return useQuery({
    queryKey: shoppingKeys.home,
    queryFn: ({ signal }) => fetchShoppingHome(signal),
    staleTime: CATALOGUE_STALE_MS,
    retry: retryTransient,
  });
}

export const fetchBrandsPage = (filters: BrandFilters, offset: number, signal?: AbortSignal) =>
  api<BrandsPage>('/shopping', {
    auth: false,
    query: {
      q: filters.q,
      category: filters.category,
      sort: filters.sort,
      limit: SHOPPING_PAGE_SIZE,
      offset,
    },
    signal,
  });

/** Where the page after `last` starts, or undefined when it was the last one. */
export const nextBrandsOffset = (last: BrandsPage) =>
  last.items.length > 0 && last.offset + last.items.length < last.total ? last.offset + last.items.length : undefined;

export interface BrandListingOptions {
  enabled?: boolean;
  /**
   * The listing's first page when it is already known (GET /shopping/v2's brands, for the default
   * filters): no second request for it.
   */
  firstPage?: { page: BrandsPage; updatedAt: number };
}

/** GET /shopping in pages (Load more appends the next offset); new filters start again from 0. */
export function useBrandListing(filters: BrandFilters, { enabled = true, firstPage }: BrandListingOptions = {}) {
  return useInfiniteQuery({
    queryKey: shoppingKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchBrandsPage(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextBrandsOffset,
    initialData: firstPage && { pages: [firstPage.page], pageParams: [0] },
    initialDataUpdatedAt: firstPage?.updatedAt,
    // While other filters load, the previous brands stay (with a progress bar) instead of a blank grid.
    placeholderData: keepPreviousData,
    staleTime: CATALOGUE_STALE_MS,
    retry: retryTransient,
    enabled,
  });
}

/**
 * GET /shopping/v2/{brand}: public, with the member's token when someone is signed in, so the
 * member's activations, orders and claims come back. Waits for the session, so it is asked once.
 */
export const fetchBrandPage = (id: string, signal?: AbortSignal) =>
  api<BrandPage>(`/shopping/v2/${encodeURIComponent(id)}`, { signal });

export function useBrandPage(id: string) {
  const { status, authUser } = useSession();
  const uid = authUser?.uid ?? null;
  return useQuery({
    queryKey: shoppingKeys.brand(id, uid),
    queryFn: ({ signal }) => fetchBrandPage(id, signal),
    retry: retryTransient,
    enabled: status !== 'loading',
  });
}

export const fetchShoppingDashboard = (signal?: AbortSignal) =>
  api<ShoppingDashboard>('/shopping/dashboard', { signal });

/** The signed-in member's activations and cashback; disabled for visitors. */
export function useShoppingDashboard() {
  const { status, authUser } = useSession();
  const uid = authUser?.uid;
  return useQuery({
    queryKey: shoppingKeys.dashboard(uid),
    queryFn: ({ signal }) => fetchShoppingDashboard(signal),
    retry: retryTransient,
    enabled: status === 'signedIn' && !!uid,
  });
}

/**
 * POST /shopping/v2/activate/{brand}: records the activation and answers the store's link. A 403
 * here is the server refusing (an unverified e-mail), worded by the server and shown as it is: the
 * member stays signed in.
 */
export const activateBrand = (id: string) =>
  api<ShopActivationResult>(`/shopping/v2/activate/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: {},
    expireOn403: false,
  });

/** A missing-cashback claim; the server's refusals (403 included) are shown as they are. */
export const submitShopClaim = (body: ShopClaimBody) =>
  api<ShopClaim>('/shopping/claims', { method: 'POST', body, expireOn403: false });
