/**
 * The spam rules of web search (docs/web-search.md "Which searches count"):
 * whether one search may count towards search rewards, given the member's searches earlier in
 * their day. Pure: the server applies it inside the transaction that decides the reward.
 *
 * The reason is for tests and the server's own records only. The member is never told why a
 * search did not earn: a reason would teach a script what to change.
 */
import { DEFAULT_WEB_SEARCH_CONFIG } from './webSearch';

export type SpamReason =
  /** Nothing left once punctuation and spaces are gone. */
  | 'empty'
  /** One character, or only single characters ("a b c"). */
  | 'single-character'
  /** Keyboard mash, no vowels, improbable consonant runs or letter pairs. */
  | 'random-letters'
  /** "shoes shoes shoes", or one phrase said twice. */
  | 'repeated-words'
  /** The same search as one earlier today (case, punctuation and spacing aside). */
  | 'duplicate'
  /** Almost the same: the same words in another order, a word added or dropped, a typo. */
  | 'near-duplicate'
  /** Sooner after the previous search than a person types. */
  | 'burst';

/** A search earlier in the member's day, as the server keeps it. */
export interface RecentSearch {
  /** The query as normaliseQuery left it. */
  q: string;
  /** When it was made (epoch ms). */
  at: number;
}

export interface QueryJudgement {
  qualifies: boolean;
  reason: SpamReason | null;
}

/** The part of the config (config/webSearch) the rules read. */
export interface SpamRules {
  /** Searches closer together than this are bursts; 0 turns the rule off. */
  min_seconds_between: number;
}

/** Searches kept per member-day for the duplicate and burst rules. */
export const RECENT_SEARCHES_KEPT = 30;

/**
 * Word sets at least this similar (Jaccard, a long word one typo away counting as the same) are
 * near-duplicates: one word of four added or dropped, say.
 */
const NEAR_DUPLICATE_WORDS = 0.75;
/** Texts at least this similar (Dice over letter pairs, spaces aside) are near-duplicates: "newyork". */
const NEAR_DUPLICATE_LETTERS = 0.9;

/**
 * The query for comparisons: lower case, accents and apostrophes dropped, every run of anything
 * but letters and digits one space, trimmed. "Café's  MENU!" -> "cafes menu".
 */
