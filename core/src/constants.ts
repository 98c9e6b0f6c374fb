/** Business constants (docs/product.md "Other constants"). One place for each number the product depends on. */

export const PROJECT_ID = 'demo-pilotmiles';

/** 100 PilotMiles = 1 US dollar. */
export const PM_PER_DOLLAR = 100;

/** Welcome offer: $5 free, credited once when the server first sees a verified email. */
export const WELCOME_BONUS_PM = 500;

export const REFERRAL_CODE_LENGTH = 8;
/** Unambiguous characters (no 0/O, 1/I/L) so codes survive being read aloud. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const CAMPAIGN_COOKIE_NAME = 'pm_campaign';
export const CAMPAIGN_COOKIE_DAYS = 5;

/** Campaign-tracking parameters kept in the campaign cookie. */
export const CAMPAIGN_PARAMS = [
  'fbclid',
  'gclid',
  'utm_id',
  'adset_id',
  'utm_term',
  'utm_medium',
  'utm_source',
  'utm_content',
  'campaign_id',
  'utm_campaign',
  'gbraid',
  'gad_source',
  'gad_campaignid',
] as const;

/** Toast durations in ms and the stack limit. `null` means until dismissed. */
export const TOAST = {
  errorMs: 4000,
  successMs: 2000,
  defaultMs: 4000,
  loadingMs: null,
  pushMs: 5000,
  maxSnack: 20,
} as const;

export const MENU_HOVER_CLOSE_DELAY_MS = 300;
export const DROPDOWN_OFFSET_PX = 4;
export const DROPDOWN_WIDTH_PX = 200;

/** Display names longer than this are cut and suffixed with ' ..' in the profile menu (SPEC 5). */
export const DISPLAY_NAME_MAX = 15;

export const GEO_REQUEST_TIMEOUT_MS = 5000;
/** Geo cache age limit 0 days, i.e. the cache is cleared on every app start. */
export const GEO_CACHE_MAX_AGE_DAYS = 0;

/** Default password policy when the provider publishes none. */
export const DEFAULT_PASSWORD_MIN_LENGTH = 6;

/** Transactions history page size bounds. */
export const TRANSACTIONS_PAGE_DEFAULT = 20;
export const TRANSACTIONS_PAGE_MAX = 100;

/** Dashboard: how many recent transactions it shows. */
export const DASHBOARD_RECENT_TRANSACTIONS = 5;

/** Minimum seconds between two verification e-mails to the same address. */
export const VERIFICATION_EMAIL_COOLDOWN_S = 60;

/** Longest strings the API accepts, so a hostile client cannot bloat documents. */
export const LIMITS = {
  displayName: 50,
  fullName: 100,
  email: 254,
  url: 2048,
  campaignValue: 200,
  country: 100,
  city: 100,
  ip: 64,
  timezone: 64,
  brandOwner: 100,
} as const;

/**
 * Countries where PilotMiles cannot operate (sanctions and payout-partner coverage). A visitor
 * located in one of them sees /unavailable-geo.
 */
export const GEO_BLOCKED_COUNTRIES: readonly string[] = ['CU', 'IR', 'KP', 'SY'];

/**
 * localStorage key: whether today's daily-challenge modal was shown; reset to 'false' at every
 * sign-in or sign-up. Shared with the end-to-end tests, which set it to keep the modal away.
 */
export const DAILY_CHALLENGE_MODAL_FLAG = 'dailyChallengeModalShown';
