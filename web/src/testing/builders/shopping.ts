/** Shop & Save test data: each builder fills a valid record, `over` changes fields. */
import type {
  Brand,
  BrandCard,
  BrandPage,
  BrandsPage,
  ShopActivation,
  ShopClaim,
  ShopOrder,
  ShoppingDashboard,
  ShoppingHome,
} from '@pilotmiles/core';

export const makeBrandCard = (over: Partial<BrandCard> = {}): BrandCard => ({
  id: 'northwind',
  name: 'Northwind Outfitters',
  logo_url: '/images/brands/northwind.svg',
  category: 'fashion',
  rate: { kind: 'percent', percent: 8 },
  up_to: true,
  rate_label: 'Up to 8% cashback',
  popular: true,
  featured: false,
  ...over,
});

/** `n` cards with ids brand-1... and names Brand 1... */
export const makeBrandCards = (n: number, from = 1): BrandCard[] =>
  Array.from({ length: n }, (_, i) => makeBrandCard({ id: `brand-${from + i}`, name: `Brand ${from + i}` }));

export const makeBrand = (over: Partial<Brand> = {}): Brand => ({
  ...makeBrandCard(),
  description: 'Outdoor clothing and gear for every season.',
  terms: ['Gift cards do not earn cashback.', 'Orders paid with store credit do not qualify.'],
  network: 'rakuten',
  advertiser_id: '41234',
  approval_days: 60,
  website: 'https://www.northwind.example/',
  ...over,
});

export const makeBrandsPage = (items: BrandCard[], over: Partial<BrandsPage> = {}): BrandsPage => ({
  items,
  total: items.length,
  limit: 48,
  offset: 0,
  ...over,
});

export const makeHome = (over: Partial<ShoppingHome> = {}): ShoppingHome => ({
  categories: [
    { id: 'fashion', name: 'Fashion', brand_count: 12 },
    { id: 'electronics', name: 'Electronics', brand_count: 8 },
  ],
  featured: [makeBrandCard({ id: 'featured-1', name: 'Featured One', featured: true })],
  popular: [makeBrandCard({ id: 'popular-1', name: 'Popular One' })],
  brands: makeBrandsPage(makeBrandCards(3)),
  ...over,
});

export const makeOrder = (over: Partial<ShopOrder> = {}): ShopOrder => ({
  id: 'conv-1',
  brand_id: 'northwind',
  brand_name: 'Northwind Outfitters',
  order_id: 'NW-1001',
  sale_amount: 84.2,
  pilot_miles: 673,
  status: 'pending',
  expected_at: '2027-01-20T12:00:00.000Z',
  created_at: '2026-11-21T12:00:00.000Z',
  updated_at: '2026-11-21T12:00:00.000Z',
  ...over,
});

export const makeActivation = (over: Partial<ShopActivation> = {}): ShopActivation => ({
  sub_id: 'sub-1',
  brand_id: 'northwind',
  brand_name: 'Northwind Outfitters',
  created_at: '2026-11-21T11:58:00.000Z',
  ...over,
});

export const makeClaim = (over: Partial<ShopClaim> = {}): ShopClaim => ({
  id: 'claim-1',
  brand_id: 'northwind',
  brand_name: 'Northwind Outfitters',
  order_id: 'NW-0999',
  order_date: '2026-11-10',
  amount: 42.5,
  status: 'open',
  created_at: '2026-11-20T09:00:00.000Z',
  ...over,
});

export const makeShoppingDashboard = (over: Partial<ShoppingDashboard> = {}): ShoppingDashboard => ({
  activations: [makeActivation()],
  orders: [makeOrder()],
  claims: [],
  pending_pilot_miles: 673,
  confirmed_pilot_miles: 1200,
  ...over,
});

export const makeBrandPage = (over: Partial<BrandPage> = {}): BrandPage => ({
  brand: makeBrand(),
  similar: [makeBrandCard({ id: 'similar-1', name: 'Similar Store' })],
  activations: [],
  orders: [],
  claims: [],
  ...over,
});
