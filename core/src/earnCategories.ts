/**
 * The one map of earning categories (docs/app-shell.md "Links"): the key each offer category has,
 * the offer tags it selects, the label the Earn menu shows, the call-to-action of its offer cards,
 * and the link to its offers. The header, the phone menu, the footer, the dashboard, the banners
 * and the offers page all read it, so they never disagree.
 */

/** The category keys, spelled as `?category=` links have always spelled them. */
export const OFFER_CATEGORY_KEYS = ['Games', 'TryNewApp', 'Surveys', 'Apps', 'Travel'] as const;
export type OfferCategory = (typeof OFFER_CATEGORY_KEYS)[number];

export interface OfferCategoryInfo {
  key: OfferCategory;
  /** The offer tags the category selects. */
  tags: readonly string[];
  /** The Earn menu's wording. */
  label: string;
  /** An offer card's button for an offer of this category. */
  cta: string;
}

export const OFFER_CATEGORIES: Readonly<Record<OfferCategory, OfferCategoryInfo>> = {
  Games: { key: 'Games', tags: ['category:game'], label: 'Play Games', cta: 'Play Game' },
  TryNewApp: { key: 'TryNewApp', tags: ['category:app'], label: 'Try New App', cta: 'Try New App' },
  Surveys: { key: 'Surveys', tags: ['category:survey'], label: 'Take Surveys', cta: 'Take Survey' },
  Apps: {
    key: 'Apps',
    tags: ['category:explore', 'category:signup'],
    label: 'Explore Services',
    cta: 'Explore & Signup',
  },
  Travel: { key: 'Travel', tags: ['category:travel'], label: 'Travel', cta: 'Book & Earn' },
};

/** An offer card's button when none of its tags names a category. */
const DEFAULT_OFFER_CTA = 'Start Offer';

/**
 * Spellings of `?category=` that older links use besides the keys themselves
 * ('game', 'surveys', 'apps', 'tryNewApp'...). Compared case-insensitively, as the offers page does.
 */
const ALIASES: Readonly<Record<string, OfferCategory>> = {
  game: 'Games',
  games: 'Games',
  trynewapp: 'TryNewApp',
  app: 'TryNewApp',
  survey: 'Surveys',
  surveys: 'Surveys',
  apps: 'Apps',
  explore: 'Apps',
  travel: 'Travel',
};

/** The category a `?category=` value names (trimmed, any case), or null for none or an unknown one. */
export function parseOfferCategory(value: string | null | undefined): OfferCategory | null {
  const key = value?.trim().toLowerCase();
  return key && Object.hasOwn(ALIASES, key) ? ALIASES[key]! : null;
}

/** The offers page of a category, e.g. '/offers?category=Games'; all offers without one. */
export const offersPath = (category?: OfferCategory): string =>
  category ? `/offers?category=${category}` : '/offers';

/** The card's button for an offer with these tags: the first category it carries. */
export function offerCta(tags: readonly string[]): string {
  for (const key of OFFER_CATEGORY_KEYS)
    if (OFFER_CATEGORIES[key].tags.some((tag) => tags.includes(tag))) return OFFER_CATEGORIES[key].cta;
  return DEFAULT_OFFER_CTA;
}

export interface EarnLink {
  label: string;
  to: string;
}

export const ARTICLES_EARN_LINK: EarnLink = { label: 'Read Articles', to: '/articles' };

/**
 * 'Take Surveys' everywhere (Earn menu, footer, dashboard): the survey wall, with the survey offers
 * under it (/survey), so the label has one meaning. /offers?category=Surveys still lists them alone.
 */
export const SURVEYS_EARN_LINK: EarnLink = { label: OFFER_CATEGORIES.Surveys.label, to: '/survey' };

/** A category's entry as every menu shows it. */
export const categoryLink = (category: OfferCategory): EarnLink => ({
  label: OFFER_CATEGORIES[category].label,
  to: offersPath(category),
});

/** The Earn menu, in its order: Play Games, Try New App, Take Surveys, Explore Services, Read Articles, Travel. */
export const EARN_MENU: readonly EarnLink[] = [
  categoryLink('Games'),
  categoryLink('TryNewApp'),
  SURVEYS_EARN_LINK,
  categoryLink('Apps'),
  ARTICLES_EARN_LINK,
  categoryLink('Travel'),
];
