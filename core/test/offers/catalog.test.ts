import { describe, expect, it } from 'vitest';
import {
  OFFERS_PAGE_SIZE,
  hasMoreOffers,
  offersQuery,
  platformsOf,
  queryOffers,
  type CatalogOffer,
  type OffersQuery,
} from '../../src';

/** A small catalogue: names, platforms, categories, payouts and popularity chosen to make ties. */
function offer(id: string, name: string, platform: CatalogOffer['platform'], category: string, pm: number, popularity: number): CatalogOffer {
  return {
    id,
    name,
    description: '',
    preview_url: null,
    platform,
    platform_display: platform,
    type: null,
    tags: [`category:${category}`],
    summary_pilot_miles: pm,
    events: [{ id: 'e', name: 'E', pilot_miles: pm }],
    popularity,
  };
}

const FIXTURE: CatalogOffer[] = [
  offer('1', 'Royal Match', 'ios', 'game', 500, 90),
  offer('2', 'royal match', 'android', 'game', 500, 90),
  offer('3', 'Budgetly', 'ios', 'app', 300, 60),
  offer('4', 'StreamBox Trial', 'web', 'explore', 900, 60),
  offer('5', 'CreditCheck Score', 'web', 'signup', 200, 75),
  offer('6', 'Opinion Hub Survey', 'web', 'survey', 100, 80),
  offer('7', 'SkyFare Flights', 'web', 'travel', 9000, 40),
  offer('8', 'Zen Jigsaw', 'android', 'game', 100, 10),
];

/** The defaults, as the schema gives them. */
const q = (overrides: Record<string, string> = {}): OffersQuery => offersQuery.parse(overrides);
const ids = (query: OffersQuery, offers = FIXTURE) => queryOffers(offers, query).items.map((o) => o.id);

describe('queryOffers filters', () => {
  it('lists everything by default, most popular first', () => {
    expect(ids(q())).toEqual(['1', '2', '6', '5', '3', '4', '7', '8']);
  });

  it('selects offers with any of the tags (Apps = explore and signup)', () => {
    expect(ids(q({ tags: 'category:game' }))).toEqual(['1', '2', '8']);
    expect(ids(q({ tags: 'category:explore,category:signup' }))).toEqual(['5', '4']);
    expect(ids(q({ tags: 'category:nothing' }))).toEqual([]);
  });

  it('filters by platform', () => {
    expect(ids(q({ platform: 'android' }))).toEqual(['2', '8']);
    expect(ids(q({ platform: 'web', tags: 'category:survey,category:travel' }))).toEqual(['6', '7']);
  });

  it('searches names case-insensitively, trimmed', () => {
    expect(ids(q({ search: '  ROYAL ' }))).toEqual(['1', '2']);
    expect(ids(q({ search: 'jig' }))).toEqual(['8']);
    expect(ids(q({ search: 'survey', tags: 'category:game' }))).toEqual([]);
  });
});

describe('queryOffers sorts', () => {
  it('mostPopular: popularity, then name, then id', () => {
    // 1 and 2 tie on popularity and on the name (any case): the id decides.
    expect(ids(q({ sortBy: 'mostPopular' }))).toEqual(['1', '2', '6', '5', '3', '4', '7', '8']);
  });

  it('highestPayout: summary PM, then name', () => {
    expect(ids(q({ sortBy: 'highestPayout' }))).toEqual(['7', '4', '1', '2', '3', '5', '6', '8']);
  });

  it('nameAZ and nameZA: case-insensitive names, ties in a stable order', () => {
    expect(ids(q({ sortBy: 'nameAZ' }))).toEqual(['3', '5', '6', '1', '2', '7', '4', '8']);
    expect(ids(q({ sortBy: 'nameZA' }))).toEqual(['8', '4', '7', '2', '1', '6', '5', '3']);
  });

  it('answers the same order whatever order the catalogue is in', () => {
    for (const sortBy of ['mostPopular', 'highestPayout', 'nameAZ', 'nameZA']) {
      expect(ids(q({ sortBy }), [...FIXTURE].reverse())).toEqual(ids(q({ sortBy })));
    }
  });
});

describe('queryOffers paging', () => {
  it('slices by offset and limit, counts every match, and says when more exist', () => {
    const first = queryOffers(FIXTURE, q({ limit: '3' }));
    expect(first.items.map((o) => o.id)).toEqual(['1', '2', '6']);
    expect(first).toMatchObject({ limit: 3, offset: 0, total: 8 });
    expect(hasMoreOffers(first)).toBe(true);

    const last = queryOffers(FIXTURE, q({ limit: '3', offset: '6' }));
    expect(last.items.map((o) => o.id)).toEqual(['7', '8']);
    expect(hasMoreOffers(last)).toBe(false);

    const past = queryOffers(FIXTURE, q({ offset: '50' }));
    expect(past.items).toEqual([]);
    expect(past.total).toBe(8);
  });

  it('defaults to the page size of 200 and returns offers without the sort-only popularity', () => {
    const page = queryOffers(FIXTURE, q());
    expect(page.limit).toBe(OFFERS_PAGE_SIZE);
    expect(page.items[0]).not.toHaveProperty('popularity');
    expect(page.items[0]).toMatchObject({ id: '1', events: [{ id: 'e', name: 'E', pilot_miles: 500 }] });
  });

  it('pages the filtered list, not the catalogue', () => {
    const page = queryOffers(FIXTURE, q({ platform: 'web', limit: '2', offset: '2', sortBy: 'nameAZ' }));
    expect(page.items.map((o) => o.id)).toEqual(['7', '4']);
    expect(page.total).toBe(4);
  });
});

describe('platforms', () => {
  it("lists 'all' first, then the platforms present, whatever the filter", () => {
    expect(queryOffers(FIXTURE, q({ platform: 'ios' })).platforms).toEqual({
      all: 'All Platforms',
      android: 'Android',
      ios: 'iOS',
      web: 'Web',
    });
    expect(platformsOf([{ platform: 'web' }])).toEqual({ all: 'All Platforms', web: 'Web' });
    expect(platformsOf([])).toEqual({ all: 'All Platforms' });
  });
});
