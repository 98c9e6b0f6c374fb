/**
 * The hub's activity tiles without the member's figures: what visitors see, and what a member sees
 * when the hub failed to load. Paths and categories from core (earn/activities.ts), in
 * EARN_ACTIVITY_KEYS' order, with a line of invitation instead of counts.
 */
import {
  ARTICLES_EARN_LINK,
  EARN_ACTIVITY_CATEGORY,
  EARN_ACTIVITY_KEYS,
  EARN_ACTIVITY_PATHS,
  OFFER_CATEGORIES,
  type EarnActivity,
  type EarnActivityKey,
} from '@pilotmiles/core';

/** The tiles that are not offer categories, worded as the server words them. */
const OTHER_LABELS: Readonly<Partial<Record<EarnActivityKey, string>>> = {
  articles: ARTICLES_EARN_LINK.label,
  search: 'Web Search',
  shopping: 'Shop & Save',
};

const INVITATIONS: Readonly<Record<EarnActivityKey, string>> = {
  games: 'Reach levels, earn PM',
  apps: 'Install, open, earn',
  surveys: 'Share your opinion',
  services: 'Sign up to services you like',
  articles: 'Read and earn every day',
  search: 'Earn as you search',
  shopping: 'Cashback at your favourite stores',
  travel: 'Book trips, earn PM',
};

export function activityLabel(key: EarnActivityKey): string {
  const category = EARN_ACTIVITY_CATEGORY[key];
  return category ? OFFER_CATEGORIES[category].label : (OTHER_LABELS[key] ?? key);
}

export function genericActivities(): EarnActivity[] {
  return EARN_ACTIVITY_KEYS.map((key) => ({
    key,
    label: activityLabel(key),
    to: EARN_ACTIVITY_PATHS[key],
    available: null,
    top_pm: null,
    highlight: INVITATIONS[key],
  }));
}
