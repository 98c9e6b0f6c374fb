/** The earn hub's GET /earn/v2 answer for its tests, tiles from the feature's own list; `over` changes fields. */
import { EARN_ACTIVITY_PATHS, type EarnHub } from '@pilotmiles/core';
import { makeHubOffer, makeHubStore } from '../../testing/builders';
import { genericActivities } from './activities';

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
