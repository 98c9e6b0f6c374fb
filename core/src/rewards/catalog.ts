/**
 * The rewards catalogue (gift cards, cash, flights) and its pricing: 100 PM = $1 at face value,
 * and staff may set a per-reward price per dollar (a discount below 100, a fee above). The one
 * place that says what a reward costs, which values it offers, and what a member can afford.
 */
import { PM_PER_DOLLAR } from '../constants';

export const REWARD_CATEGORIES = ['gift-card', 'cash', 'flights'] as const;
export type RewardCategory = (typeof REWARD_CATEGORIES)[number];

export const REWARD_CATEGORY_LABELS: Readonly<Record<RewardCategory, string>> = {
  'gift-card': 'Gift cards',
  cash: 'Cash',
  flights: 'Flights',
};

/** How the provider delivers it: a code (and PIN), a redeem link, or money sent to an account. */
export const REWARD_DELIVERIES = ['code', 'code-pin', 'link', 'paypal'] as const;
export type RewardDelivery = (typeof REWARD_DELIVERIES)[number];

/** Values in whole dollars: a fixed list (ascending) or a range in steps. */
export type RewardDenominations =
  | { kind: 'fixed'; values: number[] }
  | { kind: 'range'; min: number; max: number; step: number };

/** A reward as the catalogue API serves it (GET /rewards). */
export interface Reward {
  /** e.g. 'amazon-us'. */
  id: string;
  /** e.g. 'Amazon.com Gift Card'. */
  name: string;
  /** e.g. 'Amazon'. */
  brand: string;
  category: RewardCategory;
  /** Plain text. */
  description: string;
  /** Plain text: how to use it, expiry, who may redeem it. */
  terms: string;
  /** A local image (/images/rewards/{id}.svg), never hot-linked. */
  image_url: string;
  /** ISO 3166-1 alpha-2 codes where it can be redeemed; empty: everywhere. */
  countries: string[];
  denominations: RewardDenominations;
  /** PM per dollar of value: 100 at face value, below it a discount, above it a fee. */
  pm_per_dollar: number;
  delivery: RewardDelivery;
  featured: boolean;
  active: boolean;
  /** Popularity rank: lower first. */
  sort_order: number;
}

/** A reward as staff edit it: the catalogue entry plus the provider's product id (server-only). */
export interface AdminReward extends Reward {
  provider_product_id: string;
}

export const REWARD_SORTS = ['popular', 'name', 'price-low', 'price-high'] as const;
export type RewardSort = (typeof REWARD_SORTS)[number];
export const DEFAULT_REWARD_SORT: RewardSort = 'popular';
export const REWARD_SORT_LABELS: Readonly<Record<RewardSort, string>> = {
  popular: 'Most popular',
  name: 'Name (A-Z)',
  'price-low': 'Lowest price',
  'price-high': 'Highest price',
};

/** A range expands to at most this many values (a $5-$500 PayPal range in $5 steps is 100). */
export const REWARD_VALUES_MAX = 200;
/** Longest search text for rewards. */
export const REWARD_SEARCH_MAX = 60;

/** GET /rewards: the active catalogue after filters, and the countries it covers (for the filter). */
export interface RewardsList {
  items: Reward[];
  countries: string[];
}

/** Every value a reward offers, ascending, in whole dollars. */
export function rewardValues(denominations: RewardDenominations): number[] {
  if (denominations.kind === 'fixed') return [...new Set(denominations.values)].sort((a, b) => a - b);
  const { min, max, step } = denominations;
  if (!(step > 0) || min > max) return [];
  const values: number[] = [];
  for (let v = min; v <= max && values.length < REWARD_VALUES_MAX; v += step) values.push(v);
  return values;
}

export function isValueOffered(reward: Pick<Reward, 'denominations'>, value: number): boolean {
  return rewardValues(reward.denominations).includes(value);
}

/** PM a value costs: dollars x the reward's price per dollar, rounded to whole PM, at least 1. */
export function rewardPricePm(reward: Pick<Reward, 'pm_per_dollar'>, valueUsd: number): number {
  return Math.max(1, Math.round(valueUsd * reward.pm_per_dollar));
}

/** The discount (negative) or fee (positive) in percent against face value; 0 at 100 PM per $1. */
export function priceAdjustmentPercent(reward: Pick<Reward, 'pm_per_dollar'>): number {
  return Math.round(((reward.pm_per_dollar - PM_PER_DOLLAR) / PM_PER_DOLLAR) * 1000) / 10;
}

/** The listing's country filter: no country given (a visitor) shows every reward. */
export function rewardAvailableIn(reward: Pick<Reward, 'countries'>, country: string | null | undefined): boolean {
  if (!country || reward.countries.length === 0) return true;
  return reward.countries.includes(country.toUpperCase());
}

