import { describe, expect, it } from 'vitest';
import {
  EARN_ACTIVITY_KEYS,
  EARN_NEXT_MAX,
  articlesLeftText,
  earnActivities,
  earnNext,
  type EarnActivityStats,
  type EarnToday,
} from '../src';

const today = (over: Partial<EarnToday> = {}): EarnToday => ({
  day_key: '2026-01-02',
  challenge: { target_pm: 100, earned_pm: 0, reward_pm: 10 },
  articles: { claimed_pm: 0, cap_pm: 25, per_article_pm: 5 },
  search: { earned_pm: 0, cap_pm: 50 },
  streak: { days: 0, claimable: true },
  ...over,
});

const offers = [
  { id: 'o1', name: 'Offer one', summary_pilot_miles: 900 },
  { id: 'o 2', name: 'Offer two', summary_pilot_miles: 500 },
  { id: 'o3', name: 'Offer three', summary_pilot_miles: 100 },
];

describe('earnNext (the hub’s what to do next)', () => {
  it('a fresh member: the daily bonus first, then an article, then the top featured offer', () => {
    const next = earnNext({ today: today(), articles_left: 4, featured_offers: offers });
    expect(next.map((s) => s.kind)).toEqual(['daily-bonus', 'article', 'offer']);
    expect(next[0]).toMatchObject({ title: 'Claim your daily bonus', to: '/new/dashboard' });
    expect(next[1]).toMatchObject({ to: '/new/earn/articles', body: 'Earn 5 PM per article (0 of 25 PM today)' });
    expect(next[2]).toMatchObject({ title: 'Offer one', to: '/new/earn/offer/o1' });
  });

  it('a reached challenge comes right after the bonus, before articles', () => {
    const next = earnNext({
      today: today({ challenge: { target_pm: 100, earned_pm: 120, reward_pm: 10 } }),
      articles_left: 4,
      featured_offers: offers,
    });
    expect(next.map((s) => s.kind)).toEqual(['daily-bonus', 'challenge', 'article']);
    expect(next[1]!.body).toContain('10 PM');
  });

  it('never more than EARN_NEXT_MAX; offers fill the rest in order, ids escaped', () => {
    const next = earnNext({
      today: today({ streak: { days: 3, claimable: false }, articles: { claimed_pm: 25, cap_pm: 25, per_article_pm: 5 } }),
      articles_left: 4,
      featured_offers: [...offers, { id: 'o4', name: 'Four', summary_pilot_miles: 1 }],
    });
    expect(next).toHaveLength(EARN_NEXT_MAX);
    expect(next.map((s) => s.kind)).toEqual(['offer', 'offer', 'offer']);
    expect(next[1]!.to).toBe('/new/earn/offer/o%202');
  });

  it('no article when none is left to read; challenge not reached or all collected suggests nothing', () => {
    const next = earnNext({
      today: today({ streak: { days: 2, claimable: true }, challenge: null }),
      articles_left: 0,
      featured_offers: [],
    });
    expect(next).toEqual([expect.objectContaining({ kind: 'daily-bonus', body: 'Keep your 2-day streak going' })]);
  });
});

describe('earnActivities (the hub’s tiles)', () => {
  const stats: EarnActivityStats = {
    offers: {
      Games: { available: 3, top_pm: 700 },
      TryNewApp: { available: 1, top_pm: 50 },
      Surveys: { available: 0, top_pm: null },
      Apps: { available: 2, top_pm: 90 },
      Travel: { available: 1, top_pm: 5000 },
    },
    articles_left: 6,
    stores: 12,
  };

  it('one tile per key, in order, with its /new path and the category counts', () => {
    const tiles = earnActivities(stats, today({ search: { earned_pm: 15, cap_pm: 50 } }));
    expect(tiles.map((t) => t.key)).toEqual([...EARN_ACTIVITY_KEYS]);
    expect(Object.fromEntries(tiles.map((t) => [t.key, t.to]))).toEqual({
      games: '/new/earn/play-game',
      apps: '/new/earn/try-apps',
      surveys: '/new/earn/surveys',
      services: '/new/earn/services',
      articles: '/new/earn/articles',
      search: '/new/earn/web-search',
      shopping: '/new/earn/shopping',
      travel: '/new/earn/book',
    });
    const byKey = Object.fromEntries(tiles.map((t) => [t.key, t]));
    expect(byKey.games).toMatchObject({ label: 'Play Games', available: 3, top_pm: 700, highlight: 'Up to 700 PM' });
    const big = earnActivities({ ...stats, offers: { ...stats.offers, Games: { available: 1, top_pm: 21000 } } }, today());
    expect(big.find((a) => a.key === 'games')?.highlight).toBe('Up to 21,000 PM');
    expect(byKey.services).toMatchObject({ label: 'Explore Services', available: 2 });
    expect(byKey.surveys).toMatchObject({ available: 0, top_pm: null, highlight: null });
    expect(byKey.articles).toMatchObject({ available: 6, top_pm: 5, highlight: '5 of 5 articles left today' });
    expect(byKey.search).toMatchObject({ available: null, highlight: '15 / 50 PM earned from search today' });
    expect(byKey.shopping).toMatchObject({ available: 12, highlight: '12 stores with cashback' });
  });

  it('words the article cap: left of total, rounding a partial last claim up, then the limit', () => {
    expect(articlesLeftText({ claimed_pm: 10, cap_pm: 25, per_article_pm: 5 })).toBe('3 of 5 articles left today');
    expect(articlesLeftText({ claimed_pm: 8, cap_pm: 25, per_article_pm: 5 })).toBe('4 of 5 articles left today');
    expect(articlesLeftText({ claimed_pm: 25, cap_pm: 25, per_article_pm: 5 })).toBe("Today's article limit reached");
    expect(articlesLeftText({ claimed_pm: 0, cap_pm: 25, per_article_pm: 0 })).toBeNull();
  });
});
