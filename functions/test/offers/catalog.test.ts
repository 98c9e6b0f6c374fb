/**
 * The offers catalogue API (docs/product.md "Earning pages", docs/offers.md): the listing with its
 * filters, sorts and paging, one offer, the member's "interested" list and start-earning, all
 * served from the instance's memory. The offers are the simulator's feed, synced here; the expected
 * answers are core's listing rule applied to that feed, plus a few concrete checks of the rule
 * itself. Other test files write offers of their own into the shared catalogue, so answers are
 * compared on the feed's offers (`feedOnly`).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Timestamp } from 'firebase-admin/firestore';
import {
  hasMoreOffers,
  offersQuery,
  queryOffers,
  type CatalogOffer,
  type Offer,
  type OffersPage,
} from '@pilotmiles/core';
import { SWAARM_OFFERS } from '../../../emulators/partners/swaarm/offers';
import { measureCall } from '../../../emulators/bench/callCounter';
import { db } from '../../src/platform/firebase';
import { forgetConfigs, getConfig, saveConfig } from '../../src/platform/configCache';
import { PAST_END_RECHECK_MS, bumpCatalogVersion, catalogReads, forgetCatalog } from '../../src/offers/catalog.service';
import { syncOffers } from '../../src/offers/sync.service';
import { mapFeedOffer, swaarmFeedOffer } from '../../src/offers/swaarm.feed';
import { api, app, authHeader, createUser, expectSessionExpired, type TestUser } from '../support/helpers';

/** The feed as the catalogue holds it at `share`. */
function feedCatalog(share: number): CatalogOffer[] {
  return SWAARM_OFFERS.map((raw) => {
    // The document's fields less those the catalogue leaves out (catalog.service's toCatalogOffer).
    const { network, active, tracking_url, event_payouts_usd, countries, ...catalogOffer } = mapFeedOffer(
      swaarmFeedOffer.parse(raw),
      share,
    );
    return catalogOffer;
  });
}

let catalog: CatalogOffer[] = [];
/** What the listing must answer for a query string, by core's rule. */
const expected = (query: Record<string, string> = {}) => queryOffers(catalog, offersQuery.parse(query));

const list = (query: Record<string, string> = {}) => api().get('/api/swaarm/offers').query(query);
const ids = (offers: Array<Pick<Offer, 'id'>>) => offers.map((o) => o.id);
/** Every offer the listing answers for `query`, through Load More pages of the default 200. */
async function listAll(query: Record<string, string> = {}): Promise<OffersPage> {
  const items: Offer[] = [];
  let page: OffersPage;
  do {
    page = (await list({ ...query, offset: String(items.length) })).body.data;
    items.push(...page.items);
  } while (hasMoreOffers(page));
  return { ...page, items, offset: 0 };
}
const FEED_IDS = new Set(SWAARM_OFFERS.map((o) => o.id));
const feedOnly = <T extends Pick<Offer, 'id'>>(offers: T[]) => offers.filter((o) => FEED_IDS.has(o.id));

/**
 * Syncs, then (re)loads this file's catalogue until it serves exactly the feed at the configured
 * share: another test file may be in the middle of a sync that omits offers or changes the share.
 */
async function loadFeedCatalog() {
  await syncOffers();
  await vi.waitFor(
    async () => {
      forgetCatalog();
      forgetConfigs();
      catalog = feedCatalog((await getConfig('offers')).member_share);
      const all = await listAll({ sortBy: 'nameAZ' });
      expect(feedOnly(all.items)).toEqual(expected({ sortBy: 'nameAZ' }).items);
    },
    { timeout: 30_000, interval: 500 },
  );
}

beforeAll(loadFeedCatalog);

