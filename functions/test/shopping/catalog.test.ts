/**
 * The Shop & Save catalogue (docs/shopping.md "Calls"): listing, search, categories, the /shopping
 * page in one call, a brand, a network's advertiser as our brand, and "interested" for visitors and
 * members; every query parameter checked (400 naming it), and warm listings read nothing.
 */
import { describe, expect, it } from 'vitest';
import { SHOPPING_PAGE_SIZE } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { brandCatalogReads, saveBrands } from '../../src/shopping/catalog.service';
import { api, authHeader, checkLedgersAfterEachTest, createUser } from '../support/helpers';
import { activate, makeBrand, updateBrand } from './support';

checkLedgersAfterEachTest();

const get = (path: string) => api().get(`/api${path}`);

describe('GET /shopping', () => {
  it('lists active brands as cards, searches name and category, filters by category, sorts and pages', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const a = await makeBrand({ name: `${tag} Alpha`, category: 'pets', rate: { kind: 'percent', percent: 3 }, popularity: 10 });
    const b = await makeBrand({ name: `${tag} Beta`, category: 'pets', rate: { kind: 'fixed', pilot_miles: 900 }, popularity: 30, up_to: true });
    const c = await makeBrand({ name: `${tag} Gamma`, category: 'kids', rate: { kind: 'percent', percent: 12 }, popularity: 20 });
    await makeBrand({ name: `${tag} Hidden`, active: false });

    const all = await get(`/shopping?q=${tag}`);
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ total: 3, limit: SHOPPING_PAGE_SIZE, offset: 0 });
    expect(all.body.data.items.map((x: { id: string }) => x.id)).toEqual([b.id, c.id, a.id]);
    expect(all.body.data.items[0]).toEqual({
      id: b.id,
      name: `${tag} Beta`,
      logo_url: '/images/brands/alder-and-oak.svg',
      category: 'pets',
      rate: { kind: 'fixed', pilot_miles: 900 },
      up_to: true,
      rate_label: 'Up to 900 PM cashback',
      popular: false,
      featured: false,
    });

    const byRate = await get(`/shopping?q=${tag}&sort=rate`);
    expect(byRate.body.data.items.map((x: { id: string }) => x.id)).toEqual([c.id, b.id, a.id]);
    const byName = await get(`/shopping?q=${tag.toUpperCase()}&sort=name`);
    expect(byName.body.data.items.map((x: { id: string }) => x.id)).toEqual([a.id, b.id, c.id]);
    const pets = await get(`/shopping?q=${tag}&category=pets&limit=1&offset=1`);
    expect(pets.body.data).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(pets.body.data.items.map((x: { id: string }) => x.id)).toEqual([a.id]);
    const none = await get(`/shopping?q=${tag}&category=travel`);
    expect(none.body.data).toMatchObject({ items: [], total: 0 });
  });

  it('serves warm listings from memory: no Firestore reads', async () => {
    await makeBrand();
    await get('/shopping');
    const before = brandCatalogReads();
    for (let i = 0; i < 5; i++) {
      expect((await get(`/shopping?sort=rate&offset=${i}`)).status).toBe(200);
      expect((await get('/shopping/v2')).status).toBe(200);
      expect((await get('/shopping/categories')).status).toBe(200);
    }
    expect(brandCatalogReads()).toBe(before);
  });

  it('leaves out a document that is not a brand instead of failing every listing', async () => {
    const id = `t-broken-${Date.now().toString(36)}`;
    await db.collection('brands').doc(id).set({ name: 'Broken', active: true, network: 'rakuten' });
    try {
      await saveBrands([]);
      const res = await get(`/shopping?q=broken`);
      expect(res.status).toBe(200);
      expect(res.body.data.items.map((b: { id: string }) => b.id)).not.toContain(id);
      expect((await get(`/shopping/${id}`)).status).toBe(404);
    } finally {
      await db.collection('brands').doc(id).delete();
      await saveBrands([]);
    }
  });

  const bad: Array<[string, string, string]> = [
    ['a limit above twice the page size', `limit=${SHOPPING_PAGE_SIZE * 2 + 1}`, 'limit'],
    ['a limit of 0', 'limit=0', 'limit'],
    ['a limit that is not a number', 'limit=lots', 'limit'],
    ['a negative offset', 'offset=-1', 'offset'],
    ['an unknown sort', 'sort=cheapest', 'sort'],
    ['a category that is not an id', 'category=Food%20Delivery', 'category'],
    ['search text too long', `q=${'x'.repeat(101)}`, 'q'],
    ['a repeated parameter', 'sort=rate&sort=name', 'sort'],
    ['an unknown parameter', 'page=2', 'page'],
  ];
  it.each(bad)('%s -> 400 naming the field', async (_name, query, field) => {
    for (const path of ['/shopping', '/shopping/v2']) {
      const res = await get(`${path}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation/invalid-input', field });
    }
  });
});

describe('GET /shopping/v2 and /shopping/categories', () => {
  it('gives the page in one call: categories with counts, featured in order, popular, and a page of brands', async () => {
    const tag = `zv${Date.now().toString(36)}`;
    const f2 = await makeBrand({ name: `${tag} Second`, featured: true, featured_order: 999, category: 'travel' });
    const f1 = await makeBrand({ name: `${tag} First`, featured: true, featured_order: 998, category: 'travel' });
    const pop = await makeBrand({ name: `${tag} Popular`, popular: true, popularity: 999_999 });
    const res = await get(`/shopping/v2?q=${tag}&sort=name`);
    expect(res.status).toBe(200);
    const home = res.body.data;
    const featured = home.featured.map((x: { id: string }) => x.id);
    expect(featured.indexOf(f1.id)).toBeLessThan(featured.indexOf(f2.id));
    expect(featured.indexOf(f1.id)).toBeGreaterThanOrEqual(0);
    expect(home.popular[0].id).toBe(pop.id);
    expect(home.brands.items.map((x: { id: string }) => x.id)).toEqual([f1.id, pop.id, f2.id]);
    expect(home.categories).toContainEqual({ id: 'travel', name: 'Travel', brand_count: expect.any(Number) });

    const categories = await get('/shopping/categories');
    expect(categories.status).toBe(200);
    expect(categories.body.data).toEqual(home.categories);
    const travel = categories.body.data.find((c: { id: string }) => c.id === 'travel');
    expect(travel.brand_count).toBeGreaterThanOrEqual(2);
  });
});

describe('GET /shopping/{brand}', () => {
  it('gives the brand with its terms, never its weights or link', async () => {
    const brand = await makeBrand({ network: 'impact', terms: ['One.', 'Two.'], tracking_url: 'https://impact.example/c/1' });
    const res = await get(`/shopping/${brand.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: brand.id, network: 'impact', terms: ['One.', 'Two.'], approval_days: 45, rate_label: '5% cashback' });
    for (const hidden of ['popularity', 'featured_order', 'active', 'tracking_url', 'updated_at']) expect(res.body.data).not.toHaveProperty(hidden);
  });

  it('answers 404 for an unknown or inactive brand and 400 for a malformed id', async () => {
    const brand = await makeBrand();
    await updateBrand(brand.id, { active: false });
    for (const id of ['no-such-brand', brand.id]) {
      const res = await get(`/shopping/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('shopping/brand-not-found');
    }
    for (const id of ['Bad%20Id', 'claims', 'x'.repeat(65), '-dash']) {
      const res = await get(`/shopping/${id}`);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('brand');
    }
  });
});

describe('GET /brands/{network}/{advertiserId}', () => {
  it('resolves a network\'s advertiser id to our brand', async () => {
    const brand = await makeBrand({ network: 'cj', advertiser_id: `55${Date.now().toString().slice(-7)}` });
    const res = await get(`/brands/cj/${brand.advertiser_id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: brand.id, network: 'cj', advertiser_id: brand.advertiser_id });
    expect((await get(`/brands/rakuten/${brand.advertiser_id}`)).status).toBe(404);
    expect((await get('/brands/cj/0')).status).toBe(404);
  });

  it('refuses an unknown network and a malformed advertiser id', async () => {
    const net = await get('/brands/awin/123');
    expect(net.status).toBe(400);
    expect(net.body.field).toBe('network');
    const adv = await get('/brands/cj/1%202');
    expect(adv.status).toBe(400);
    expect(adv.body.field).toBe('advertiserId');
  });
});

describe('GET /shopping/interested', () => {
  it('gives a visitor the most popular brands, and a member the categories they activated first', async () => {
    const top = await makeBrand({ popularity: 1_000_000, popular: true, category: 'beauty' });
    const anonymous = await get('/shopping/interested');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data[0].id).toBe(top.id);
    expect(anonymous.body.data.length).toBeLessThanOrEqual(8);

    const member = await createUser();
    const kids = await makeBrand({ category: 'kids', popularity: 1 });
    await activate(member, kids.id);
    const res = await get('/shopping/interested').set(authHeader(member));
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((b: { category: string }, i: number, list: { category: string }[]) => b.category === 'kids' || list.slice(i).every((x) => x.category !== 'kids'))).toBe(true);
    expect(res.body.data[0].category).toBe('kids');

    // A bad token is a visitor here, not an expired session.
    const bad = await get('/shopping/interested').set('authorization', 'Bearer nonsense');
    expect(bad.status).toBe(200);
  });
});
