/**
 * Shop & Save (docs/shopping.md): brands that pay cashback through an
 * affiliate network, the cashback rule, and the API's shapes. A purchase becomes a conversion of
 * kind 'shopping' in the conversion engine: pending until the network approves, reversed on a
 * return, credited once per order (`shop:{network}:{orderId}`).
 */
import type { ConversionStatus } from '../offers/conversions';
import type { CursorPage } from '../paging';

/** Affiliate networks we take brands from; each has an adapter and a simulator. */
export const AFFILIATE_NETWORKS = ['rakuten', 'impact', 'cj'] as const;
export type AffiliateNetwork = (typeof AFFILIATE_NETWORKS)[number];

export const AFFILIATE_NETWORK_NAMES: Readonly<Record<AffiliateNetwork, string>> = {
  rakuten: 'Rakuten Advertising',
  impact: 'Impact',
  cj: 'CJ',
};

/** The affiliate link's parameter that carries our activation's sub-id back in the network's reports. */
export const SUB_ID_PARAMS: Readonly<Record<AffiliateNetwork, string>> = {
  rakuten: 'u1',
  impact: 'subId1',
  cj: 'sid',
};

/** A brand's cashback: a percentage of the sale, or a fixed PM amount per qualifying order. */
export type CashbackRate = { kind: 'percent'; percent: number } | { kind: 'fixed'; pilot_miles: number };

export const SHOPPING_SORTS = ['popular', 'rate', 'name'] as const;
export type ShoppingSort = (typeof SHOPPING_SORTS)[number];
export const SHOPPING_SORT_LABELS: Readonly<Record<ShoppingSort, string>> = {
  popular: 'Most popular',
  rate: 'Highest cashback',
  name: 'Name (A-Z)',
};
export const SHOPPING_PAGE_SIZE = 48;
/** The longest search text GET /shopping takes. */
export const SHOPPING_SEARCH_MAX = 100;

/**
 * Category ids (a brand's `category`) and their names. The API lists the categories that have
 * brands (GET /shopping/categories); an id not named here shows as itself, capitalised.
 */
export const SHOPPING_CATEGORY_NAMES: Readonly<Record<string, string>> = {
  fashion: 'Fashion',
  electronics: 'Electronics',
  home: 'Home & Garden',
  beauty: 'Beauty & Health',
  travel: 'Travel',
  'food-delivery': 'Food Delivery',
  sports: 'Sports & Outdoors',
  pets: 'Pets',
  kids: 'Kids & Toys',
};

