/**
 * POST /web-search (docs/web-search.md): results from the provider, and for a verified member's
 * new search (page 0) the earning decision. The decision and the ledger credit are one Firestore
 * transaction on the member's day of searching (users/{uid}/searchDays/{dayKey}), so the daily cap
 * holds however many searches arrive at once, and the spam rules (core judgeQuery) see every
 * search before it.
 *
 * The answer never says why a search earned nothing: refusals are kept, by reason, on the day
 * document for staff, and nowhere a member can read.
 */
import { logger } from 'firebase-functions';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  EMPTY_SEARCH_DAY,
  WEB_SEARCH_ERROR_CODES,
  WEB_SEARCH_MESSAGES,
  judgeQuery,
  nextSearchReward,
  rememberSearch,
  txId,
  type RecentSearch,
  type SearchDayState,
  type WebSearchBody,
  type WebSearchConfig,
  type WebSearchResponse,
} from '@pilotmiles/core';
import { ensureFresh } from '../platform/auth';
import type { AuthContext } from '../platform/authContext';
import { getConfig } from '../platform/configCache';
import { HttpError } from '../platform/errors';
import { db } from '../platform/firebase';
import { postInTransaction } from '../platform/ledger';
import { memberToday } from '../platform/memberDay';
import { userRef } from '../platform/paths';
import { searchDayRef } from './paths';
import { SearchProviderError, braveSearch, cachedSearch, type SearchPage } from './provider.adapter';
import { WEB_SEARCH_API_KEY, WEB_SEARCH_API_URL } from './webSearch.config';
import { expiry } from '../platform/retention';

/**
 * Settings the in-process app of the API tests and the bench may change. Production code never
 * sets them: the deployed function reads its URL, key and config as configured.
 */
export interface WebSearchOverrides {
  /** The provider's base URL instead of WEB_SEARCH_API_URL (a dead one: the provider is down). */
  providerUrl?: string;
  timeoutMs?: number;
  /** Instead of config/webSearch. */
  config?: WebSearchConfig;
  /** Instead of Math.random for the reward schedule. */
  random?: () => number;
}
export const webSearchOverrides: WebSearchOverrides = {};


/**
 * One member's parallel searches all contend for their user and day documents: more attempts than
 * the ledger's default let twenty at once each end in a decision, never ABORTED.
 */
const SEARCH_TRANSACTION = { maxAttempts: 25 } as const;

const provider = () =>
  braveSearch(webSearchOverrides.providerUrl ?? WEB_SEARCH_API_URL.value(), WEB_SEARCH_API_KEY.value(), {
    timeoutMs: webSearchOverrides.timeoutMs,
  });

const unavailable = () => new HttpError(502, WEB_SEARCH_ERROR_CODES.unavailable, WEB_SEARCH_MESSAGES.unavailable);

async function resultsFor(query: string, page: number): Promise<SearchPage> {
  try {
    return await cachedSearch(provider(), query, page);
  } catch (err) {
    if (!(err instanceof SearchProviderError)) throw err;
    logger.warn(`web-search: ${err.message}`);
    throw unavailable();
  }
}

/** The day as stored: its reward state and recent searches; empty when absent or damaged. */
interface StoredDay {
  state: SearchDayState;
  recent: RecentSearch[];
  searches: number;
  refused: Record<string, number>;
}

const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);

function storedDay(snap: DocumentSnapshot): StoredDay {
  const d = snap.data() ?? {};
  const recent = Array.isArray(d.recent)
    ? (d.recent as unknown[]).filter(
        (r): r is RecentSearch =>
          typeof (r as RecentSearch)?.q === 'string' && typeof (r as RecentSearch)?.at === 'number',
      )
    : [];
  return {
    state: {
      qualifying: count(d.qualifying),
      earned: count(d.earned),
      next_reward_at: typeof d.next_reward_at === 'number' ? d.next_reward_at : EMPTY_SEARCH_DAY.next_reward_at,
    },
    recent,
    searches: count(d.searches),
    refused: d.refused && typeof d.refused === 'object' ? (d.refused as Record<string, number>) : {},
  };
}

