/**
 * Results for a query, in the shape of the Brave Search API's web search answer
 * (GET /res/v1/web/search: `query`, `mixed`, `web.results[]` with title, url, description with
 * <strong> highlights, profile and meta_url). Deterministic: the same query and page always give
 * the same results (rankedHits says which). Text that looks typed at random finds nothing, as on a
 * real engine.
 */
import { looksRandom, normaliseQuery } from '@pilotmiles/core';
import { SITES, type Site } from './sites';

/** Sites of no particular relevance added after the relevant ones: between 2 and 4 of them. */
const FILLER_MIN = 2;
const FILLER_SPREAD = 2;

/** FNV-1a: a small stable hash for orders drawn from a query. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const stem = (word: string) =>
  word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

/** Words a title keeps in lower case, and a snippet does not highlight. */
const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'from',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'vs',
  'with',
  'near',
  'me',
]);

/** Query words that say little about the topic: a site matching only these is not relevant. */
const WEAK_WORDS = new Set([
  'best',
  'cheap',
  'buy',
  'price',
  'deal',
  'review',
  'easy',
  'how',
  'top',
  'make',
  'learn',
  'guide',
]);

const titleCase = (q: string) =>
  q.replace(/\p{L}[\p{L}\p{N}'’]*/gu, (word, at: number) =>
    at > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word : word[0]!.toUpperCase() + word.slice(1),
  );

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The snippet as the provider sends it: HTML-escaped, the query's words in <strong>. */
function highlight(text: string, queryWords: ReadonlySet<string>): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0];
    const at = match.index;
    html += escapeHtml(text.slice(last, at));
    const lower = word.toLowerCase();
    html +=
      queryWords.has(lower) && !SMALL_WORDS.has(lower) ? `<strong>${escapeHtml(word)}</strong>` : escapeHtml(word);
    last = at + word.length;
  }
  return html + escapeHtml(text.slice(last));
}

/** A page of a site that answers a query: its main result, or its second one (`more`). */
export interface Hit {
  site: Site;
  more: boolean;
}

/**
 * The pages that answer a query, best first: sites whose topics match it, the general sites, the
 * general sites' second pages, then a few others that match weakly or not at all.
 */
function rankedHits(query: string): Hit[] {
  const normalised = normaliseQuery(query);
  const words = normalised ? normalised.split(' ') : [];
  if (words.length === 0 || words.every(looksRandom)) return [];
  const stems = new Set(words.map(stem));
  const seed = hash(normalised);
  const scored = SITES.map((site, i) => {
    const matches = (site.topics ?? [])
      .filter((t) => stems.has(t))
      .reduce((sum, t) => sum + (WEAK_WORDS.has(t) ? 0.3 : 1), 0);
    const topical = matches >= 1;
    // A tie-break drawn from the query, so two queries never list the same sites in the same order.
    const jitter = hash(`${seed}:${site.host}`) / 2 ** 32;
    const score = topical ? 10 + matches * 4 + jitter * 3 : site.general ? 8 + jitter * 4 : matches + jitter;
    return { site, i, score, relevant: topical || !!site.general };
  }).sort((a, b) => b.score - a.score || a.i - b.i);
  const relevant = scored.filter((s) => s.relevant);
  const filler = scored.filter((s) => !s.relevant).slice(0, FILLER_MIN + (seed % (FILLER_SPREAD + 1)));
  const seconds = relevant.filter((s) => s.site.more);
  return [
    ...relevant.map((s) => ({ site: s.site, more: false })),
    ...seconds.map((s) => ({ site: s.site, more: true })),
    ...filler.map((s) => ({ site: s.site, more: false })),
  ];
}

export interface BraveWebResult {
  type: 'search_result';
  subtype: 'generic';
  title: string;
  url: string;
  description: string;
  is_source_local: boolean;
  is_source_both: boolean;
  is_live: boolean;
  language: string;
  family_friendly: boolean;
  profile: { name: string; url: string; long_name: string };
  meta_url: { scheme: string; netloc: string; hostname: string; favicon: string; path: string };
}

export interface BraveAnswer {
  type: 'search';
  query: {
    original: string;
    show_strict_warning: boolean;
    is_navigational: boolean;
    is_news_breaking: boolean;
    spellcheck_off: boolean;
    country: string;
    bad_results: boolean;
    should_fallback: boolean;
    more_results_available: boolean;
  };
  mixed: { type: 'mixed'; main: Array<{ type: 'web'; index: number; all: boolean }>; top: []; side: [] };
  /** Absent when nothing was found, as Brave leaves it out. */
  web?: { type: 'search'; results: BraveWebResult[]; family_friendly: boolean };
}

function resultOf({ site, more }: Hit, query: string, queryWords: ReadonlySet<string>): BraveWebResult {
  const page = more && site.more ? site.more : site;
  const url = page.url(query);
  return {
    type: 'search_result',
    subtype: 'generic',
    title: page.title(titleCase(query), query),
    url,
    description: highlight(capitalise(page.snippet(query)), queryWords),
    is_source_local: false,
    is_source_both: false,
    is_live: false,
    language: 'en',
    family_friendly: true,
    profile: { name: site.name, url: `https://${site.host}/`, long_name: site.host },
    meta_url: {
      scheme: 'https',
      netloc: site.host,
      hostname: site.host,
      favicon: `https://${site.host}/favicon.ico`,
      path: page.path(query),
    },
  };
}

/** The answer to one page: `count` results from `offset` x `count`. */
export function answer(query: string, count: number, offset: number): BraveAnswer {
  const hits = rankedHits(query);
  const queryWords = new Set(normaliseQuery(query).split(' ').filter(Boolean));
  const start = offset * count;
  const page = hits.slice(start, start + count).map((hit) => resultOf(hit, query, queryWords));
  return {
    type: 'search',
    query: {
      original: query,
      show_strict_warning: false,
      is_navigational: false,
      is_news_breaking: false,
      spellcheck_off: true,
      country: 'us',
      bad_results: false,
      should_fallback: false,
      more_results_available: start + count < hits.length,
    },
    mixed: {
      type: 'mixed',
      main: page.map((_r, index) => ({ type: 'web' as const, index, all: false })),
      top: [],
      side: [],
    },
    ...(page.length ? { web: { type: 'search' as const, results: page, family_friendly: true } } : {}),
  };
}
