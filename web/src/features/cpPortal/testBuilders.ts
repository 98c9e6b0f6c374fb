/** Test data for the portal's views: each builder fills a valid record, `over` changes fields. */
import type { CpPortalBrand, Offer, Reward } from '@pilotmiles/core';

export const makeOffer = (over: Partial<Offer> = {}): Offer => ({
  id: 'off-1',
  name: 'Dragon Quest Idle',
  description: '<p>Install and play.</p>',
  preview_url: null,
  platform: 'android',
  platform_display: 'Android',
  type: 'CPI',
  tags: ['category:game'],
  summary_pilot_miles: 1500,
  events: [{ id: 'install', name: 'Install', pilot_miles: 1500 }],
  ...over,
});

export const makeReward = (over: Partial<Reward> = {}): Reward => ({
  id: 'amazon-us',
  name: 'Amazon.com Gift Card',
  brand: 'Amazon',
  category: 'gift-card',
  description: 'Shop millions of items on Amazon.com.',
  terms: 'Redeemable only on Amazon.com.',
  image_url: '/images/rewards/amazon-us.svg',
  countries: ['US'],
  denominations: { kind: 'fixed', values: [5, 10, 25, 50] },
  pm_per_dollar: 100,
  delivery: 'code',
  featured: true,
  active: true,
  sort_order: 1,
  ...over,
});

export const makeBrand = (over: Partial<CpPortalBrand> = {}): CpPortalBrand => ({
  id: 'skyway',
  name: 'SkyWay',
  logo_url: '/images/cp/skyway.svg',
  colors: { primary: '#0b3d91', secondary: '#ff8f00', background: '#ffffff', text: '#1a1a1a' },
  headline: 'Earn miles with SkyWay',
  subheadline: 'Offers picked for SkyWay flyers.',
  offers: [makeOffer()],
  rewards: [makeReward()],
  ...over,
});