describe('GET /swaarm/offers', () => {
  it("lists the active catalogue, most popular first, in core's Offer shape", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const page = res.body.data as OffersPage;
    expect(page).toMatchObject({ limit: 200, offset: 0 });
    expect(page.items).toHaveLength(Math.min(200, page.total));
    expect(page.total).toBeGreaterThanOrEqual(SWAARM_OFFERS.length);
    expect(feedOnly((await listAll()).items)).toEqual(expected().items);
    expect(page.items[0]).toMatchObject({
      id: '10234',
      name: 'Royal Match',
      platform_display: 'iOS',
      tags: ['category:game'],
    });
    expect(Object.keys(page.items[0]!).sort()).toEqual([
      'description',
      'events',
      'id',
      'name',
      'platform',
      'platform_display',
      'preview_url',
      'summary_pilot_miles',
      'tags',
      'type',
    ]);
    expect(page.platforms).toEqual({ all: 'All Platforms', android: 'Android', ios: 'iOS', web: 'Web' });
  });

  it.each(['mostPopular', 'highestPayout', 'nameAZ', 'nameZA'])('sorts by %s', async (sortBy) => {
    const all = await listAll({ sortBy });
    expect(ids(feedOnly(all.items))).toEqual(ids(expected({ sortBy }).items));
  });

  it('sorts by payout and by name as the sort labels mean it', async () => {
    const byPayout = (await listAll({ sortBy: 'highestPayout' })).items;
    expect(feedOnly(byPayout)[0]!.name).toBe('Voyago Cruises');
    expect(byPayout.every((o, i) => i === 0 || byPayout[i - 1]!.summary_pilot_miles >= o.summary_pilot_miles)).toBe(
      true,
    );
    const az = ids((await listAll({ sortBy: 'nameAZ' })).items);
    const za = ids((await listAll({ sortBy: 'nameZA' })).items);
    expect(za).toEqual([...az].reverse());
  });

  it('filters by any of the tags: Apps is explore and signup', async () => {
    const res = await list({ tags: 'category:explore,category:signup' });
    const items = (await listAll({ tags: 'category:explore,category:signup' })).items;
    expect(feedOnly(items).length).toBe(
      SWAARM_OFFERS.filter((o) => o.category === 'explore' || o.category === 'signup').length,
    );
    expect(items.every((o) => o.tags.includes('category:explore') || o.tags.includes('category:signup'))).toBe(true);
    expect(feedOnly(items)).toEqual(expected({ tags: 'category:explore,category:signup' }).items);
    expect(res.body.data.total).toBe(items.length);
    expect(res.body.data.items).toEqual(items.slice(0, 200));
    // The dropdown still lists every platform of the catalogue.
    expect(Object.keys(res.body.data.platforms)).toEqual(['all', 'android', 'ios', 'web']);
  });

  it('filters by platform, and combines it with tags', async () => {
    const ios = await listAll({ platform: 'ios' });
    expect(ios.items.every((o) => o.platform === 'ios')).toBe(true);
    expect(feedOnly(ios.items)).toHaveLength(SWAARM_OFFERS.filter((o) => o.platform === 'ios').length);
    const androidGames = await listAll({ platform: 'android', tags: 'category:game' });
    expect(feedOnly(androidGames.items)).toEqual(expected({ platform: 'android', tags: 'category:game' }).items);
    expect(androidGames.items.every((o) => o.platform === 'android' && o.tags[0] === 'category:game')).toBe(true);
  });

  it('answers a repeat with 304 when the client has this listing already (ETag), and a different listing in full', async () => {
    const first = await api().get('/api/swaarm/offers').query({ sortBy: 'nameAZ' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await api().get('/api/swaarm/offers').query({ sortBy: 'nameAZ' }).set('if-none-match', etag);
    expect(again.status).toBe(304);
    const other = await api().get('/api/swaarm/offers').query({ sortBy: 'nameZA' }).set('if-none-match', etag);
    expect(other.status).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('searches names case-insensitively', async () => {
    const res = await list({ search: 'rOYAL mAT' });
    expect(ids(res.body.data.items)).toEqual(['10234', '10235']);
    expect((await list({ search: 'no offer is called this' })).body.data).toMatchObject({ items: [], total: 0 });
  });

  it('pages with limit and offset; Load More until limit + offset reaches total gets every offer once', async () => {
    const total = (await list()).body.data.total as number;
    const seen: Offer[] = [];
    let page: OffersPage;
    let offset = 0;
    do {
      page = (await list({ limit: '25', offset: String(offset), sortBy: 'nameAZ' })).body.data;
      expect(page).toMatchObject({ limit: 25, offset, total });
      expect(page.items.length).toBe(Math.min(25, total - offset));
      seen.push(...page.items);
      offset += 25;
    } while (hasMoreOffers(page));
    expect(seen).toHaveLength(total);
    expect(new Set(ids(seen)).size).toBe(total);
    expect(ids(feedOnly(seen))).toEqual(ids(expected({ sortBy: 'nameAZ' }).items));
    const past = (await list({ offset: '500' })).body.data as OffersPage;
    expect(past).toMatchObject({ items: [], total });
  });

  it("checks for a newer catalogue before answering a page past the end of this instance's copy", async () => {
    // Another instance served page 1 from a catalogue a sync has grown since this one loaded it:
    // Load More asks this instance for an offset its copy does not reach.
    const total = (await list()).body.data.total as number;
    // A past-end page checks at most once a second: the test above just had one.
    await new Promise((resolve) => setTimeout(resolve, PAST_END_RECHECK_MS));
    const id = 'zz-load-more-test';
    const batch = db.batch();
    batch.set(db.collection('offers').doc(id), {
      name: 'Zz Load More',
      description: '',
      preview_url: null,
      platform: 'web',
      platform_display: 'Web',
      type: null,
      tags: [],
      summary_pilot_miles: 1,
      events: [],
      popularity: -1,
      active: true,
    });
    bumpCatalogVersion(batch);
    await batch.commit();
    try {
      const page = (await list({ offset: String(total) })).body.data as OffersPage;
      // (Other files' offers written since may be in the fresh copy too: ours sorts last.)
      expect(page.offset).toBe(total);
      expect(page.total).toBeGreaterThan(total);
      expect(ids(page.items)).toContain(id);
    } finally {
      const undo = db.batch();
      undo.delete(db.collection('offers').doc(id));
      bumpCatalogVersion(undo);
      await undo.commit();
      forgetCatalog();
    }
  });

  it.each<[string, Record<string, string> | string, string]>([
    ['limit 0', { limit: '0' }, 'limit'],
    ['limit 201', { limit: '201' }, 'limit'],
    ['limit abc', { limit: 'abc' }, 'limit'],
    ['limit 1.5', { limit: '1.5' }, 'limit'],
    ['offset -1', { offset: '-1' }, 'offset'],
    ['a bogus sort', { sortBy: 'cheapest' }, 'sortBy'],
    ['a bogus platform', { platform: 'windows' }, 'platform'],
    ['a malformed tag', { tags: 'bad tag' }, 'tags.0'],
    ['a search too long', { search: 'x'.repeat(101) }, 'search'],
    ['an unknown parameter', { page: '2' }, 'page'],
    ['a repeated parameter', 'limit=5&limit=6', 'limit'],
  ])('refuses %s with a 400 naming the field', async (_name, query, field) => {
    const res = await list().query(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation/invalid-input', field });
    expect(res.body.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
  });
});

describe('GET /swaarm/offers/{id}', () => {
  it('answers one active offer with its events, and nothing the server keeps for itself', async () => {
    const res = await api().get('/api/swaarm/offers/10241');
    expect(res.status).toBe(200);
    const { popularity: _popularity, ...offer } = catalog.find((o) => o.id === '10241')!;
    expect(res.body.data).toEqual(offer);
    expect(res.body.data.events.map((e: { id: string }) => e.id)).toEqual([
      'install',
      'level_10',
      'level_25',
      'town_hall_12',
    ]);
    expect(res.body.data).not.toHaveProperty('tracking_url');
    expect(res.body.data.summary_pilot_miles).toBe(offer.events.reduce((s, e) => s + e.pilot_miles, 0));
  });

  it('answers 404 for an unknown offer', async () => {
    const res = await api().get('/api/swaarm/offers/99999999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Offer not found', code: 'offers/not-found' });
  });

  it('answers 400 for an id that cannot be an offer id', async () => {
    const res = await api().get('/api/swaarm/offers/bad%20id!');
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('id');
  });
});

describe('served from memory', () => {
  it('reads no Firestore document for warm listings and offers', async () => {
    await list();
    const before = catalogReads();
    const queries: Array<Record<string, string>> = [
      {},
      { sortBy: 'nameZA' },
      { tags: 'category:game' },
      { search: 'royal' },
    ];
    for (const query of queries) expect((await list(query)).status).toBe(200);
    expect((await api().get('/api/swaarm/offers/10234')).status).toBe(200);
    expect(catalogReads()).toBe(before);

    // The whole process's Firestore reads over one warm request, through a real socket.
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/swaarm`;
    try {
      expect((await measureCall(() => fetch(`${base}/offers?sortBy=highestPayout`))).reads).toBe(0);
      expect((await measureCall(() => fetch(`${base}/offers/10234`))).reads).toBe(0);
    } finally {
      server.close();
    }

    // A sync that changed something reloads the catalogue at once: test/offers/sync.test.ts (the
    // only file that changes the feed's offers, so its unchanged syncs can say "nothing written").
  });
});

describe('GET /swaarm/offers/interested', () => {
  let member: TestUser;
  const clicks: string[] = [];

  beforeAll(async () => {
    member = await createUser();
  });
  afterAll(async () => {
    await Promise.all(clicks.map((id) => db.collection('offerClicks').doc(id).delete()));
  });

  /** A start as the click service records it (only what "interested" reads matters here). */
  async function started(offerId: string, minutesAgo: number) {
    const offer = catalog.find((o) => o.id === offerId)!;
    const id = `test${member.uid}${offerId}`
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 60);
    clicks.push(id);
    await db
      .collection('offerClicks')
      .doc(id)
      .set({
        click_id: id,
        uid: member.uid,
        offer_id: offerId,
        offer_name: offer.name,
        network: 'swaarm',
        tags: offer.tags,
        platform: offer.platform,
        events: offer.events,
        created_at: Timestamp.fromMillis(Date.now() - minutesAgo * 60_000),
      });
  }

  const interested = (ua: string) =>
    api().get('/api/swaarm/offers/interested').set(authHeader(member)).set('user-agent', ua);
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
  const byPopularity = (a: CatalogOffer, b: CatalogOffer) => b.popularity - a.popularity || a.id.localeCompare(b.id);

  it('needs a session', async () => {
    expectSessionExpired(await api().get('/api/swaarm/offers/interested'));
  });

  it('without starts: the most popular offers for the device (its platform or the web)', async () => {
    const res = await interested(IPHONE);
    expect(res.status).toBe(200);
    const want = catalog
      .filter((o) => o.platform === 'ios' || o.platform === 'web')
      .sort(byPopularity)
      .slice(0, 8);
    expect(ids(res.body.data)).toEqual(ids(want));
    const desktop = await interested(DESKTOP);
    expect(ids(desktop.body.data)).toEqual(ids([...catalog].sort(byPopularity).slice(0, 8)));
  });

  it('prefers the categories the member started most and leaves out offers already started', async () => {
    await started('10401', 3);
    await started('10402', 2);
    await started('10234', 1);
    const res = await interested(DESKTOP);
    const got = res.body.data as Offer[];
    const surveys = catalog
      .filter((o) => o.tags.includes('category:survey') && !['10401', '10402'].includes(o.id))
      .sort(byPopularity);
    expect(ids(got.slice(0, 8))).toEqual(ids(surveys.slice(0, 8)));
    expect(ids(got)).not.toContain('10401');
    expect(ids(got)).not.toContain('10234');
    expect(got).toHaveLength(8);
  });
});

describe('GET /swaarm/offers/start-earning', () => {
  /** Runs `check` with featured_offer_ids set to `featured`, then puts the config back. */
  async function withFeatured(featured: string[], check: () => Promise<void>) {
    const config = await getConfig('offers');
    const admin = await createUser({ admin: true });
    await saveConfig('offers', { ...config, featured_offer_ids: featured }, admin.uid);
    try {
      await check();
    } finally {
      await saveConfig('offers', config, admin.uid);
    }
  }

  it('without featured offers: the six best-paying, best first', async () => {
    await withFeatured([], async () => {
      const res = await api().get('/api/swaarm/offers/start-earning');
      expect(res.status).toBe(200);
      const got = res.body.data as Offer[];
      expect(got).toHaveLength(6);
      expect(got.every((o, i) => i === 0 || got[i - 1]!.summary_pilot_miles >= o.summary_pilot_miles)).toBe(true);
      const best = feedOnly(got);
      expect(ids(best)).toEqual(ids(expected({ sortBy: 'highestPayout', limit: String(best.length) }).items));
    });
  });

  it("answers staff's featured offers in their order, leaving out ones not in the catalogue", async () => {
    await withFeatured(['10702', '99999', '10234', '10401'], async () => {
      const res = await api().get('/api/swaarm/offers/start-earning');
      expect(ids(res.body.data)).toEqual(['10702', '10234', '10401']);
      expect(res.body.data[0]).toEqual(expected({ search: 'Harbor Stays' }).items[0]);
    });
  });
});