/**
 * Whether a member in `country` (the server's, docs/rewards.md "Country") may redeem the reward:
 * one without countries, anyone; a country-restricted one only a member whose country is known and
 * listed. An unknown country is never "allowed everywhere".
 */
export function redeemableIn(reward: Pick<Reward, 'countries'>, country: string | null | undefined): boolean {
  if (reward.countries.length === 0) return true;
  return !!country && reward.countries.includes(country.toUpperCase());
}

/** The refusal when redeemableIn says no. */
export function notInCountryMessage(reward: Pick<Reward, 'name' | 'countries'>, country: string | null | undefined): string {
  return country
    ? `${reward.name} cannot be redeemed in your country (${country})`
    : `${reward.name} can be redeemed only in ${reward.countries.join(', ')}, and we have not yet seen you connect from there`;
}

export interface RewardPrice {
  value: number;
  pm: number;
}

/** Where a member stands with a reward: what they can take now and what the next value needs. */
export interface RewardProgress {
  /** Values the balance covers now, ascending. */
  affordable: RewardPrice[];
  /** The cheapest value not yet covered, with the PM still missing; null when all are covered. */
  next: (RewardPrice & { missing_pm: number }) | null;
  /** 0..1 towards the cheapest value (1 once any value is affordable). */
  progress: number;
}

export function rewardProgress(reward: Pick<Reward, 'denominations' | 'pm_per_dollar'>, balance: number): RewardProgress {
  const prices = rewardValues(reward.denominations).map((value) => ({ value, pm: rewardPricePm(reward, value) }));
  const affordable = prices.filter((p) => p.pm <= balance);
  const nextPrice = prices.find((p) => p.pm > balance);
  const cheapest = prices[0];
  return {
    affordable,
    next: nextPrice ? { ...nextPrice, missing_pm: nextPrice.pm - Math.max(0, balance) } : null,
    progress: !cheapest ? 0 : Math.min(1, Math.max(0, balance) / cheapest.pm),
  };
}

/** GET /users/redeemable-conversions: one reward the member can take now. */
export interface RedeemableReward {
  reward: Reward;
  affordable: RewardPrice[];
  next: (RewardPrice & { missing_pm: number }) | null;
}

export interface RedeemableConversions {
  balance: number;
  /** Rewards with at least one affordable value, most popular first. */
  items: RedeemableReward[];
  /** The cheapest reward the member cannot afford yet (the next goal); null when none is left. */
  next_goal: { reward_id: string; name: string; value: number; pm: number; missing_pm: number } | null;
}

/** The redeemable view of a catalogue for a balance (the server answers it; screens may reuse it). */
export function redeemableRewards(rewards: readonly Reward[], balance: number): RedeemableConversions {
  const items: RedeemableReward[] = [];
  let goal: RedeemableConversions['next_goal'] = null;
  for (const reward of sortRewards(rewards, 'popular')) {
    const { affordable, next } = rewardProgress(reward, balance);
    if (affordable.length > 0) items.push({ reward, affordable, next });
    else if (next && (!goal || next.missing_pm < goal.missing_pm))
      goal = { reward_id: reward.id, name: reward.name, value: next.value, pm: next.pm, missing_pm: next.missing_pm };
  }
  return { balance, items, next_goal: goal };
}

const cheapestPm = (r: Reward) => rewardPricePm(r, rewardValues(r.denominations)[0] ?? 0);

export function sortRewards<R extends Reward>(rewards: readonly R[], sort: RewardSort): R[] {
  const byName = (a: R, b: R) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
  const compare: Record<RewardSort, (a: R, b: R) => number> = {
    popular: (a, b) => Number(b.featured) - Number(a.featured) || a.sort_order - b.sort_order || byName(a, b),
    name: byName,
    'price-low': (a, b) => cheapestPm(a) - cheapestPm(b) || byName(a, b),
    'price-high': (a, b) => cheapestPm(b) - cheapestPm(a) || byName(a, b),
  };
  return [...rewards].sort(compare[sort]);
}

/** Case-insensitive match of every word of `q` in the name, brand, category label or description. */
export function matchesRewardSearch(reward: Reward, q: string): boolean {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${reward.name} ${reward.brand} ${REWARD_CATEGORY_LABELS[reward.category]} ${reward.description}`.toLowerCase();
  return words.every((w) => haystack.includes(w));
}

export interface RewardFilters {
  category?: RewardCategory | null;
  country?: string | null;
  q?: string | null;
  sort?: RewardSort;
}

/** The listing: active rewards of the category, available in the country, matching the search, sorted. */
export function filterRewards<R extends Reward>(rewards: readonly R[], filters: RewardFilters): R[] {
  const matching = rewards.filter(
    (r) =>
      r.active &&
      (!filters.category || r.category === filters.category) &&
      rewardAvailableIn(r, filters.country) &&
      matchesRewardSearch(r, filters.q ?? ''),
  );
  return sortRewards(matching, filters.sort ?? DEFAULT_REWARD_SORT);
}
