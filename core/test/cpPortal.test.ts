import { describe, expect, it } from 'vitest';
import { selectBrandOffers, selectBrandRewards } from '../src/cpPortal/portal';

const o = (id: string, tags: string[], popularity: number) => ({ id, tags, popularity });
const offers = [
  o('a', ['category:game'], 5),
  o('b', ['category:travel'], 9),
  o('c', ['category:travel'], 1),
  o('d', [], 7),
];

describe('selectBrandOffers', () => {
  it('puts featured offers first in order, then tagged ones by popularity, capped', () => {
    const got = selectBrandOffers(offers, {
      featured_offer_ids: ['d', 'missing', 'a'],
      tags: ['category:travel'],
      max_offers: 3,
    });
    expect(got.map((x) => x.id)).toEqual(['d', 'a', 'b']);
  });
  it("takes a category named plainly ('travel') as the catalogue's tag", () => {
    const got = selectBrandOffers(offers, { featured_offer_ids: [], tags: ['travel'], max_offers: 10 });
    expect(got.map((x) => x.id)).toEqual(['b', 'c']);
  });
  it('shows only featured offers when no tags are named', () => {
    expect(selectBrandOffers(offers, { featured_offer_ids: ['c'], tags: [], max_offers: 10 }).map((x) => x.id)).toEqual(
      ['c'],
    );
  });
  it('falls back to the most popular with neither', () => {
    expect(selectBrandOffers(offers, { featured_offer_ids: [], tags: [], max_offers: 2 }).map((x) => x.id)).toEqual([
      'b',
      'd',
    ]);
  });
});

describe('selectBrandRewards', () => {
  it('keeps the brand order, drops unknown and repeated ids', () => {
    expect(selectBrandRewards([{ id: 'x' }, { id: 'y' }], ['y', 'nope', 'x', 'y']).map((r) => r.id)).toEqual([
      'y',
      'x',
    ]);
  });
});
