/**
 * System rewards that staff can tune from /admin/daily-config (stored at config/systemRewards).
 * The user record exposes the article ones as COINS_PER_ARTICLE and COINS_ARTICLE_DAILY_REWARD.
 */
import { WELCOME_BONUS_PM } from './constants';

export interface SystemRewardsConfig {
  /** PM per article claim (COINS_PER_ARTICLE). */
  articleReward: number;
  /** Most PM a user may claim from articles per local day (COINS_ARTICLE_DAILY_REWARD). */
  articleDailyCap: number;
  /** Credited once when the server first sees a verified e-mail. */
  welcomeBonus: number;
}

export const DEFAULT_SYSTEM_REWARDS_CONFIG: SystemRewardsConfig = {
  articleReward: 5,
  articleDailyCap: 25,
  welcomeBonus: WELCOME_BONUS_PM,
};

/** Config documents under config/{name}. */
export const CONFIG_DOCS = {
  dailyBonus: 'dailyBonus',
  dailyChallenge: 'dailyChallenge',
  systemRewards: 'systemRewards',
  /** Offer settings (core/offers/conversions.ts OffersConfig). */
  offers: 'offers',
  /** Payout review and KYC rules (core/rewards/payouts.ts PayoutsConfig). */
  payouts: 'payouts',
  /** Web search rewards (core/webSearch/webSearch.ts WebSearchConfig). */
  webSearch: 'webSearch',
  /** The referral bonus and its activity threshold (core/referrals/referrals.ts ReferralsConfig). */
  referrals: 'referrals',
  /** The admin area's framed tools and their host allow-list (core/admin/tools.ts EmbeddedToolsConfig). */
  embeddedTools: 'embeddedTools',
  /** How long analytics events are kept (core/admin/events.ts EventsConfig). */
  events: 'events',
  /** Where PilotMiles is served (core/geo.ts GeoConfig). */
  geo: 'geo',
} as const;
export type ConfigName = keyof typeof CONFIG_DOCS;
