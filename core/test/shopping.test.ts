import { describe, expect, it } from 'vitest';
import {
  RESERVED_BRAND_IDS,
  SHOPPING_PAGE_SIZE,
  brandCategories,
  brandDoc,
  brandParams,
  cashbackPilotMiles,
  categoryName,
  daysBetween,
  expectedApproval,
  featuredBrands,
  popularBrands,
  queryBrands,
  rateLabel,
  rateValue,
  shopClaimBody,
  shopClaimWindow,
  shoppingQuery,
  txId,
  type CashbackRate,
  type CatalogBrand,
} from '../src';

const pct = (percent: number): CashbackRate => ({ kind: 'percent', percent });
const fixed = (pilot_miles: number): CashbackRate => ({ kind: 'fixed', pilot_miles });

describe('cashbackPilotMiles: the rate applied to the sale (100 PM = $1)', () => {
  const table: Array<[string, CashbackRate, number, number]> = [
    ['5% of $100', pct(5), 100, 500],
    ['5% of $19.99 (99.95 PM) rounds down', pct(5), 19.99, 99],
    ['8% of $59.90 (479.2 PM)', pct(8), 59.9, 479],
    ['1.5% of $200', pct(1.5), 200, 300],
    ['2.5% of $49.99 (124.975 PM)', pct(2.5), 49.99, 124],
    ['7% of $110 is 770 exactly, not 769.99', pct(7), 110, 770],
    ['3% of $0.10 is 0.3 PM: at least 1', pct(3), 0.1, 1],
    ['40% of $1,234.56', pct(40), 1234.56, 49_382],
    ['a fixed rate pays the same whatever the sale', fixed(500), 12.5, 500],
    ['a fixed rate on a big order', fixed(2_500), 980, 2_500],
    ['nothing for a sale of 0', pct(5), 0, 0],
    ['nothing for a return (negative sale)', pct(5), -40, 0],
    ['nothing for a fixed rate on a return', fixed(500), -40, 0],
    ['nothing for NaN', pct(5), Number.NaN, 0],
  ];
  it.each(table)('%s', (_name, rate, sale, pm) => {
    expect(cashbackPilotMiles(rate, sale)).toBe(pm);
  });
});

describe('rate chips and comparison', () => {
  it('labels percent, fixed and "up to" rates', () => {
    expect(rateLabel(pct(8), true)).toBe('Up to 8% cashback');
    expect(rateLabel(pct(2.5), false)).toBe('2.5% cashback');
    expect(rateLabel(fixed(1500), false)).toBe('1,500 PM cashback');
    expect(rateLabel(fixed(500), true)).toBe('Up to 500 PM cashback');
  });

  it('compares rates by what they pay on a $100 order', () => {
    expect(rateValue(pct(5))).toBe(500);
    expect(rateValue(fixed(800))).toBe(800);
    expect(rateValue(pct(10))).toBeGreaterThan(rateValue(fixed(800)));
  });
});

function brand(id: string, name: string, category: string, rate: CashbackRate, popularity: number, extra: Partial<CatalogBrand> = {}): CatalogBrand {
  return {
    id,
    name,
    logo_url: `/images/brands/${id}.svg`,
    category,
    rate,
    up_to: false,
    rate_label: rateLabel(rate, false),
    popular: false,
    featured: false,
    description: '',
    terms: [],
    network: 'rakuten',
    advertiser_id: id,
    approval_days: 30,
    website: 'https://example.com',
    popularity,
    featured_order: 0,
    ...extra,
  };
}

const BRANDS: CatalogBrand[] = [
  brand('a', 'Alder & Oak', 'home', pct(4), 50, { popular: true, featured: true, featured_order: 2 }),
  brand('b', 'byteHaus', 'electronics', pct(2), 90, { popular: true }),
  brand('c', 'Cobalt Running', 'sports', fixed(800), 50, { featured: true, featured_order: 1 }),
  brand('d', 'Dapper Hound', 'pets', pct(10), 10),
  brand('e', 'Ember Eats', 'food-delivery', fixed(300), 70, { popular: true }),
];

