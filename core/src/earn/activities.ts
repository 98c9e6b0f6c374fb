/**
 * The hub's activity tiles (EARN_ACTIVITY_KEYS): each offer activity is one of core's earning
 * categories (earnCategories.ts: the same tags the offers page filters by), the others are
 * articles, web search and shopping. The server gathers the counts from its warm catalogues; this
 * module only names, links and words them.
 */
import { ARTICLES_EARN_LINK, OFFER_CATEGORIES, type OfferCategory } from '../earnCategories';
import { WEB_SEARCH_MESSAGES } from '../webSearch/webSearch';
import { formatPM } from '../money';
import type { EarnActivity, EarnActivityKey, EarnToday } from './hub';
import { EARN_ACTIVITY_KEYS } from './hub';

/** The offer category each offer activity shows. */
export const EARN_ACTIVITY_CATEGORY: Readonly<Partial<Record<EarnActivityKey, OfferCategory>>> = {
  games: 'Games',
  apps: 'TryNewApp',
  surveys: 'Surveys',
  services: 'Apps',
  travel: 'Travel',
};

/** Each activity's page in the /new design. */
export const EARN_ACTIVITY_PATHS: Readonly<Record<EarnActivityKey, string>> = {
  games: '/new/earn/play-game',
  apps: '/new/earn/try-apps',
  surveys: '/new/earn/surveys',
  services: '/new/earn/services',
  articles: '/new/earn/articles',
  search: '/new/earn/web-search',
  shopping: '/new/earn/shopping',
  travel: '/new/earn/book',
};

const OTHER_LABELS = { articles: ARTICLES_EARN_LINK.label, search: 'Web Search', shopping: 'Shop & Save' } as const;

/** What the server counted. */
export interface EarnActivityStats {
  /** Per offer category: active offers and the most one pays (null with none). */
  offers: Readonly<Record<OfferCategory, { available: number; top_pm: number | null }>>;
  /** Published articles the member has not claimed today. */
  articles_left: number;
  /** Active stores. */
  stores: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '3 of 5 articles left today' from the article cap (null without a per-article reward). */
export function articlesLeftText(articles: EarnToday['articles']): string | null {
  if (articles.per_article_pm <= 0 || articles.cap_pm <= 0) return null;
  const total = Math.ceil(articles.cap_pm / articles.per_article_pm);
  const left = Math.ceil(Math.max(0, articles.cap_pm - articles.claimed_pm) / articles.per_article_pm);
  return left > 0 ? `${left} of ${total} articles left today` : "Today's article limit reached";
}

export function earnActivities(stats: EarnActivityStats, today: EarnToday): EarnActivity[] {
  return EARN_ACTIVITY_KEYS.map((key): EarnActivity => {
    const to = EARN_ACTIVITY_PATHS[key];
    const category = EARN_ACTIVITY_CATEGORY[key];
    if (category) {
      const { available, top_pm } = stats.offers[category];
      return {
        key,
        label: OFFER_CATEGORIES[category].label,
        to,
        available,
        top_pm,
        highlight: available > 0 && top_pm !== null ? `Up to ${formatPM(top_pm)}` : null,
      };
    }
    if (key === 'articles')
      return {
        key,
        label: OTHER_LABELS.articles,
        to,
        available: stats.articles_left,
        top_pm: today.articles.per_article_pm > 0 ? today.articles.per_article_pm : null,
        highlight: articlesLeftText(today.articles),
      };
    if (key === 'search')
      return {
        key,
        label: OTHER_LABELS.search,
        to,
        available: null,
        top_pm: null,
        highlight: WEB_SEARCH_MESSAGES.progress(today.search.earned_pm, today.search.cap_pm),
      };
    return {
      key,
      label: OTHER_LABELS.shopping,
      to,
      available: stats.stores,
      top_pm: null,
      highlight: stats.stores > 0 ? `${plural(stats.stores, 'store', 'stores')} with cashback` : null,
    };
  });
}
