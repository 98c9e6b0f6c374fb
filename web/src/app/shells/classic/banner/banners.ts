/**
 * The header banner of each user-layout page, chosen by path and category. Pages with a
 * hero of their own (home, advertisers) and unknown paths get none.
 */
import { OFFER_CATEGORIES, dashboardGreeting, parseOfferCategory, type OfferCategory } from '@pilotmiles/core';
import { currentSearchKind, type SearchKind } from '../../../../components/layout/search';

export interface BannerSearch {
  placeholder: string;
  /** Submitting goes to `${path}?q=...`. */
  path: string;
  /** /web-search: a visitor who is not signed in gets the sign-up prompt instead. */
  requiresSignIn?: boolean;
}

export interface Banner {
  title: string;
  description: string;
  search?: BannerSearch;
  /** Steps shown by the 'How it works?' link; no link when absent. */
  howItWorks?: readonly string[];
}

const OFFER_STEPS = [
  'Pick an offer and read what it asks you to do.',
  'Complete it in the same browser, without ad blockers, so the partner can credit you.',
  'Your PilotMiles land in your balance once the partner confirms it (100 PM = $1).',
];

/** The query's category (core's map: any case, and the spellings older links use). */
export function offerCategory(search: string): OfferCategory | null {
  return parseOfferCategory(new URLSearchParams(search).get('category'));
}

const OFFER_BANNERS: Record<OfferCategory | 'all', Banner> = {
  all: {
    title: 'Discover Offers',
    description: 'Play, try, explore and book with our partners, and earn PilotMiles for every offer you complete.',
    howItWorks: OFFER_STEPS,
  },
  Games: {
    title: `${OFFER_CATEGORIES.Games.label} & Earn`,
    description: 'Reach the milestones in games you enjoy and earn PilotMiles for each one.',
    howItWorks: OFFER_STEPS,
  },
  TryNewApp: {
    title: `${OFFER_CATEGORIES.TryNewApp.label} & Earn`,
    description: 'Install and try apps picked for you, and get rewarded for exploring.',
    howItWorks: OFFER_STEPS,
  },
  Surveys: {
    title: OFFER_CATEGORIES.Surveys.label,
    description: 'Share your opinion in paid surveys and earn PilotMiles for every completed one.',
    howItWorks: OFFER_STEPS,
  },
  Apps: {
    title: OFFER_CATEGORIES.Apps.label,
    description: 'Sign up for partner services you will actually use and earn big rewards.',
    howItWorks: OFFER_STEPS,
  },
  Travel: {
    title: 'Book Travel & Earn',
    description: 'Book flights and hotels through our partners and earn PilotMiles on every trip.',
    howItWorks: OFFER_STEPS,
  },
};

const SEARCH_BANNERS: Record<SearchKind, Banner> = {
  articles: {
    title: 'Search Articles',
    description: 'Find articles to read, and claim PilotMiles for reading them.',
    search: { placeholder: 'Search articles', path: '/search/articles' },
  },
  shop: {
    title: 'Search Stores',
    description: 'Find a store and earn cashback in PilotMiles when you shop.',
    search: { placeholder: 'Search stores', path: '/search/shop' },
  },
  games: {
    title: 'Search Games',
    description: 'Find a game to play and earn PilotMiles as you progress.',
    search: { placeholder: 'Search games', path: '/search/games' },
  },
  redeem: {
    title: 'Search Rewards',
    description: 'Find the gift card or reward you want to redeem your PilotMiles for.',
    search: { placeholder: 'Search rewards', path: '/search/redeem' },
  },
};

const SHOPPING_BANNER: Banner = {
  title: 'Shop & Save',
  description: 'Earn cashback in PilotMiles when you shop at the stores you already love.',
  search: { placeholder: 'Search stores', path: '/search/shop' },
  howItWorks: [
    'Pick a store and press Activate cashback: the store opens in a new tab.',
    'Shop and pay in that tab as usual.',
    'Your order shows as pending, and your PilotMiles land once the store confirms the purchase.',
  ],
};

