/**
 * Web search (docs/web-search.md): the rewards config, the
 * schedule of rewards over a member's day, and the API's answer. The spam rules are in spam.ts.
 *
 * Members earn the way they know from Swagbucks and Microsoft Rewards: not per search, but at
 * random intervals, N qualifying searches apart (N drawn between two bounds after every reward),
 * a random amount each time, up to a daily cap.
 */

/** Stored at config/webSearch; a missing or damaged document reads as DEFAULT_WEB_SEARCH_CONFIG. */
export interface WebSearchConfig {
  /** Most PM a member earns from searching in their day. */
  daily_cap_pm: number;
  /** Bounds of one reward (PM, both included). */
  reward_pm_min: number;
  reward_pm_max: number;
  /** A reward comes after this many qualifying searches, drawn between the bounds after each reward. */
  reward_every_min: number;
  reward_every_max: number;
  /** Searches closer together than this (seconds) are faster than a person types: they never count. */
  min_seconds_between: number;
}

export const DEFAULT_WEB_SEARCH_CONFIG: WebSearchConfig = {
  daily_cap_pm: 50,
  reward_pm_min: 5,
  reward_pm_max: 10,
  reward_every_min: 2,
  reward_every_max: 4,
  min_seconds_between: 5,
};

/** Longest query the API takes (after trimming). */
export const WEB_SEARCH_QUERY_MAX = 200;
/** Results per page. */
export const WEB_SEARCH_PAGE_SIZE = 10;
/** Pages are numbered 0..9, as the provider's offset (Brave Search: at most 9). */
export const WEB_SEARCH_MAX_OFFSET = 9;

/** The member's day of searching as stored with it (users/{uid}/searchDays/{dayKey}). */
export interface SearchDayState {
  /** Qualifying searches so far. */
  qualifying: number;
  /** PM earned from searching so far. */
  earned: number;
  /** The qualifying search that pays the next reward; null before the day's first. */
  next_reward_at: number | null;
}

export const EMPTY_SEARCH_DAY: SearchDayState = { qualifying: 0, earned: 0, next_reward_at: null };

/** A whole number from min to max (both included) from a random number in [0, 1). */
export function randomBetween(min: number, max: number, random: () => number): number {
  const lo = Math.min(min, max);
  const hi = Math.max(min, max);
  const r = Math.min(Math.max(random(), 0), 0.999_999_999);
  return lo + Math.floor(r * (hi - lo + 1));
}

export interface SearchRewardStep {
  /** PM this search earns (0: none). */
  amount: number;
  state: SearchDayState;
}

/**
 * One more qualifying search on a day in `state`: whether it pays, how much (never past the
 * cap), and the day's state after it. `random` returns numbers in [0, 1) (Math.random).
 */
export function nextSearchReward(
  state: SearchDayState,
  config: WebSearchConfig,
  random: () => number,
): SearchRewardStep {
  const qualifying = state.qualifying + 1;
  const due = state.next_reward_at ?? randomBetween(config.reward_every_min, config.reward_every_max, random);
  const room = config.daily_cap_pm - state.earned;
  if (qualifying < due || room <= 0)
    return { amount: 0, state: { qualifying, earned: state.earned, next_reward_at: due } };
  const amount = Math.min(randomBetween(config.reward_pm_min, config.reward_pm_max, random), room);
  return {
    amount,
    state: {
      qualifying,
      earned: state.earned + amount,
      next_reward_at: qualifying + randomBetween(config.reward_every_min, config.reward_every_max, random),
    },
  };
}

/** One result as the page shows it. */
export interface WebSearchResult {
  title: string;
  /** http(s) only. */
  url: string;
  /** The address as shown under the title, e.g. "en.wikipedia.org › wiki › Rome". */
  display_url: string;
  snippet: string;
}

/** POST /web-search. */
export interface WebSearchResponse {
  /** The query as searched (trimmed). */
  query: string;
  results: WebSearchResult[];
  /** The page (0-based). */
  offset: number;
  has_more: boolean;
  /** PM this search earned: 0 when it earned nothing, for whatever reason (never said). */
  earned_pm: number;
  /** PM earned from searching in the member's day so far, this search included. */
  earned_today_pm: number;
  daily_cap_pm: number;
}

export const WEB_SEARCH_ERROR_CODES = {
  /** The provider failed or timed out (502). */
  unavailable: 'search/unavailable',
} as const;

export const WEB_SEARCH_MESSAGES = {
  unavailable: 'Search is unavailable right now. Please try again.',
  earned: (pm: number) => `You earned ${pm} PM for searching`,
  noResults: (query: string) => `No results for "${query}"`,
  progress: (earned: number, cap: number) => `${earned} / ${cap} PM earned from search today`,
} as const;
