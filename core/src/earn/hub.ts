/**
 * The earn hub of the /new design (docs/api.md "Earn hub"): GET /earn/v2 answers what this
 * member can do today and how far they are, from the same services and warm catalogues as the
 * classic pages (functions/src/earn). The other earn calls answer the existing shapes:
 * GET /earn/offers → OffersPage, /earn/articles → the articles list, /earn/search → the web-search
 * progress, /earn/shopping/v2 → ShoppingHome, /earn/shopping/v2/{id} → Brand.
 */
import type { Offer } from '../offers/catalog';
import type { BrandCard } from '../shopping/shopping';

/** The earning activities the hub lists, in its order. */
export const EARN_ACTIVITY_KEYS = ['games', 'apps', 'surveys', 'services', 'articles', 'search', 'shopping', 'travel'] as const;
export type EarnActivityKey = (typeof EARN_ACTIVITY_KEYS)[number];

/** One tile of the hub: how many things there are to do and the most one of them pays. */
export interface EarnActivity {
  key: EarnActivityKey;
  label: string;
  /** Its page in the /new design, e.g. '/new/earn/play-game'. */
  to: string;
  /** Offers, articles or stores available now (null where it has no count, e.g. search). */
  available: number | null;
  /** The most PM one of them pays (null where unknown). */
  top_pm: number | null;
  /** A short line such as '3 of 5 articles left today' (null when nothing to say). */
  highlight: string | null;
}

/** The member's progress today (their own day: core memberDay). */
export interface EarnToday {
  day_key: string;
  /** Today's daily-challenge tier; null when today's tiers are all collected. */
  challenge: { target_pm: number; earned_pm: number; reward_pm: number } | null;
  articles: { claimed_pm: number; cap_pm: number; per_article_pm: number };
  /**
   * Search rewards today vs the most there can be, in PM: search rewards are random amounts under a
   * daily PM cap (core webSearch/webSearch.ts), so there is no fixed number of rewards to count.
   */
  search: { earned_pm: number; cap_pm: number };
  /** Daily bonus streak: consecutive days claimed, and whether today's is still to claim. */
  streak: { days: number; claimable: boolean };
}

/** What a suggestion is about, so a view can open the matching modal instead of following `to`. */
export type EarnSuggestionKind = 'daily-bonus' | 'challenge' | 'article' | 'offer';

/** One 'what to do next' line of the hub (core earn/next.ts ranks them). */
export interface EarnSuggestion {
  kind: EarnSuggestionKind;
  title: string;
  body: string;
  to: string;
}

/** GET /earn/search: the member's web-search progress today, as the web-search page's card shows it. */
export interface EarnSearchProgress {
  day_key: string;
  earned_today_pm: number;
  daily_cap_pm: number;
}

/** GET /earn/v2. */
export interface EarnHub {
  today: EarnToday;
  /** What to do next, most useful first (at most 3). */
  next: EarnSuggestion[];
  featured_offers: Offer[];
  featured_stores: BrandCard[];
  activities: EarnActivity[];
}
