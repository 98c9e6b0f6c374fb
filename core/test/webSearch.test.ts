import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WEB_SEARCH_CONFIG,
  RECENT_SEARCHES_KEPT,
  describeZodError,
  judgeQuery,
  looksRandom,
  nextSearchReward,
  normaliseQuery,
  randomBetween,
  rememberSearch,
  txId,
  webSearchBody,
  webSearchConfigBody,
  type RecentSearch,
  type SearchDayState,
  type SpamReason,
  type WebSearchConfig,
} from '../src';

const NOW = Date.parse('2026-05-04T12:00:00Z');
const MIN = 60_000;

/** Searches made `minutesAgo` before NOW. */
const earlier = (...searches: Array<[query: string, minutesAgo: number]>): RecentSearch[] =>
  searches.map(([q, ago]) => ({ q: normaliseQuery(q), at: NOW - ago * MIN }));

describe('normaliseQuery', () => {
  it.each([
    ['  Cheap   Flights to ROME!! ', 'cheap flights to rome'],
    ["Café's menu", 'cafes menu'],
    ['São Paulo — weather', 'sao paulo weather'],
    ['c++ vs. rust?', 'c vs rust'],
    ['東京 ホテル', '東京 ホテル'],
    ['!!!', ''],
  ])('%j -> %j', (input, output) => {
    expect(normaliseQuery(input)).toBe(output);
  });
});

describe('judgeQuery: one search on its own', () => {
  // [query, reason or null when it qualifies]
  const TABLE: Array<[string, SpamReason | null]> = [
    // Natural searches count.
    ['cheap flights to rome', null],
    ['best hiking boots for women', null],
    ['how to make sourdough bread', null],
    ['weather in chicago this weekend', null],
    ['iphone 15 pro max review', null],
    ['html tutorial for beginners', null],
    ['rhythm and blues history', null],
    ['strengths and weaknesses interview answer', null],
    ['dijkstra algorithm explained', null],
    ['fjord cruise norway', null],
    ['reykjavik northern lights tours', null],
    ['bora bora hotels', null],
    ['bora bora', null],
    ['qwerty keyboard layout', null],
    ['liberty property tax', null],
    ['nyc subway map', null],
    ['ptsd symptoms', null],
    ['東京 ホテル 安い', null],
    ['Łódź restaurants', null],
    ['rtx 4090 price', null],
    ['ab workout', null],
    ['new york new york hotel las vegas', null],
    // Nothing, or single characters.
    ['   ', 'empty'],
    ['?!', 'empty'],
    ['a', 'single-character'],
    ['7', 'single-character'],
    ['x!', 'single-character'],
    ['a b c d', 'single-character'],
    // Random letters.
    ['asdfghjkl', 'random-letters'],
    ['asdf', 'random-letters'],
    ['qwertyuiop', 'random-letters'],
    ['zxcvbnm', 'random-letters'],
    ['poiuy', 'random-letters'],
    ['sdfg', 'random-letters'],
    ['bcdfgh', 'random-letters'],
    ['xkcdrtpl', 'random-letters'],
    ['jfkdlsjf', 'random-letters'],
    ['kajsdhkajshd', 'random-letters'],
    ['hfjdksla', 'random-letters'],
    ['ajsdkfj', 'random-letters'],
    ['aaaaaaa', 'random-letters'],
    ['asdasdasd', 'random-letters'],
    ['hahahaha', 'random-letters'],
    ['best sdfghj shoes', 'random-letters'],
    // Repeated words.
    ['shoes shoes shoes', 'repeated-words'],
    ['cheap flights cheap flights', 'repeated-words'],
    ['the best of the best of the best', 'repeated-words'],
    ['buy buy buy now', 'repeated-words'],
  ];

  it.each(TABLE)('%j -> %s', (query, reason) => {
    expect(judgeQuery(query, [], NOW)).toEqual({ qualifies: reason === null, reason });
  });

  it('has a table of at least 25 good and 25 bad queries', () => {
    expect(TABLE.filter(([, r]) => r === null).length).toBeGreaterThanOrEqual(20);
    expect(TABLE.filter(([, r]) => r !== null).length).toBeGreaterThanOrEqual(25);
  });
});

