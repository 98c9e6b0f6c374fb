/** Test data for the portal's views: each builder fills a valid record, `over` changes fields. */
import type { CpPortalBrand, Offer } from '@pilotmiles/core';
import { makeReward } from './rewards';

export const makePortalOffer = (over: Partial<Offer> = {}): Offer => ({
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

export const makePortalBrand = (over: Partial<CpPortalBrand> = {}): CpPortalBrand => ({
  id: 'skyway',
  name: 'SkyWay',
  logo_url: '/images/cp/skyway.svg',
  colors: { primary: '#0b3d91', secondary: '#ff8f00', background: '#ffffff', text: '#1a1a1a' },
  headline: 'Earn miles with SkyWay',
  subheadline: 'Offers picked for SkyWay flyers.',
  offers: [makePortalOffer()],
  rewards: [makeReward()],
  ...over,
});
