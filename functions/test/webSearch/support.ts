/**
 * Fixtures of the web-search tests: the search call, the rewards config set for the in-process app
 * (webSearchOverrides, so the shared config/webSearch document is never touched), and what a
 * member's searching left behind.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_WEB_SEARCH_CONFIG, type WebSearchConfig } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { webSearchOverrides } from '../../src/webSearch/webSearch.service';
import { api, authHeader, ledger, type TestUser } from '../support/helpers';

export const searchCall = (user: Pick<TestUser, 'idToken'> | null, body: unknown) => {
  const req = api().post('/api/web-search');
  if (user) req.set(authHeader(user));
  return req.send(body as object);
};

/** Every qualifying search pays (5 PM), no burst rule, a cap of 50: unless a test says otherwise. */
export const TEST_CONFIG: WebSearchConfig = {
  ...DEFAULT_WEB_SEARCH_CONFIG,
  daily_cap_pm: 50,
  reward_pm_min: 5,
  reward_pm_max: 10,
  reward_every_min: 1,
  reward_every_max: 1,
  min_seconds_between: 0,
};

/** Sets the config (over TEST_CONFIG) and the random source (0: every draw at its lower bound). */
export function useConfig(over: Partial<WebSearchConfig> = {}, random: (() => number) | undefined = () => 0) {
  for (const key of Object.keys(webSearchOverrides)) delete webSearchOverrides[key as keyof typeof webSearchOverrides];
  webSearchOverrides.config = { ...TEST_CONFIG, ...over };
  webSearchOverrides.random = random;
}

/** The member's day documents of searching. */
export async function searchDays(uid: string) {
  const snap = await db.collection('users').doc(uid).collection('searchDays').get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() })) as Array<Record<string, unknown> & { id: string }>;
}

export async function searchEntries(uid: string) {
  return (await ledger(uid)).filter((e) => e.type === 'search');
}

/** The simulator's count of provider calls for exactly this query. */
export async function providerCalls(q: string): Promise<number> {
  return (await providerRequests(q)).count;
}

/** The calls the provider simulator saw for exactly this query: served, and refused for the rate limit. */
export async function providerRequests(q: string): Promise<{ count: number; limited: number }> {
  const base = process.env.WEB_SEARCH_API_URL ?? 'http://127.0.0.1:9400/search';
  const res = await fetch(`${base}/_control/requests?q=${encodeURIComponent(q)}`);
  return (await res.json()) as { count: number; limited: number };
}

/** A key of its own at the provider simulator, with this plan (per second, per month). */
export async function providerPlan(perSecond: number, perMonth = 1_000): Promise<string> {
  const base = process.env.WEB_SEARCH_API_URL ?? 'http://127.0.0.1:9400/search';
  const token = `plan-${randomUUID()}`;
  const res = await fetch(`${base}/_control/plan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, per_second: perSecond, per_month: perMonth }),
  });
  if (!res.ok) throw new Error(`plan: ${res.status} ${await res.text()}`);
  return token;
}

/** Natural, clearly different queries (none a near-duplicate of another). */
export const NATURAL_QUERIES = [
  'cheap flights to lisbon',
  'best hiking boots for women',
  'how to make sourdough bread',
  'weather in chicago this weekend',
  'iphone 15 pro max review',
  'symptoms of vitamin d deficiency',
  'used cars under 10000',
  'python list comprehension examples',
  'things to do in kyoto',
  'how long to boil an egg',
  'nba playoff schedule',
  'meaning of serendipity',
  'best budget gaming laptop',
  'vegan lasagna recipe',
  'remote marketing jobs',
  'how to clean a cast iron pan',
  'tallest mountains in europe',
  'learn spanish online free',
  'ikea desk assembly instructions',
  'mortgage rates today',
  'history of the roman empire',
  'easy yoga poses for beginners',
] as const;

let serial = 0;
/** A natural query no other test (or earlier run) has sent: for provider-call counts. */
export const freshQuery = (topic = 'garden furniture ideas') => `${topic} ${Date.now()}${++serial}`;