export function categoryName(id: string): string {
  return SHOPPING_CATEGORY_NAMES[id] ?? id.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

/** Path words of /shopping/... that are never brand ids. */
export const RESERVED_BRAND_IDS: readonly string[] = ['v2', 'categories', 'dashboard', 'interested', 'claims', 'activate'];

/** A brand as cards and lists show it. */
export interface BrandCard {
  id: string;
  name: string;
  logo_url: string;
  category: string;
  rate: CashbackRate;
  /** "Up to": the rate is the best of several (by product category); terms say which. */
  up_to: boolean;
  /** The chip's text, e.g. 'Up to 8% cashback', '500 PM cashback' (from `rateLabel`). */
  rate_label: string;
  popular: boolean;
  featured: boolean;
}

/** GET /shopping/{brand}: everything the brand page shows about the brand itself. */
export interface Brand extends BrandCard {
  description: string;
  /** Plain-text lines: exclusions, what qualifies, how long tracking takes. */
  terms: string[];
  network: AffiliateNetwork;
  /** The network's id for the advertiser (GET /brands/{network}/{advertiserId}). */
  advertiser_id: string;
  /** Typical days from purchase to the network's approval (the member's expected date). */
  approval_days: number;
  /** The store's own site, for display (the member goes through the activation link). */
  website: string;
}

export interface ShoppingCategory {
  id: string;
  name: string;
  brand_count: number;
}

/** GET /shopping: a page of brands (query: q, category, sort, limit, offset). */
export interface BrandsPage {
  items: BrandCard[];
  total: number;
  limit: number;
  offset: number;
}

/** GET /shopping and GET /shopping/v2's query (core's schema gives the defaults). */
export interface ShoppingQuery {
  q: string;
  /** A category id; empty: every category. */
  category: string;
  sort: ShoppingSort;
  limit: number;
  offset: number;
}

/** A brand as the catalogue holds it: the public fields and the weights it is sorted by. */
export interface CatalogBrand extends Brand {
  /** Higher first in 'Most popular' and the popular row. */
  popularity: number;
  /** The featured row's order (lower first). */
  featured_order: number;
}

/** GET /shopping/v2: the /shopping page in one call. */
export interface ShoppingHome {
  categories: ShoppingCategory[];
  featured: BrandCard[];
  popular: BrandCard[];
  brands: BrandsPage;
}

/** One activation (a click to the store) of the member. */
export interface ShopActivation {
  sub_id: string;
  brand_id: string;
  brand_name: string;
  created_at: string;
}

/** A purchase the network reported, as the member sees it. */
export interface ShopOrder {
  /** The conversion's id. */
  id: string;
  brand_id: string;
  brand_name: string;
  order_id: string;
  /** The sale in dollars, as the network reported it. */
  sale_amount: number;
  pilot_miles: number;
  status: ConversionStatus;
  /** When the network is expected to approve a pending one (ISO), else null. */
  expected_at: string | null;
  created_at: string;
  updated_at: string;
}

/** GET /shopping/v2/{brand}: the brand page (member parts only when signed in). */
export interface BrandPage {
  brand: Brand;
  similar: BrandCard[];
  activations: ShopActivation[];
  orders: ShopOrder[];
  claims: ShopClaim[];
}

/** GET /shopping/dashboard. */
export interface ShoppingDashboard {
  activations: ShopActivation[];
  orders: ShopOrder[];
  /** The member's missing-cashback claims, newest first. */
  claims: ShopClaim[];
  pending_pilot_miles: number;
  confirmed_pilot_miles: number;
}

/** POST /shopping/v2/activate/{brand}. */
export interface ShopActivationResult {
  sub_id: string;
  brand_id: string;
  /** The affiliate link with our sub-id; open it in a new tab. */
  url: string;
}

export const SHOP_CLAIM_STATUSES = ['open', 'credited', 'dismissed'] as const;
export type ShopClaimStatus = (typeof SHOP_CLAIM_STATUSES)[number];

/** A missing-cashback claim (POST /shopping/claims), as Rakuten takes them. */
export interface ShopClaim {
  id: string;
  brand_id: string;
  brand_name: string;
  order_id: string;
  order_date: string;
  amount: number;
  status: ShopClaimStatus;
  created_at: string;
}

/** A claim as staff see it (GET /admin/shopping-claims). */
export interface AdminShopClaim extends ShopClaim {
  uid: string;
  email: string | null;
  network: AffiliateNetwork;
  /** The activation the claim rests on (the member's last one of the brand on or before the order date). */
  sub_id: string;
  /** The activation's rate applied to the claimed amount: what a credit pays unless staff say otherwise. */
  expected_pilot_miles: number;
  credited_pilot_miles: number | null;
  resolved_at: string | null;
  resolved_by: string | null;
  resolution_reason: string | null;
}

export type AdminShopClaimsPage = CursorPage<AdminShopClaim>;

/** A missing-cashback claim may be made this long after the order (tracking can lag a few days). */
export const SHOP_CLAIM_MIN_AGE_DAYS = 2;
export const SHOP_CLAIM_MAX_AGE_DAYS = 90;

/**
 * The member's cashback for a sale: a percentage of the sale in cents (100 PM = $1), rounded down
 * but at least 1 PM (as payoutToPilotMiles: a qualifying order always earns something), or the
 * fixed amount; nothing for a sale of zero or less.
 */
export function cashbackPilotMiles(rate: CashbackRate, saleDollars: number): number {
  if (!(saleDollars > 0)) return 0;
  if (rate.kind === 'fixed') return rate.pilot_miles;
  const cents = Math.round(saleDollars * 100);
  // Rounded to a millionth before flooring, as payoutToPilotMiles does (floating point).
  return Math.max(1, Math.floor(Math.round(cents * (rate.percent / 100) * 1e6) / 1e6));
}

/** What a rate pays on a $100 order, in PM: how 'Highest cashback' compares percent and fixed rates. */
export const rateValue = (rate: CashbackRate): number => (rate.kind === 'percent' ? rate.percent * 100 : rate.pilot_miles);

/** The rate chip: 'Up to 8% cashback', '5% cashback', '500 PM cashback'. */
export function rateLabel(rate: CashbackRate, upTo: boolean): string {
  const amount = rate.kind === 'percent' ? `${rate.percent}%` : `${rate.pilot_miles.toLocaleString('en-US')} PM`;
  return `${upTo ? 'Up to ' : ''}${amount} cashback`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the network is expected to approve an order reported at `reportedAt` (the brand's typical delay). */
export const expectedApproval = (reportedAt: Date, approvalDays: number): Date => new Date(reportedAt.getTime() + approvalDays * DAY_MS);

/** Whole days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Whether a claim for an order of `orderDate` may be made on the member's day `today`:
 * 'open', or why not ('too-early': tracking may still arrive; 'too-late'; 'future').
 */
export function shopClaimWindow(orderDate: string, today: string): 'open' | 'too-early' | 'too-late' | 'future' {
  const age = daysBetween(orderDate, today);
  if (age < 0) return 'future';
  if (age < SHOP_CLAIM_MIN_AGE_DAYS) return 'too-early';
  if (age > SHOP_CLAIM_MAX_AGE_DAYS) return 'too-late';
  return 'open';
}

/** The card of a catalogue brand (what lists show). */
export function brandCard(b: BrandCard): BrandCard {
  return {
    id: b.id,
    name: b.name,
    logo_url: b.logo_url,
    category: b.category,
    rate: b.rate,
    up_to: b.up_to,
    rate_label: b.rate_label,
    popular: b.popular,
    featured: b.featured,
  };
}

/** The public fields of a catalogue brand (GET /shopping/{brand}): its weights left out. */
export function publicBrand(b: CatalogBrand): Brand {
  const { popularity: _popularity, featured_order: _featured, ...brand } = b;
  return brand;
}

const byName = (a: BrandCard, b: BrandCard) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id);
const byPopularity = (a: CatalogBrand, b: CatalogBrand) => b.popularity - a.popularity || byName(a, b);

const SORTERS: Readonly<Record<ShoppingSort, (a: CatalogBrand, b: CatalogBrand) => number>> = {
  popular: byPopularity,
  rate: (a, b) => rateValue(b.rate) - rateValue(a.rate) || byPopularity(a, b),
  name: byName,
};

/** Whether a brand matches the search text: its name, category id or category name, case-insensitive. */
export function matchesBrandSearch(b: Pick<BrandCard, 'name' | 'category'>, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return [b.name, b.category, categoryName(b.category)].some((s) => s.toLowerCase().includes(needle));
}

/** GET /shopping: the brands matching `query`, sorted and paged. */
export function queryBrands(brands: readonly CatalogBrand[], query: ShoppingQuery): BrandsPage {
  const matches = brands
    .filter((b) => (!query.category || b.category === query.category) && matchesBrandSearch(b, query.q))
    .sort(SORTERS[query.sort]);
  return {
    items: matches.slice(query.offset, query.offset + query.limit).map(brandCard),
    total: matches.length,
    limit: query.limit,
    offset: query.offset,
  };
}

/** The categories that have brands, with their counts, by name. */
export function brandCategories(brands: readonly Pick<BrandCard, 'category'>[]): ShoppingCategory[] {
  const counts = new Map<string, number>();
  for (const b of brands) counts.set(b.category, (counts.get(b.category) ?? 0) + 1);
  return [...counts]
    .map(([id, brand_count]) => ({ id, name: categoryName(id), brand_count }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The featured row: featured brands in their order. */
export const featuredBrands = (brands: readonly CatalogBrand[]): BrandCard[] =>
  brands
    .filter((b) => b.featured)
    .sort((a, b) => a.featured_order - b.featured_order || byPopularity(a, b))
    .map(brandCard);

/** The popular row: popular brands, most popular first. */
export const popularBrands = (brands: readonly CatalogBrand[], count: number): BrandCard[] =>
  brands
    .filter((b) => b.popular)
    .sort(byPopularity)
    .slice(0, count)
    .map(brandCard);