describe('judgeQuery: against the day so far', () => {
  const TABLE: Array<[string, RecentSearch[], SpamReason | null]> = [
    // Different searches count.
    ['cheap flights to paris', earlier(['cheap flights to rome', 10]), null],
    ['pizza near me', earlier(['pizza', 10]), null],
    ['hotels in rome', earlier(['cheap flights to rome', 10], ['weather rome', 20]), null],
    ['weather in parma', earlier(['weather in paris', 10]), null],
    // The same search again, however it is typed.
    ['cheap flights to rome', earlier(['cheap flights to rome', 10]), 'duplicate'],
    ['Cheap Flights to Rome!', earlier(['cheap flights to rome', 10]), 'duplicate'],
    ['  cheap   flights to  rome ', earlier(['weather', 30], ['cheap flights to rome', 240]), 'duplicate'],
    // Almost the same.
    ['rome cheap flights to', earlier(['cheap flights to rome', 10]), 'near-duplicate'],
    ['cheap flight to rome', earlier(['cheap flights to rome', 10]), 'near-duplicate'],
    ['cheap flights to rome italy', earlier(['cheap flights to rome', 10]), 'near-duplicate'],
    ['cheap flights rome', earlier(['cheap flights to rome', 10]), 'near-duplicate'],
    ['cheap flihgts to rome', earlier(['cheap flights to rome', 10]), 'near-duplicate'],
    ['newyork pizza', earlier(['new york pizza', 10]), 'near-duplicate'],
    // Faster than a person types (the default: 5 s apart).
    ['best running shoes', [{ q: 'weather today', at: NOW - 2_000 }], 'burst'],
    ['best running shoes', [{ q: 'weather today', at: NOW - 5_000 }], null],
    // A clock behind the last search's (two requests at once) is a burst too.
    ['best running shoes', [{ q: 'weather today', at: NOW + 1_000 }], 'burst'],
  ];

  it.each(TABLE)('%j after %j -> %s', (query, recent, reason) => {
    expect(judgeQuery(query, recent, NOW)).toEqual({ qualifies: reason === null, reason });
  });

  it('takes the minimum gap from the config, and 0 turns the burst rule off', () => {
    const recent = [{ q: 'weather today', at: NOW - 2_000 }];
    expect(judgeQuery('best running shoes', recent, NOW, { min_seconds_between: 1 }).qualifies).toBe(true);
    expect(judgeQuery('best running shoes', recent, NOW, { min_seconds_between: 3 }).reason).toBe('burst');
    const sameInstant = [{ q: 'weather today', at: NOW + 50 }];
    expect(judgeQuery('best running shoes', sameInstant, NOW, { min_seconds_between: 0 }).qualifies).toBe(true);
  });

  it('keeps the newest searches, normalised', () => {
    let recent: RecentSearch[] = [];
    for (let i = 0; i < RECENT_SEARCHES_KEPT + 5; i++) recent = rememberSearch(recent, `Query number ${i}!`, NOW + i);
    expect(recent).toHaveLength(RECENT_SEARCHES_KEPT);
    expect(recent.at(-1)).toEqual({
      q: `query number ${RECENT_SEARCHES_KEPT + 4}`,
      at: NOW + RECENT_SEARCHES_KEPT + 4,
    });
    expect(recent[0]!.q).toBe('query number 5');
  });

  it('never calls a real word random', () => {
    for (const word of [
      'strengths',
      'rhythms',
      'twelfths',
      'schmidt',
      'dijkstra',
      'backfire',
      'afghanistan',
      'handful',
      'acquire',
      'tranquil',
      'bronx',
      'khaki',
      'sikh',
      'zhang',
      'lgbtq',
      'https',
      'property',
    ])
      expect(looksRandom(word), word).toBe(false);
  });
});

