/** Test data for the earn hub: a member's GET /earn/v2 answer; `over` changes fields. */
import { EARN_ACTIVITY_PATHS, type BrandCard, type EarnHub, type Offer } from '@pilotmiles/core';
import { genericActivities } from '../../features/earnHub/activities';

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

export const makeHub = (over: Partial<EarnHub> = {}): EarnHub => ({
  today: {
    day_key: '2026-11-21',
    challenge: { target_pm: 100, earned_pm: 40, reward_pm: 25 },
    articles: { claimed_pm: 20, cap_pm: 50, per_article_pm: 10 },
    search: { earned_pm: 6, cap_pm: 30 },
    streak: { days: 4, claimable: true },
  },
  next: [
    {
      kind: 'daily-bonus',
      title: 'Claim your daily bonus',
      body: 'Keep your 4-day streak going',
      to: '/new/dashboard',
    },
    { kind: 'article', title: 'Read an article', body: 'Earn 10 PM per article', to: '/new/earn/articles' },
    { kind: 'offer', title: 'Royal Match', body: 'Earn up to 1500 PM', to: '/new/earn/offer/offer-1' },
  ],
  featured_offers: [makeHubOffer()],
  featured_stores: [makeHubStore()],
  activities: genericActivities().map((a) =>
    a.key === 'games'
      ? { ...a, available: 12, top_pm: 1500, highlight: 'Up to 1,500 PM', to: EARN_ACTIVITY_PATHS.games }
      : a,
  ),
  ...over,
});
