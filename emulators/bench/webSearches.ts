/**
 * Web-search figures for `npm run bench` (the `search` part): the in-process app against the
 * emulators and the search simulator, like one instance. 200 members search at once, three
 * rounds of different natural queries (600 searches, each a provider call or a cache hit and a
 * transaction on the member's day). A config where every search pays makes the cap bite: the
 * figures check that no member earned past it and that every balance equals its ledger. Also what
 * one paying search costs in documents. The shared config/webSearch is put back afterwards.
 */
import { randomUUID } from 'node:crypto';
import type { WebSearchConfig } from '@pilotmiles/core';
import { db, saveConfig } from '../../functions/src/forScripts';
import { benchUsers, type BenchUser } from './benchUsers';
import { measureCall, type CallCounts } from './callCounter';
import { requestSpec, send } from './loadWorker';
import { burst } from './offers';
import { withInProcessApi } from './inProcessApi';
import { percentile } from './stats';

const MEMBERS = 200;
const ROUNDS = 3;

/** Every qualifying search pays 5 to 10 PM, up to 20 a day: the third round meets the cap. */
const BENCH_CONFIG: WebSearchConfig = {
  daily_cap_pm: 20,
  reward_pm_min: 5,
  reward_pm_max: 10,
  reward_every_min: 1,
  reward_every_max: 1,
  min_seconds_between: 0,
};

const TEMPLATES = [
  'hotels in',
  'weather in',
  'things to do in',
  'best restaurants in',
  'flights to',
  'museums in',
  'day trips from',
  'train from',
  'history of',
  'street food in',
  'nightlife in',
];
const PLACES = [
  'lisbon',
  'kyoto',
  'chicago',
  'marrakech',
  'oslo',
  'buenos aires',
  'hanoi',
  'cape town',
  'vancouver',
  'seville',
  'krakow',
  'melbourne',
  'istanbul',
  'reykjavik',
  'lima',
  'dublin',
  'nairobi',
];

/** Member i's query of round r: another template and another place every round (never a near-duplicate). */
const queryOf = (i: number, round: number) =>
  `${TEMPLATES[(i + round) % TEMPLATES.length]} ${PLACES[(i + 5 * round) % PLACES.length]}`;

export interface SearchFigures {
  members: number;
  searches: number;
  latencies: number[];
  failures: number;
  seconds: number;
  rewards: number;
  paidPm: number;
  overCap: number;
  balancesRight: number;
  searchCost: CallCounts;
}

const search = (base: string, u: BenchUser, q: string) =>
  requestSpec(`${base}/api/web-search`, {
    method: 'POST',
    headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json', 'x-timezone': 'UTC' },
    body: JSON.stringify({ q }),
  });

async function withBenchConfig<T>(work: () => Promise<T>): Promise<T> {
  const ref = db.collection('config').doc('webSearch');
  const before = await ref.get();
  await saveConfig('webSearch', BENCH_CONFIG, 'cli:bench');
  try {
    return await work();
  } finally {
    if (before.exists) await ref.set(before.data()!);
    else await ref.delete();
  }
}

async function searchFigures(base: string): Promise<SearchFigures> {
  const [probe, ...crowd] = await benchUsers(base, 'search', MEMBERS + 1);
  return withBenchConfig(async () => {
    const searchCost = await measureCall(() => send(search(base, probe!, 'bench search for a probe')));
    const latencies: number[] = [];
    let failures = 0;
    let rewards = 0;
    const started = performance.now();
    for (let round = 0; round < ROUNDS; round++) {
      // From a worker thread (bench/offers.ts's burst), with the answers read.
      const answered = await burst(
        crowd.map((u, i) => search(base, u, queryOf(i, round))),
        true,
      );
      latencies.push(...answered.latencies);
      failures += answered.failures;
      rewards += answered.bodies.filter(
        (b) => ((b as { data?: { earned_pm?: number } } | null)?.data?.earned_pm ?? 0) > 0,
      ).length;
    }
    const seconds = (performance.now() - started) / 1000;

    let paidPm = 0;
    let overCap = 0;
    let balancesRight = 0;
    for (const u of crowd) {
      const [user, entries] = await Promise.all([
        db.collection('users').doc(u.uid).get(),
        db.collection('users').doc(u.uid).collection('transactions').get(),
      ]);
      const amounts = entries.docs.map((d) => ({ type: d.get('type') as string, amount: d.get('amount') as number }));
      const fromSearch = amounts.filter((a) => a.type === 'search').reduce((t, a) => t + a.amount, 0);
      paidPm += fromSearch;
      if (fromSearch > BENCH_CONFIG.daily_cap_pm) overCap++;
      if (user.get('total_coins') === amounts.reduce((t, a) => t + a.amount, 0)) balancesRight++;
    }
    return {
      members: crowd.length,
      searches: crowd.length * ROUNDS,
      latencies: latencies.sort((a, b) => a - b),
      failures,
      seconds,
      rewards,
      paidPm,
      overCap,
      balancesRight,
      searchCost,
    };
  });
}

/**
 * A search-API key of the bench's own, with room for its burst: the simulator holds the local key
 * to a plan of 50 searches a second and answers 429 past it, as Brave does (docs/web-search.md).
 */
async function benchSearchKey(): Promise<string> {
  const base = process.env.WEB_SEARCH_API_URL ?? 'http://127.0.0.1:9400/search';
  const token = `bench-${randomUUID()}`;
  const res = await fetch(`${base}/_control/plan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, per_second: 1_000 }),
  });
  if (!res.ok) throw new Error(`search plan: ${res.status} ${await res.text()}`);
  return token;
}

/** The `search` part of bench.ts: prints the figures; returns the number of failures. */
export async function searchPart(): Promise<number> {
  process.env.WEB_SEARCH_API_KEY = await benchSearchKey();
  const f = await withInProcessApi(searchFigures);
  const l = f.latencies;
  const capRespected = f.overCap === 0 && f.balancesRight === f.members;
  console.log(
    `\nin-process api: web search, ${f.members} members searching at once, ${ROUNDS} rounds (${f.searches} searches)`,
  );
  console.log(
    `  POST /api/web-search   p50 ${percentile(l, 50).toFixed(0)} ms   p95 ${percentile(l, 95).toFixed(0)} ms   max ${l.at(-1)!.toFixed(0)} ms   ${(f.searches / f.seconds).toFixed(0)} searches/s   failures ${f.failures}`,
  );
  console.log(
    `    rewards ${f.rewards} (${f.paidPm} PM), members over the ${BENCH_CONFIG.daily_cap_pm} PM cap ${f.overCap}, balances == ledger ${f.balancesRight}/${f.members} (cap respected: ${capRespected})`,
  );
  console.log(
    `    one paying search: ${f.searchCost.reads} documents read, ${f.searchCost.writes} written, ${f.searchCost.authLookups} Auth lookups`,
  );
  return f.failures + (capRespected ? 0 : 1);
}