/** Exact paths and path prefixes ('/x/' matches '/x/anything'). */
const BY_PATH: ReadonlyArray<[test: (path: string) => boolean, banner: Banner]> = [
  [
    under('/sweepstakes'),
    {
      title: 'Win Big',
      description: 'Enter sweepstakes with your PilotMiles for a chance to win cash, gift cards and free flights.',
      howItWorks: [
        'Choose a sweepstake and see its entry cost in PilotMiles.',
        'Enter as many times as it allows; each entry is one more chance.',
        'Winners are drawn when the sweepstake ends and notified by email.',
      ],
    },
  ],
  [
    // No banner search on /shopping itself: the page has its own live search box (?q=) right below.
    (p) => p === '/shopping',
    { ...SHOPPING_BANNER, search: undefined },
  ],
  [under('/shopping'), SHOPPING_BANNER],
  [
    under('/rewards'),
    {
      title: 'Redeem Your PilotMiles',
      description: 'Turn your PilotMiles into gift cards, cash or free flights. 100 PM = $1.',
      // No banner search: /rewards has its own live search box (?q=) right below.
      howItWorks: [
        'Earn PilotMiles with offers, articles, searches and shopping.',
        'Choose a gift card, cash or a flight worth up to your balance.',
        'We send it to the email on your account.',
      ],
    },
  ],
  [
    under('/web-search'),
    {
      title: 'Search the Web & Earn',
      description: 'Search like you always do and earn PilotMiles along the way.',
      search: { placeholder: 'Search the web', path: '/web-search', requiresSignIn: true },
      howItWorks: [
        'Type what you are really looking for, as you would anywhere else.',
        'No random letters, single characters or repeated words.',
        'Unnatural or spammy searching may block your account.',
      ],
    },
  ],
  [
    under('/articles'),
    {
      title: 'Read Articles & Earn',
      description: 'Read articles on money, travel and life online, and claim PilotMiles for each one.',
      // No banner search: /articles has its own live search box (?q=) right below.
      howItWorks: [
        'Open an article and read it; a short timer runs while you do.',
        'When the timer ends, press Claim Article.',
        'You can claim articles every day, up to your daily limit.',
      ],
    },
  ],
  [
    under('/team'),
    {
      title: 'Your Crew',
      description: 'Team up with friends and earn more PilotMiles together.',
    },
  ],
  [
    under('/survey'),
    {
      title: 'Take a Survey',
      description: 'Answer honestly and completely to earn your reward.',
    },
  ],
  [
    under('/daily-challenge'),
    {
      title: 'Daily Challenge',
      description: "Hit today's PilotMiles target to collect a bonus reward.",
      // No banner steps: the page's own 'How it works?' opens DailyChallengeHowItWorks.
    },
  ],
  [
    (p) => p === '/start-earning' || p === '/start-earning_v1',
    {
      title: 'Start Earning',
      description: 'Pick an offer below and earn your first PilotMiles today.',
      howItWorks: OFFER_STEPS,
    },
  ],
  // Profile pages title themselves ('Settings', 'Transactions History'); the banner frames the area.
  [
    under('/profile'),
    {
      title: 'My Account',
      description: 'Manage your profile, settings and PilotMiles.',
    },
  ],
];

function under(root: string) {
  return (path: string) => path === root || path.startsWith(`${root}/`);
}

/** Who the dashboard greets (by display name); `isNew`: joined on their current day. */
export interface Greeted {
  name: string;
  isNew: boolean;
}

/** The banner for a path. `member` is the signed-in member: the dashboard greets them. */
export function bannerFor(pathname: string, search: string, member: Greeted | null): Banner | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

  if (path === '/dashboard')
    return {
      title: dashboardGreeting(member?.name ?? null, member?.isNew ?? false),
      description: member?.isNew
        ? 'Your account is ready. Pick a way to earn below and watch your PilotMiles add up.'
        : "Here's how your PilotMiles are adding up.",
    };

  if (path === '/offers') return OFFER_BANNERS[offerCategory(search) ?? 'all'];
  if (path === '/offers/in-progress')
    return {
      title: 'Your Offers',
      description: 'Follow each offer you started, step by step, until its PilotMiles land.',
      howItWorks: OFFER_STEPS,
    };
  if (path.startsWith('/offers/'))
    return { title: 'Offer Details', description: 'Complete the steps below to earn your PilotMiles.', howItWorks: OFFER_STEPS };

  const kind = currentSearchKind(path);
  if (kind) return SEARCH_BANNERS[kind];

  return BY_PATH.find(([test]) => test(path))?.[1] ?? null;
}