export function normaliseQuery(query: string): string {
  return query
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const wordsOf = (normalised: string) => (normalised ? normalised.split(' ') : []);

/** A plural and its singular compare equal: "flights" -> "flight" ("glass" and "bus" stay). */
const stem = (word: string) =>
  word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

// ---- random letters -------------------------------------------------------------------------

const VOWEL = /[aeiouy]/;

/** Real words and acronyms of five letters or more without a vowel. */
const VOWELLESS_WORDS = new Set(['https', 'xhtml', 'lgbtq', 'msnbc', 'crwth', 'cwtch', 'pffft', 'tsktsk']);

/** Four-letter words without a vowel that people search for. */
const SHORT_VOWELLESS = new Set([
  'html',
  'http',
  'xkcd',
  'nsfw',
  'wwdc',
  'ctrl',
  'pptx',
  'docx',
  'xlsx',
  'cctv',
  'lgbt',
  'ptsd',
  'tsmc',
  'cnbc',
  'psst',
  'hmmm',
  'shhh',
  'grrr',
  'brrr',
]);

/** Names of keyboard layouts, which are keyboard runs themselves. */
const KEYBOARD_WORDS = new Set(['qwerty', 'qwertz', 'azerty']);

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'].flatMap((row) => [row, [...row].reverse().join('')]);

/**
 * Letter pairs that (almost) never occur inside English words but come up all the time when
 * fingers fall on a keyboard: j before a consonant, q before anything but u or a vowel, x and z
 * and v before most consonants, and home-row pairs. One can be a name (Dijkstra, fjord,
 * Reykjavik); two in one word are a mash.
 */
const RARE_PAIRS = new Set(
  [
    ...[...'bcdfghklmnpqrstvwxz'].map((c) => `j${c}`),
    ...[...'bcdfghjklmnpqrstvwxz'].map((c) => `q${c}`),
    ...['bj', 'cj', 'fj', 'gj', 'hj', 'kj', 'mj', 'pj', 'sj', 'tj', 'vj', 'wj', 'xj', 'zj'],
    ...['xb', 'xd', 'xg', 'xk', 'xq', 'xz', 'xr', 'xn', 'xm'],
    ...['zx', 'zq', 'zf', 'zv', 'zk', 'zg', 'zj'],
    ...['vq', 'vx', 'vz', 'vk', 'vb', 'vf', 'vg', 'vh', 'vp', 'vw', 'vc', 'vd', 'vm', 'vt'],
    ...['wq', 'wx', 'wv', 'kq', 'kx', 'kz', 'hx', 'gx', 'gq', 'gz', 'fq', 'fx', 'fz', 'fv', 'dx', 'dq'],
    ...['cx', 'bx', 'bq', 'bz', 'mx', 'mq', 'px', 'pq', 'pz', 'sx', 'tx', 'tq', 'lx', 'lq', 'rq'],
    ...['dk', 'fk', 'gk', 'hg', 'fd', 'fh', 'kh'],
  ].filter((pair) => pair !== 'ju' && pair !== 'qu'),
);

/** The longest run of consonants (y counts as a vowel, as in "rhythm"). */
function longestConsonantRun(word: string): number {
  let longest = 0;
  let run = 0;
  for (const ch of word) {
    run = VOWEL.test(ch) ? 0 : run + 1;
    if (run > longest) longest = run;
  }
  return longest;
}

/** The longest run of neighbouring keys along one keyboard row, either way ("asdf", "lkjh"). */
function longestKeyboardRun(word: string): number {
  let longest = word ? 1 : 0;
  let run = 1;
  for (let i = 1; i < word.length; i++) {
    const pair = word.slice(i - 1, i + 1);
    run = KEYBOARD_ROWS.some((row) => row.includes(pair)) ? run + 1 : 1;
    if (run > longest) longest = run;
  }
  return longest;
}

function rarePairs(word: string): number {
  let count = 0;
  for (let i = 1; i < word.length; i++) if (RARE_PAIRS.has(word.slice(i - 1, i + 1))) count++;
  return count;
}

/** One chunk of 1 to 4 letters said three times or more: "asdasdasd", "hahaha". */
function repeatedChunk(word: string): boolean {
  for (let size = 1; size <= 4; size++) {
    if (word.length < size * 3) break;
    const chunk = word.slice(0, size);
    if (chunk.repeat(Math.ceil(word.length / size)).startsWith(word)) return true;
  }
  return false;
}

/** Whether a word of Latin letters looks typed at random. Other scripts and words with digits never do. */
export function looksRandom(word: string): boolean {
  if (!/^[a-z]+$/.test(word) || word.length < 4) return false;
  if (KEYBOARD_WORDS.has(word)) return false;
  if (!VOWEL.test(word)) return word.length === 4 ? !SHORT_VOWELLESS.has(word) : !VOWELLESS_WORDS.has(word);
  if (/(.)\1{3}/.test(word)) return true;
  if (longestConsonantRun(word) >= 6) return true;
  const keys = longestKeyboardRun(word);
  if (keys >= 5 || (keys >= 4 && keys / word.length >= 0.6)) return true;
  if (repeatedChunk(word)) return true;
  return rarePairs(word) >= 2;
}

// ---- repeated words -------------------------------------------------------------------------

/**
 * More than half the words are repeats ("shoes shoes shoes"), a word said three times ("buy buy
 * buy now"), or the query is one phrase of two words or more said again ("cheap flights cheap flights"). A doubled place name ("bora bora",
 * "baden baden") is a real search.
 */
function repeatsWords(words: readonly string[]): boolean {
  if (words.length < 2) return false;
  if (new Set(words).size / words.length < 0.5) return true;
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  if ([...counts.values()].some((n) => n >= 3)) return true;
  for (let size = 2; size * 2 <= words.length; size++)
    if (words.length % size === 0 && words.every((w, i) => w === words[i % size])) return true;
  return false;
}

// ---- duplicates -----------------------------------------------------------------------------

/** Whether one edit (a letter changed, added or dropped, or two neighbours swapped) turns a into b. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}

/** Long words count as the same word with a typo between them ("flihgts", "flights"). */
const TYPO_MIN_LENGTH = 6;

/**
 * Jaccard similarity of two sets of (stemmed) words, where a long word matches another one edit
 * away: shared words over all words.
 */
function wordSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const unmatched = new Set(b);
  let shared = 0;
  const rest: string[] = [];
  for (const word of a) {
    if (unmatched.delete(word)) shared++;
    else rest.push(word);
  }
  for (const word of rest) {
    if (word.length < TYPO_MIN_LENGTH) continue;
    const match = [...unmatched].find((other) => other.length >= TYPO_MIN_LENGTH && oneEditApart(word, other));
    if (match !== undefined) {
      unmatched.delete(match);
      shared++;
    }
  }
  const union = a.size + b.size - shared;
  return union === 0 ? 1 : shared / union;
}

