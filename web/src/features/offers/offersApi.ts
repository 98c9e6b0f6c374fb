/** The offers endpoints (docs/offers.md), their query keys and hooks. */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  ALL_PLATFORMS,
  DEFAULT_OFFER_SORT,
  OFFER_CATEGORIES,
  OFFERS_PAGE_SIZE,
  hasMoreOffers,
  type MissingCreditBody,
  type MissingCreditClaim,
  type Offer,
  type OfferActivity,
  type OfferCategory,
  type OfferClickResult,
  type OfferPlatformFilter,
  type OfferSort,
  type OffersPage,
} from '@pilotmiles/core';
import { ApiError, api } from '../../lib/api';
import { useSession } from '../../lib/session';

/** The listing's filter state, less offset and limit (the pages carry those). */
export interface OfferFilters {
  sortBy: OfferSort;
  platform: OfferPlatformFilter;
  search: string;
  category: OfferCategory | null;
}

/** The filters the listing opens with (useOfferBrowser's first state). */
export const initialOfferFilters = (category: OfferCategory | null): OfferFilters => ({
  sortBy: DEFAULT_OFFER_SORT,
  platform: ALL_PLATFORMS,
  search: '',
  category,
});

export const offerKeys = {
  all: ['offers'] as const,
  list: (filters: OfferFilters) => ['offers', 'list', filters] as const,
  offer: (id: string) => ['offers', 'offer', id] as const,
  startEarning: ['offers', 'start-earning'] as const,
  /** The member's activity: refetched after a start or a claim. */
  activity: (uid: string | undefined) => ['offers', 'activity', uid] as const,
};

/** Retries a failure that may pass (network, 5xx) twice; a refusal (4xx) is shown at once. */
const retryTransient = (count: number, err: unknown) =>
  !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2;

/** The tags a category selects, comma-joined as the listing takes them (core's category map). */
export const categoryTags = (category: OfferCategory | null) =>
  category ? OFFER_CATEGORIES[category].tags.join(',') : '';

/** GET /swaarm/offers's query string for a page of the listing. */
export const offersPageQuery = (filters: OfferFilters, offset: number) => ({
  limit: OFFERS_PAGE_SIZE,
  offset,
  search: filters.search,
  sortBy: filters.sortBy,
  tags: categoryTags(filters.category),
  platform: filters.platform,
});

export const fetchOffersPage = (filters: OfferFilters, offset: number, signal?: AbortSignal) =>
  api<OffersPage>('/swaarm/offers', { auth: false, query: offersPageQuery(filters, offset), signal });

/**
 * The listing: new filters are a new key, so the list is replaced from offset 0; Load
 * More fetches the next page at offset + limit and appends it. app/startupData.ts starts it too.
 */
export const offersListingOptions = (filters: OfferFilters) =>
  infiniteQueryOptions({
    queryKey: offerKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchOffersPage(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: OffersPage) => (hasMoreOffers(last) ? last.offset + last.limit : undefined),
    retry: retryTransient,
  });

export function useOffersListing(filters: OfferFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...offersListingOptions(filters),
    // While other filters load, the previous offers stay (with a progress bar) instead of a blank page.
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const fetchOffer = (id: string, signal?: AbortSignal) =>
  api<Offer>(`/swaarm/offers/${encodeURIComponent(id)}`, { auth: false, signal });

export function useOffer(id: string) {
  return useQuery({
    queryKey: offerKeys.offer(id),
    queryFn: ({ signal }) => fetchOffer(id, signal),
    retry: retryTransient,
  });
}

export const fetchStartEarningOffers = (signal?: AbortSignal) =>
  api<Offer[]>('/swaarm/offers/start-earning', { auth: false, signal });

export function useStartEarningOffers() {
  return useQuery({
    queryKey: offerKeys.startEarning,
    queryFn: ({ signal }) => fetchStartEarningOffers(signal),
    retry: retryTransient,
  });
}

export const fetchOfferActivity = (signal?: AbortSignal) => api<OfferActivity[]>('/swaarm/offers_events', { signal });

/**
 * The signed-in member's started offers; disabled for visitors. An offer's page refetches them
 * when the member comes back to its tab (`refetchOnWindowFocus`; off app-wide).
 */
export function useOfferActivity({ refetchOnWindowFocus = false }: { refetchOnWindowFocus?: boolean } = {}) {
  const uid = useSession().user?.uid;
  return useQuery({
    queryKey: offerKeys.activity(uid),
    queryFn: ({ signal }) => fetchOfferActivity(signal),
    retry: retryTransient,
    enabled: !!uid,
    refetchOnWindowFocus,
  });
}

/**
 * Records the start. A 403 here is worded by the page: an unverified member gets
 * 'auth/email-not-verified', which must not sign them out as an expired session would.
 */
export const startOfferClick = (id: string) =>
  api<OfferClickResult>(`/swaarm/offers/${encodeURIComponent(id)}/click`, {
    method: 'POST',
    body: {},
    expireOn403: false,
  });

export const submitMissingCredit = (body: MissingCreditBody) =>
  api<MissingCreditClaim>('/swaarm/offers/missing-credit', { method: 'POST', body });