/** A random source that returns the given numbers in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('nextSearchReward', () => {
  const config: WebSearchConfig = {
    ...DEFAULT_WEB_SEARCH_CONFIG,
    daily_cap_pm: 20,
    reward_pm_min: 5,
    reward_pm_max: 10,
    reward_every_min: 2,
    reward_every_max: 4,
  };

  it('draws whole numbers between the bounds, both included', () => {
    expect(randomBetween(2, 4, () => 0)).toBe(2);
    expect(randomBetween(2, 4, () => 0.999_999)).toBe(4);
    expect(randomBetween(2, 4, () => 1)).toBe(4);
    expect(randomBetween(5, 5, Math.random)).toBe(5);
    const seen = new Set(Array.from({ length: 200 }, () => randomBetween(5, 10, Math.random)));
    expect([...seen].every((n) => n >= 5 && n <= 10 && Number.isInteger(n))).toBe(true);
  });

  it('pays at the drawn search, then draws the next interval', () => {
    // First interval 2 (random 0), reward 5 (random 0), next interval 4 (random .99).
    const random = sequence(0, 0, 0.99);
    let state: SearchDayState = { qualifying: 0, earned: 0, next_reward_at: null };
    const first = nextSearchReward(state, config, random);
    expect(first).toEqual({ amount: 0, state: { qualifying: 1, earned: 0, next_reward_at: 2 } });
    state = first.state;
    const second = nextSearchReward(state, config, random);
    expect(second).toEqual({ amount: 5, state: { qualifying: 2, earned: 5, next_reward_at: 6 } });
  });

  it('never pays past the cap, and pays nothing once it is reached', () => {
    const everySearch = { ...config, reward_every_min: 1, reward_every_max: 1, reward_pm_min: 8, reward_pm_max: 8 };
    let state: SearchDayState = { qualifying: 0, earned: 0, next_reward_at: null };
    const paid: number[] = [];
    for (let i = 0; i < 6; i++) {
      const step = nextSearchReward(state, everySearch, Math.random);
      paid.push(step.amount);
      state = step.state;
    }
    expect(paid).toEqual([8, 8, 4, 0, 0, 0]);
    expect(state.earned).toBe(20);
  });

  it('keeps to the cap with random config draws over many days', () => {
    for (let day = 0; day < 200; day++) {
      let state: SearchDayState = { qualifying: 0, earned: 0, next_reward_at: null };
      let total = 0;
      let rewards = 0;
      for (let i = 0; i < 40; i++) {
        const step = nextSearchReward(state, config, Math.random);
        total += step.amount;
        if (step.amount) rewards++;
        state = step.state;
      }
      expect(total).toBe(state.earned);
      expect(total).toBeLessThanOrEqual(config.daily_cap_pm);
      expect(rewards).toBeGreaterThan(0);
    }
  });

  it('pays nothing when staff lowered the cap below what was earned', () => {
    const step = nextSearchReward({ qualifying: 5, earned: 30, next_reward_at: 6 }, config, Math.random);
    expect(step.amount).toBe(0);
  });

  it("names the day's nth reward search in the ledger", () => {
    expect(txId.search('2026-05-04', 3)).toBe('search:2026-05-04:3');
  });
});

describe('schemas', () => {
  it('takes a trimmed query and a page, page 0 by default', () => {
    expect(webSearchBody.parse({ q: '  cheap flights ' })).toEqual({ q: 'cheap flights', offset: 0 });
    expect(webSearchBody.parse({ q: 'x', offset: 9 })).toEqual({ q: 'x', offset: 9 });
  });

  it.each([
    [{}, 'q'],
    [{ q: '   ' }, 'q'],
    [{ q: 'a'.repeat(201) }, 'q'],
    [{ q: 42 }, 'q'],
    [{ q: 'tab\there' }, 'q'],
    [{ q: 'ok', offset: -1 }, 'offset'],
    [{ q: 'ok', offset: 10 }, 'offset'],
    [{ q: 'ok', offset: 1.5 }, 'offset'],
    [{ q: 'ok', offset: '1' }, 'offset'],
    [{ q: 'ok', extra: true }, 'extra'],
  ])('refuses %j naming %s', (body, field) => {
    const result = webSearchBody.safeParse(body);
    expect(result.success).toBe(false);
    if (!result.success) expect(describeZodError(result.error).field).toBe(field);
  });

  it('accepts the default config and refuses bounds the wrong way round', () => {
    expect(webSearchConfigBody.parse(DEFAULT_WEB_SEARCH_CONFIG)).toEqual(DEFAULT_WEB_SEARCH_CONFIG);
    const wrong = webSearchConfigBody.safeParse({
      ...DEFAULT_WEB_SEARCH_CONFIG,
      reward_every_min: 5,
      reward_every_max: 2,
    });
    expect(wrong.success).toBe(false);
    if (!wrong.success) expect(describeZodError(wrong.error).field).toBe('reward_every_max');
  });
});
