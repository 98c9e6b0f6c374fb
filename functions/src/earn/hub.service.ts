/**
 * The earn hub of the /new design (docs/api.md "Earn hub"): GET /earn/v2 and /earn/search.
 * Every figure comes from the domain that owns it, through its index.ts (the same services, rules
 * and warm in-memory catalogues as the classic pages); this module only gathers them. The ranking
 * of 'next' and the tiles' wording are core's (earn/next.ts, earn/activities.ts).
 */
import {
  OFFER_CATEGORIES,
  OFFER_CATEGORY_KEYS,
  earnActivities,
  earnNext,
  offersQuery,
  shoppingQuery,
  type EarnActivityStats,
  type EarnHub,
  type EarnSearchProgress,
  type EarnToday,
  type OfferCategory,
} from '@pilotmiles/core';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { notFound } from '../platform/errors';
import { getConfigs } from '../platform/configCache';
import { counterToday } from '../platform/ledger';
import { memberToday } from '../platform/memberDay';
import { userRef } from '../platform/paths';
import { articleHeaders } from '../articles';
import { bonusStatusOfUser, challengeProgressOfUser } from '../daily';
import { offersPage, startEarningOffers } from '../offers';
import { searchEarnedOn, webSearchConfig } from '../webSearch';
import { shoppingHome } from '../shopping';

/** How many featured offers and stores the hub shows. */
const HUB_FEATURED_COUNT = 6;

async function memberSnapshot(uid: string): Promise<DocumentSnapshot> {
  const snap = await userRef(uid).get();
  if (!snap.exists) throw notFound('User not found', 'users/not-found');
  return snap;
}

/** Per offer category: how many active offers carry its tags, and the most one pays (the listing's own filter and sort). */
async function offerCategoryStats(): Promise<EarnActivityStats['offers']> {
  const entries = await Promise.all(
    OFFER_CATEGORY_KEYS.map(async (key): Promise<[OfferCategory, { available: number; top_pm: number | null }]> => {
      const page = await offersPage(
        offersQuery.parse({ limit: 1, sortBy: 'highestPayout', tags: OFFER_CATEGORIES[key].tags.join(',') }),
      );
      return [key, { available: page.total, top_pm: page.items[0]?.summary_pilot_miles ?? null }];
    }),
  );
  return Object.fromEntries(entries) as EarnActivityStats['offers'];
}

/** GET /earn/v2 for the member `uid`, on their day at `now`. */
export async function earnHub(uid: string, now = new Date()): Promise<EarnHub> {
  const [snap, configs, searchConfig, featuredOffers, home, offerStats] = await Promise.all([
    memberSnapshot(uid),
    getConfigs('dailyBonus', 'dailyChallenge', 'systemRewards'),
    webSearchConfig(),
    startEarningOffers(),
    shoppingHome(shoppingQuery.parse({})),
    offerCategoryStats(),
  ]);
  const user = snap.data()!;
  const day = memberToday(user, now).day;
  // Their record says whether they claimed an article today: their claims are read only then.
  const viewer = { uid, today: day, articleCoinsToday: counterToday(user.article_coins_today, day) };
  const [searchEarned, headers] = await Promise.all([searchEarnedOn(uid, day), articleHeaders(undefined, viewer)]);

  const challenge = challengeProgressOfUser(user, configs.dailyChallenge, now);
  const bonus = bonusStatusOfUser(snap, configs.dailyBonus, now);
  const today: EarnToday = {
    day_key: day,
    challenge: challenge.challenge
      ? { target_pm: challenge.challenge.target, earned_pm: challenge.earned, reward_pm: challenge.challenge.reward }
      : null,
    articles: {
      claimed_pm: counterToday(user.article_coins_today, day),
      cap_pm: configs.systemRewards.articleDailyCap,
      per_article_pm: configs.systemRewards.articleReward,
    },
    search: { earned_pm: searchEarned, cap_pm: searchConfig.daily_cap_pm },
    streak: { days: bonus.streak, claimable: bonus.canClaim },
  };
  const articlesLeft = headers.filter((h) => !h.claimed_today).length;
  const featured_offers = featuredOffers.slice(0, HUB_FEATURED_COUNT);
  return {
    today,
    next: earnNext({ today, articles_left: articlesLeft, featured_offers }),
    featured_offers,
    featured_stores: home.featured.slice(0, HUB_FEATURED_COUNT),
    activities: earnActivities({ offers: offerStats, articles_left: articlesLeft, stores: home.brands.total }, today),
  };
}

/** GET /earn/search: the member's search rewards today against the daily cap. */
export async function earnSearchProgress(uid: string, now = new Date()): Promise<EarnSearchProgress> {
  const [snap, config] = await Promise.all([memberSnapshot(uid), webSearchConfig()]);
  const day = memberToday(snap.data(), now).day;
  return { day_key: day, earned_today_pm: await searchEarnedOn(uid, day), daily_cap_pm: config.daily_cap_pm };
}
