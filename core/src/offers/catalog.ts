/**
 * The offer catalogue as members see it (docs/product.md "Earning pages", docs/offers.md), and the
 * one listing rule: filter, search, sort and page. The API answers GET /swaarm/offers with it from
 * an in-memory catalogue; unit tests run it against the partner fixture.
 */

/** The offers page asks for 200 at a time. */
export const OFFERS_PAGE_SIZE = 200;
/** Longest search text the listing accepts. */
export const OFFER_SEARCH_MAX = 100;

export const OFFER_SORTS = ['mostPopular', 'highestPayout', 'nameAZ', 'nameZA'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];
export const DEFAULT_OFFER_SORT: OfferSort = 'mostPopular';
/** The sort dropdown's labels, in its order. */
export const OFFER_SORT_LABELS: Readonly<Record<OfferSort, string>> = {
  mostPopular: 'Most popular',
  highestPayout: 'Highest payout',
  nameAZ: 'Name (A-Z)',
  nameZA: 'Name (Z-A)',
};

export const OFFER_PLATFORMS = ['android', 'ios', 'web'] as const;
export type OfferPlatform = (typeof OFFER_PLATFORMS)[number];
/** 'all' is the filter's default, not a platform an offer has. */
export const ALL_PLATFORMS = 'all';
export type OfferPlatformFilter = OfferPlatform | typeof ALL_PLATFORMS;
export const OFFER_PLATFORM_LABELS: Readonly<Record<OfferPlatformFilter, string>> = {
  all: 'All Platforms',
  android: 'Android',
  ios: 'iOS',
  web: 'Web',
};

/** One step of an offer that pays on its own ('Install', 'Reach level 10'). */
export interface OfferEvent {
  id: string;
  name: string;
  pilot_miles: number;
}

/** An offer as the API returns it. The tracking link is only given with a click (POST .../click). */
export interface Offer {
  id: string;
  name: string;
  /** HTML reduced to p, b, i, em, strong, br without attributes (sanitised when synced). */
  description: string;
  preview_url: string | null;
  platform: OfferPlatform;
  platform_display: string;
  /** Optional chip, e.g. 'CPI', 'CPA', 'Survey'. */
  type: string | null;
  /** e.g. category:game, category:app (the categories' tags: core earnCategories.ts). */
  tags: string[];
  /** Sum of the events' rewards. */
  summary_pilot_miles: number;
  events: OfferEvent[];
}

/** An offer as the server keeps it in its catalogue: the public fields plus what sorting needs. */
export interface CatalogOffer extends Offer {
  /** Higher is more popular (the network's rank, which it computes from conversions). */
  popularity: number;
}

/** The listing's input after validation (schemas/offers.ts parses the query string). */
export interface OffersQuery {
  limit: number;
  offset: number;
  search: string;
  sortBy: OfferSort;
  /** Any of these tags selects an offer; empty means all. */
  tags: string[];
  platform: OfferPlatformFilter;
}

/** GET /swaarm/offers's answer (inside the `data` envelope). */
export interface OffersPage {
  items: Offer[];
  /** Platforms present in the catalogue, key to label, 'all' first (the dropdown's live list). */
  platforms: Record<string, string>;
  limit: number;
  offset: number;
  total: number;
}

/** More results exist while limit + offset is below total (Load More). */
export const hasMoreOffers = (page: Pick<OffersPage, 'limit' | 'offset' | 'total'>) =>
  page.limit + page.offset < page.total;

/** A start-earning banner figure: 'Get up to $' + PM / 100 with two decimals. */
export const upToDollars = (pilotMiles: number) => (pilotMiles / 100).toFixed(2);

const byName = (a: Offer, b: Offer) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id);

const SORTERS: Readonly<Record<OfferSort, (a: CatalogOffer, b: CatalogOffer) => number>> = {
  mostPopular: (a, b) => b.popularity - a.popularity || byName(a, b),
  highestPayout: (a, b) => b.summary_pilot_miles - a.summary_pilot_miles || byName(a, b),
  nameAZ: byName,
  nameZA: (a, b) => byName(b, a),
};

/** The public view of a catalogue offer (drops what only sorting needs). */
export function publicOffer(offer: CatalogOffer): Offer {
  const { popularity: _popularity, ...rest } = offer;
  return rest;
}

/** The platform dropdown's live list: 'all' first, then the platforms offers have, in a fixed order. */
export function platformsOf(offers: readonly Pick<Offer, 'platform'>[]): Record<string, string> {
  const present = new Set(offers.map((o) => o.platform));
  const list: Record<string, string> = { [ALL_PLATFORMS]: OFFER_PLATFORM_LABELS.all };
  for (const p of OFFER_PLATFORMS) if (present.has(p)) list[p] = OFFER_PLATFORM_LABELS[p];
  return list;
}

/** Whether an offer passes the query's tag, platform and search filters. */
export function matchesOfferQuery(offer: Offer, query: Pick<OffersQuery, 'tags' | 'platform' | 'search'>): boolean {
  if (query.tags.length && !query.tags.some((t) => offer.tags.includes(t))) return false;
  if (query.platform !== ALL_PLATFORMS && offer.platform !== query.platform) return false;
  const q = query.search.trim().toLowerCase();
  return !q || offer.name.toLowerCase().includes(q);
}

/**
 * One page of the listing. `offers` is the active catalogue; the result never includes more than
 * `limit` items and `total` counts every match, so the client knows whether to show Load More.
 */
export function queryOffers(offers: readonly CatalogOffer[], query: OffersQuery): OffersPage {
  const matches = offers.filter((o) => matchesOfferQuery(o, query)).sort(SORTERS[query.sortBy]);
  return {
    items: matches.slice(query.offset, query.offset + query.limit).map(publicOffer),
    platforms: platformsOf(offers),
    limit: query.limit,
    offset: query.offset,
    total: matches.length,
  };
}

/** Offers that only run on a phone: on a desktop their page offers a QR code instead of a link. */
export const isMobileOnly = (offer: Pick<Offer, 'platform'>) => offer.platform === 'ios' || offer.platform === 'android';
