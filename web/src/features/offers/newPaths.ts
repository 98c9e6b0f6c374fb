/** Where the /new design shows offers: the wall, each category's page (core earnCategories) and an offer. */
import { OFFER_CATEGORIES, OFFER_CATEGORY_KEYS, type OfferCategory } from '@pilotmiles/core';

export const NEW_OFFER_WALL_PATH = '/new/earn/offer';

export const NEW_CATEGORY_PATHS: Readonly<Record<OfferCategory, string>> = {
  Games: '/new/earn/play-game',
  TryNewApp: '/new/earn/try-apps',
  Surveys: '/new/earn/surveys',
  Apps: '/new/earn/services',
  Travel: '/new/earn/book',
};

export const newOfferPath = (id: string) => `${NEW_OFFER_WALL_PATH}/${encodeURIComponent(id)}`;

/** The wall's category chips: All, then each category's page in core's order. */
export const NEW_CATEGORY_CHIPS = [
  { key: 'all', label: 'All', to: NEW_OFFER_WALL_PATH },
  ...OFFER_CATEGORY_KEYS.map((k) => ({ key: k, label: OFFER_CATEGORIES[k].label, to: NEW_CATEGORY_PATHS[k] })),
];