interface Earning {
  earned: number;
  earnedToday: number;
}

/** PM earned from searching today, for a page that earns nothing (later pages, unverified members). */
async function earnedToday(uid: string, now: Date): Promise<number> {
  const user = await userRef(uid).get();
  if (!user.exists) return 0;
  return searchEarnedOn(uid, memberToday(user.data(), now).day);
}

/** PM the member earned from searching on their day `day` (0 for a day without searches). */
export async function searchEarnedOn(uid: string, day: string): Promise<number> {
  return storedDay(await searchDayRef(uid, day).get()).state.earned;
}

/** The web-search config in force (config/webSearch, or the tests' override). */
export const webSearchConfig = (): Promise<WebSearchConfig> =>
  webSearchOverrides.config ? Promise.resolve(webSearchOverrides.config) : getConfig('webSearch');

/**
 * Records a new search of a verified member and decides its reward, in one transaction. A search
 * that found nothing is recorded but never counts.
 */
async function recordSearch(
  uid: string,
  query: string,
  found: boolean,
  config: WebSearchConfig,
  now: Date,
): Promise<Earning> {
  const random = webSearchOverrides.random ?? Math.random;
  return db.runTransaction(async (tx) => {
    const userSnap = await tx.get(userRef(uid));
    // Signed in, but no PilotMiles record yet (sign-up not finished): nothing to earn into.
    if (!userSnap.exists) return { earned: 0, earnedToday: 0 };
    const day = memberToday(userSnap.data(), now).day;
    const dayRef = searchDayRef(uid, day);
    const stored = storedDay(await tx.get(dayRef));

    const judgement = judgeQuery(query, stored.recent, now.getTime(), config);
    const reason = judgement.reason ?? (found ? null : 'no-results');
    let step = reason ? { amount: 0, state: stored.state } : nextSearchReward(stored.state, config, random);
    if (step.amount > 0) {
      const posted = await postInTransaction(
        tx,
        uid,
        {
          id: txId.search(day, step.state.qualifying),
          type: 'search',
          amount: step.amount,
          description: 'Web search reward',
          meta: { search: step.state.qualifying },
        },
        { day, now, userSnapshot: userSnap },
      );
      // Only a day document lost after paying could meet its entry again: then nothing is paid twice.
      if (!posted.applied) step = { amount: 0, state: { ...step.state, earned: stored.state.earned } };
    }

    tx.set(dayRef, {
      day_key: day,
      qualifying: step.state.qualifying,
      earned: step.state.earned,
      next_reward_at: step.state.next_reward_at,
      searches: stored.searches + 1,
      refused: reason ? { ...stored.refused, [reason]: count(stored.refused[reason]) + 1 } : stored.refused,
      recent: rememberSearch(stored.recent, query, now.getTime()),
      updated_at: Timestamp.fromDate(now),
      ...expiry('searchDays', now),
    });
    return { earned: step.amount, earnedToday: step.state.earned };
  }, SEARCH_TRANSACTION);
}

/**
 * POST /web-search for a signed-in member. Only page 0 of a verified member's search can earn;
 * an unverified member sees the same results and earns 0. A provider failure is a 502 that
 * changes nothing.
 */
export async function webSearch(ctx: AuthContext, body: WebSearchBody, now = new Date()): Promise<WebSearchResponse> {
  // Earning moves money: the Auth record is checked fresh, as moneyGuard does.
  const earner = body.offset === 0 && (await ensureFresh(ctx)).emailVerified;
  const [page, config] = await Promise.all([
    resultsFor(body.q, body.offset),
    webSearchConfig(),
  ]);
  const earning = earner
    ? await recordSearch(ctx.uid, body.q, page.results.length > 0, config, now)
    : { earned: 0, earnedToday: await earnedToday(ctx.uid, now) };
  return {
    query: body.q,
    results: page.results,
    offset: body.offset,
    has_more: page.hasMore,
    earned_pm: earning.earned,
    earned_today_pm: earning.earnedToday,
    daily_cap_pm: config.daily_cap_pm,
  };
}
