/** Test data for the earn hub: a member's GET /earn/v2 answer; `over` changes fields. */
import type { BrandCard, Offer } from '@pilotmiles/core';

export const makeHubOffer = (over: Partial<Offer> = {}): Offer => ({
  id: 'offer-1',
  name: 'Royal Match',
  description: '<p>Reach level 10.</p>',
  preview_url: '/images/offers/royal-match.svg',
  platform: 'android',
  platform_display: 'Android',
  type: 'CPI',
  tags: ['category:game'],
  summary_pilot_miles: 1500,
  events: [{ id: 'e1', name: 'Reach level 10', pilot_miles: 1500 }],
  ...over,
});

export const makeHubStore = (over: Partial<BrandCard> = {}): BrandCard => ({
  id: 'acme',
  name: 'Acme Outdoors',
  logo_url: '/images/brands/acme.svg',
  category: 'outdoors',
  rate: { kind: 'percent', percent: 8 },
  up_to: true,
  rate_label: 'Up to 8% cashback',
  popular: true,
  featured: true,
  ...over,
});