/** Letter pairs of a text, counted (spaces dropped, so "new york" and "newyork" compare equal). */
function letterPairs(text: string): Map<string, number> {
  const compact = text.replace(/ /g, '');
  const pairs = new Map<string, number>();
  for (let i = 1; i < compact.length; i++) {
    const pair = compact.slice(i - 1, i + 1);
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  return pairs;
}

/** Dice's coefficient over letter pairs: 1 for the same letters in the same order. */
function dice(a: string, b: string): number {
  const pa = letterPairs(a);
  const pb = letterPairs(b);
  let total = 0;
  let shared = 0;
  for (const n of pa.values()) total += n;
  for (const [pair, n] of pb) {
    total += n;
    shared += Math.min(n, pa.get(pair) ?? 0);
  }
  return total === 0 ? (a === b ? 1 : 0) : (2 * shared) / total;
}

/** How `normalised` compares with one earlier search: the same, almost the same, or new. */
function similarity(normalised: string, earlier: string): 'duplicate' | 'near-duplicate' | null {
  if (normalised === earlier) return 'duplicate';
  const a = new Set(wordsOf(normalised).map(stem));
  const b = new Set(wordsOf(earlier).map(stem));
  if (wordSimilarity(a, b) >= NEAR_DUPLICATE_WORDS) return 'near-duplicate';
  if (dice(normalised, earlier) >= NEAR_DUPLICATE_LETTERS) return 'near-duplicate';
  return null;
}

// ---- the judgement --------------------------------------------------------------------------

const refused = (reason: SpamReason): QueryJudgement => ({ qualifies: false, reason });
const QUALIFIES: QueryJudgement = { qualifies: true, reason: null };

/**
 * Whether `query`, made at `now` (epoch ms) after the member's `recent` searches of the day, may
 * count towards a search reward. `recent` holds normalised queries (normaliseQuery); a search that
 * did not qualify belongs in it too, so a script repeating itself never starts counting.
 */
export function judgeQuery(
  query: string,
  recent: readonly RecentSearch[],
  now: number,
  rules: SpamRules = DEFAULT_WEB_SEARCH_CONFIG,
): QueryJudgement {
  const normalised = normaliseQuery(query);
  const words = wordsOf(normalised);
  const letters = words.join('');
  if (letters.length === 0) return refused('empty');
  if ([...letters].length === 1 || words.every((w) => [...w].length === 1)) return refused('single-character');
  if (words.some(looksRandom)) return refused('random-letters');
  if (repeatsWords(words)) return refused('repeated-words');

  if (rules.min_seconds_between > 0 && recent.length > 0) {
    const last = Math.max(...recent.map((r) => r.at));
    if (now - last < rules.min_seconds_between * 1000) return refused('burst');
  }
  for (const earlier of recent) {
    const match = similarity(normalised, earlier.q);
    if (match) return refused(match);
  }
  return QUALIFIES;
}

/** `recent` with this search added at the end, keeping the newest RECENT_SEARCHES_KEPT. */
export function rememberSearch(recent: readonly RecentSearch[], query: string, at: number): RecentSearch[] {
  return [...recent, { q: normaliseQuery(query), at }].slice(-RECENT_SEARCHES_KEPT);
}
