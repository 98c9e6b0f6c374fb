/**
 * Where the header, the mobile drawer and the footer point (docs/app-shell.md). One list, so
 * the three never disagree; the earning categories (labels and links) come from core's one map
 * (core/src/earnCategories.ts), which the dashboard and the banners read too. External addresses
 * are ours to choose; see docs/app-shell.md.
 */
import { ARTICLES_EARN_LINK, EARN_MENU, SURVEYS_EARN_LINK, categoryLink } from '@pilotmiles/core';

export interface NavLink {
  label: string;
  to: string;
}

/** The 'Earn' dropdown: offers by category plus articles, from core's map. */
export const EARN_LINKS: readonly NavLink[] = EARN_MENU;

/** Top-level items after 'Earn'. */
export const MAIN_LINKS: readonly NavLink[] = [
  { label: 'Shop & Save', to: '/shopping' },
  { label: 'Win Big', to: '/sweepstakes' },
  { label: 'Redeem', to: '/rewards' },
  { label: 'Search', to: '/search/articles' },
];

/** The signed-in account menu. Sign out is an action, added by the menu itself. */
export const ACCOUNT_LINKS: readonly NavLink[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Settings', to: '/profile/account-settings' },
  { label: 'Transaction History', to: '/profile/transactions' },
  { label: 'My Rewards', to: '/profile/rewards' },
];

export const SUPPORT_EMAIL = 'support@pilotmiles.com';
export const ADVERTISERS_EMAIL = 'advertisers@pilotmiles.com';

const HELP_CENTRE = 'https://help.pilotmiles.com';

export const EXTERNAL = {
  helpCentre: HELP_CENTRE,
  faq: `${HELP_CENTRE}/faq`,
  terms: `${HELP_CENTRE}/terms-of-service`,
  privacy: `${HELP_CENTRE}/privacy-policy`,
  dosAndDonts: `${HELP_CENTRE}/dos-and-donts`,
  partners: `${HELP_CENTRE}/partners`,
} as const;

/** A footer entry: internal (router, query carried) or external (new tab / mail client). */
export type FooterLink = NavLink & { external?: boolean };

export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Earn',
    // The footer's offer links are Games, TryNewApp, Apps and Travel; surveys go to the wall, as everywhere.
    links: [
      categoryLink('Games'),
      categoryLink('TryNewApp'),
      categoryLink('Apps'),
      SURVEYS_EARN_LINK,
      ARTICLES_EARN_LINK,
      { label: 'Search the Web', to: '/web-search' },
      categoryLink('Travel'),
    ],
  },
  {
    title: 'Redeem',
    links: [
      { label: 'Gift Cards', to: '/rewards' },
      { label: 'Shop & Save', to: '/shopping' },
    ],
  },
  {
    title: 'Win Big',
    links: [{ label: 'Sweepstakes', to: '/sweepstakes' }],
  },
  {
    title: 'Legal & Policies',
    links: [
      { label: 'Terms of Service', to: EXTERNAL.terms, external: true },
      { label: 'Privacy Policy', to: EXTERNAL.privacy, external: true },
      { label: "Do's and Don'ts", to: EXTERNAL.dosAndDonts, external: true },
    ],
  },
  {
    title: 'Help & Support',
    links: [
      { label: 'Help Centre', to: EXTERNAL.helpCentre, external: true },
      { label: 'FAQ', to: EXTERNAL.faq, external: true },
      { label: 'Partners', to: EXTERNAL.partners, external: true },
      { label: 'Advertisers', to: '/advertisers' },
      { label: 'Contact Support', to: `mailto:${SUPPORT_EMAIL}`, external: true },
    ],
  },
];

export const SOCIAL_LINKS = {
  facebook: 'https://www.facebook.com/pilotmiles',
  instagram: 'https://www.instagram.com/pilotmiles',
  tiktok: 'https://www.tiktok.com/@pilotmiles',
  linkedin: 'https://www.linkedin.com/company/pilotmiles',
} as const;
