/** Test data for the offers views: each builder fills a valid record, `over` changes fields. */
import type { Offer, OfferActivity, OfferEventActivity, OffersPage } from '@pilotmiles/core';

export const makeOffer = (over: Partial<Offer> = {}): Offer => ({
  id: 'off-1',
  name: 'Dragon Quest Idle',
  description: '<p>Install and reach <b>level 10</b>.</p>',
  preview_url: '/images/offers/dragon.jpg',
  platform: 'android',
  platform_display: 'Android',
  type: 'CPI',
  tags: ['category:game'],
  summary_pilot_miles: 1500,
  events: [
    { id: 'install', name: 'Install', pilot_miles: 100 },
    { id: 'lvl10', name: 'Reach level 10', pilot_miles: 400 },
    { id: 'lvl30', name: 'Reach level 30', pilot_miles: 1000 },
  ],
  ...over,
});

export const makeOffersPage = (items: Offer[], over: Partial<OffersPage> = {}): OffersPage => ({
  items,
  platforms: { all: 'All Platforms', android: 'Android', ios: 'iOS', web: 'Web' },
  limit: 200,
  offset: 0,
  total: items.length,
  ...over,
});

export const makeEventActivity = (over: Partial<OfferEventActivity> = {}): OfferEventActivity => ({
  id: 'install',
  name: 'Install',
  pilot_miles: 100,
  status: null,
  confirms_at: null,
  updated_at: null,
  ...over,
});

export const makeActivity = (over: Partial<OfferActivity> = {}): OfferActivity => ({
  offer_id: 'off-1',
  offer_name: 'Dragon Quest Idle',
  preview_url: '/images/offers/dragon.jpg',
  platform_display: 'Android',
  tags: ['category:game'],
  click_id: 'a'.repeat(32),
  started_at: '2026-11-20T10:00:00.000Z',
  events: [
    makeEventActivity({ status: 'confirmed', updated_at: '2026-11-20T11:00:00.000Z' }),
    makeEventActivity({
      id: 'lvl10',
      name: 'Reach level 10',
      pilot_miles: 400,
      status: 'pending',
      confirms_at: '2026-11-30T10:00:00.000Z',
    }),
    makeEventActivity({ id: 'lvl30', name: 'Reach level 30', pilot_miles: 1000 }),
  ],
  earned_pilot_miles: 100,
  pending_pilot_miles: 400,
  can_claim_missing: false,
  claim: null,
  ...over,
});

/** The filter bar as a listing's views take it: every platform, most popular first, no search, spies. */