describe('queryBrands', () => {
  const query = (q: Partial<Parameters<typeof queryBrands>[1]> = {}) => queryBrands(BRANDS, { ...shoppingQuery.parse({}), ...q });

  it('sorts by popularity (ties by name), by rate and by name', () => {
    expect(query().items.map((b) => b.id)).toEqual(['b', 'e', 'a', 'c', 'd']);
    expect(query({ sort: 'rate' }).items.map((b) => b.id)).toEqual(['d', 'c', 'a', 'e', 'b']);
    expect(query({ sort: 'name' }).items.map((b) => b.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('filters by category and by search text (name or category, any case), and pages', () => {
    expect(query({ category: 'pets' }).items.map((b) => b.id)).toEqual(['d']);
    expect(query({ q: 'BYTE' }).items.map((b) => b.id)).toEqual(['b']);
    expect(query({ q: 'food' }).items.map((b) => b.id)).toEqual(['e']);
    expect(query({ q: 'garden' }).items.map((b) => b.id)).toEqual(['a']);
    const page = query({ limit: 2, offset: 2 });
    expect(page).toMatchObject({ total: 5, limit: 2, offset: 2 });
    expect(page.items.map((b) => b.id)).toEqual(['a', 'c']);
    expect(query({ category: 'travel' })).toEqual({ items: [], total: 0, limit: SHOPPING_PAGE_SIZE, offset: 0 });
  });

  it('gives cards without the weights or terms', () => {
    expect(Object.keys(query().items[0]!).sort()).toEqual(
      ['category', 'featured', 'id', 'logo_url', 'name', 'popular', 'rate', 'rate_label', 'up_to'].sort(),
    );
  });

  it('lists categories with counts, featured in order and popular by popularity', () => {
    expect(brandCategories(BRANDS).map((c) => [c.id, c.name, c.brand_count])).toEqual([
      ['electronics', 'Electronics', 1],
      ['food-delivery', 'Food Delivery', 1],
      ['home', 'Home & Garden', 1],
      ['pets', 'Pets', 1],
      ['sports', 'Sports & Outdoors', 1],
    ]);
    expect(featuredBrands(BRANDS).map((b) => b.id)).toEqual(['c', 'a']);
    expect(popularBrands(BRANDS, 2).map((b) => b.id)).toEqual(['b', 'e']);
    expect(categoryName('garden-tools')).toBe('Garden tools');
  });
});

describe('missing-cashback claim window', () => {
  it('opens 2 days after the order and closes after 90', () => {
    expect(daysBetween('2026-01-30', '2026-03-01')).toBe(30);
    expect(shopClaimWindow('2026-03-02', '2026-03-01')).toBe('future');
    expect(shopClaimWindow('2026-03-01', '2026-03-01')).toBe('too-early');
    expect(shopClaimWindow('2026-02-28', '2026-03-01')).toBe('too-early');
    expect(shopClaimWindow('2026-02-27', '2026-03-01')).toBe('open');
    expect(shopClaimWindow('2025-12-01', '2026-03-01')).toBe('open');
    expect(shopClaimWindow('2025-11-30', '2026-03-01')).toBe('too-late');
  });

  it('expects approval the brand\'s days after the report', () => {
    expect(expectedApproval(new Date('2026-03-01T10:00:00Z'), 45).toISOString()).toBe('2026-04-15T10:00:00.000Z');
  });

  it('has one ledger id per order and per manual credit', () => {
    expect(txId.shop('rakuten', 'A-1001')).toBe('shop:rakuten:A-1001');
    expect(txId.shopManual('u1:brand:A-1001')).toBe('shop:manual:u1:brand:A-1001');
  });
});

describe('shopping schemas', () => {
  const fail = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[] }[] } } }, value: unknown) => {
    const r = schema.safeParse(value);
    expect(r.success).toBe(false);
    return r.error!.issues[0]!.path.join('.');
  };

  it('takes the listing query with defaults and refuses bad values', () => {
    expect(shoppingQuery.parse({})).toEqual({ q: '', category: '', sort: 'popular', limit: SHOPPING_PAGE_SIZE, offset: 0 });
    expect(shoppingQuery.parse({ limit: String(SHOPPING_PAGE_SIZE * 2), q: '  shoes ' })).toMatchObject({ limit: 96, q: 'shoes' });
    expect(fail(shoppingQuery, { limit: String(SHOPPING_PAGE_SIZE * 2 + 1) })).toBe('limit');
    expect(fail(shoppingQuery, { sort: 'cheapest' })).toBe('sort');
    expect(fail(shoppingQuery, { category: 'Food Delivery' })).toBe('category');
    expect(fail(shoppingQuery, { offset: '-1' })).toBe('offset');
    expect(fail(shoppingQuery, { q: 'x'.repeat(101) })).toBe('q');
  });

  it('keeps route words out of brand ids', () => {
    for (const word of RESERVED_BRAND_IDS) expect(brandParams.safeParse({ brand: word }).success).toBe(false);
    expect(brandParams.safeParse({ brand: 'alder-oak' }).success).toBe(true);
    expect(brandParams.safeParse({ brand: 'Alder Oak' }).success).toBe(false);
  });

  it('checks a claim: real date, order number, amount in dollars and cents', () => {
    const ok = { brand_id: 'alder-oak', order_id: 'AO-100234', order_date: '2026-02-28', amount: 59.9 };
    expect(shopClaimBody.parse(ok)).toEqual(ok);
    expect(fail(shopClaimBody, { ...ok, order_date: '2026-02-30' })).toBe('order_date');
    expect(fail(shopClaimBody, { ...ok, order_date: '28/02/2026' })).toBe('order_date');
    expect(fail(shopClaimBody, { ...ok, amount: 0 })).toBe('amount');
    expect(fail(shopClaimBody, { ...ok, amount: 1.234 })).toBe('amount');
    expect(fail(shopClaimBody, { ...ok, amount: '59.90' })).toBe('amount');
    expect(fail(shopClaimBody, { ...ok, order_id: 'a/b' })).toBe('order_id');
    expect(fail(shopClaimBody, { ...ok, order_id: 'x:y' })).toBe('order_id');
    expect(fail(shopClaimBody, { ...ok, extra: 1 })).toBe('');
  });

  it('validates brand documents', () => {
    const doc = {
      id: 'alder-oak',
      name: 'Alder & Oak',
      logo_url: '/images/brands/alder-oak.svg',
      category: 'home',
      rate: { kind: 'percent', percent: 4 },
      up_to: true,
      popular: true,
      featured: false,
      description: 'Furniture.',
      terms: ['No cashback on gift cards.'],
      network: 'cj',
      advertiser_id: '5512345',
      approval_days: 60,
      website: 'https://alder-oak.example',
      popularity: 10,
      featured_order: 0,
      active: true,
    };
    expect(brandDoc.parse(doc).tracking_url).toBeNull();
    expect(fail(brandDoc, { ...doc, rate: { kind: 'percent', percent: 0 } })).toBe('rate.percent');
    expect(fail(brandDoc, { ...doc, network: 'awin' })).toBe('network');
  });
});
