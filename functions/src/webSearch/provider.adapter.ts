/**
 * The web-search provider (docs/web-search.md "The provider"): the Brave Search API's web search,
 * GET {base}/res/v1/web/search?q&count&offset with our key in X-Subscription-Token, `offset` being
 * the page (0..9; count at most 20) (api.search.brave.com/app/documentation/web-search/query). Its
 * answer (`query.more_results_available`, `web.results[]` with title, url, description, meta_url)
 * is mapped to our results: tags and entities out of titles and snippets, http(s) links only, the
 * address shown as Brave's breadcrumb ("host › path").
 *
 * Past our plan's rate limit Brave answers 429 with X-RateLimit-Remaining and X-RateLimit-Reset,
 * one comma-separated value per window (seconds until it resets: ".../web-search/response-headers").
 * We then leave the provider alone until the exhausted window resets (searches fail fast meanwhile)
 * rather than spend members' searches on calls bound to be refused.
 *
 * Answers are kept in a bounded in-memory cache per query (case and spacing aside) and page, and
 * a call under way is shared, so a query asked again, or by many members at once, costs us one call.
 */
import { LRUCache } from 'lru-cache';
import { WEB_SEARCH_MAX_OFFSET, WEB_SEARCH_PAGE_SIZE, type WebSearchResult } from '@pilotmiles/core';

/** One page of results. */
export interface SearchPage {
  results: WebSearchResult[];
  hasMore: boolean;
}

export interface SearchProvider {
  /** `page` is 0-based. Throws SearchProviderError when the provider fails or is too slow. */
  search(query: string, page: number): Promise<SearchPage>;
}

export class SearchProviderError extends Error {}

/** The longest we stay away after a 429: a monthly quota used up is for staff to see, not to wait out here. */
const RATE_LIMIT_WAIT_MAX_MS = 60 * 60_000;
/** Without usable headers, a 429 keeps us away this long (Brave's shortest window is a second). */
const RATE_LIMIT_WAIT_DEFAULT_MS = 1_000;

/** Per provider and key: until when (epoch ms) a 429 told us to stay away. */
const limitedUntil = new Map<string, number>();

/**
 * How long a 429 asks us to wait: the reset of each window with nothing remaining (the longest of
 * them), from Brave's comma-separated X-RateLimit-Remaining and X-RateLimit-Reset.
 */
export function rateLimitWaitMs(headers: Headers): number {
  const list = (name: string) => (headers.get(name) ?? '').split(',').map((v) => Number(v.trim()));
  const remaining = list('x-ratelimit-remaining');
  const reset = list('x-ratelimit-reset');
  const waits = reset.filter((r, i) => Number.isFinite(r) && r >= 0 && remaining[i] === 0).map((r) => r * 1000);
  const wait = waits.length ? Math.max(...waits) : RATE_LIMIT_WAIT_DEFAULT_MS;
  return Math.min(Math.max(wait, RATE_LIMIT_WAIT_DEFAULT_MS), RATE_LIMIT_WAIT_MAX_MS);
}

/** A member waits at most this long for the provider. */
const SEARCH_TIMEOUT_MS = 5_000;

const TITLE_MAX = 200;
const SNIPPET_MAX = 400;
const DISPLAY_URL_MAX = 200;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text from the provider's HTML fragment: tags dropped, entities decoded, spaces collapsed. */
function plainText(html: unknown, max: number): string {
  if (typeof html !== 'string') return '';
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
      }
      return ENTITIES[name.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The result's address when it is http(s); anything else (javascript:, data:) is dropped. */
function safeUrl(raw: unknown): URL | null {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

interface BraveResult {
  title?: unknown;
  url?: unknown;
  description?: unknown;
  meta_url?: { netloc?: unknown; hostname?: unknown; path?: unknown };
}

interface BraveAnswer {
  query?: { more_results_available?: unknown };
  web?: { results?: unknown };
}

function displayUrl(result: BraveResult, url: URL): string {
  const host =
    typeof result.meta_url?.netloc === 'string' && result.meta_url.netloc ? result.meta_url.netloc : url.host;
  const path = plainText(result.meta_url?.path, DISPLAY_URL_MAX);
  const shown = path ? `${host} ${path}` : `${host}${url.pathname === '/' ? '' : url.pathname}`;
  return shown.length > DISPLAY_URL_MAX ? `${shown.slice(0, DISPLAY_URL_MAX - 1)}…` : shown;
}

/** The provider's answer for page `page` in our terms. */
function mapBraveAnswer(body: unknown, page: number): SearchPage {
  const answer = (body ?? {}) as BraveAnswer;
  const raw = Array.isArray(answer.web?.results) ? (answer.web.results as BraveResult[]) : [];
  const results: WebSearchResult[] = [];
  for (const r of raw) {
    const url = safeUrl(r?.url);
    const title = plainText(r?.title, TITLE_MAX);
    if (!url || !title) continue;
    results.push({
      title,
      url: url.href,
      display_url: displayUrl(r, url),
      snippet: plainText(r.description, SNIPPET_MAX),
    });
  }
  return {
    results,
    hasMore: answer.query?.more_results_available === true && page < WEB_SEARCH_MAX_OFFSET && results.length > 0,
  };
}

export interface BraveOptions {
  timeoutMs?: number;
  count?: number;
}

/** A Brave Search API client. */
export function braveSearch(baseUrl: string, apiKey: string, options: BraveOptions = {}): SearchProvider {
  const { timeoutMs = SEARCH_TIMEOUT_MS, count = WEB_SEARCH_PAGE_SIZE } = options;
  const limitKey = `${baseUrl}\u0000${apiKey}`;
  return {
    async search(query, page) {
      const until = limitedUntil.get(limitKey) ?? 0;
      if (Date.now() < until)
        throw new SearchProviderError(`provider rate limit: not asked again for ${Math.ceil((until - Date.now()) / 1000)} s`);
      const url = `${baseUrl.replace(/\/+$/, '')}/res/v1/web/search?${new URLSearchParams({ q: query, count: String(count), offset: String(page) })}`;
      let res: Response;
      try {
        res = await fetch(url, {
          headers: { accept: 'application/json', 'x-subscription-token': apiKey },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new SearchProviderError(`provider unreachable: ${(err as Error).message}`);
      }
      if (res.status === 429) {
        const wait = rateLimitWaitMs(res.headers);
        limitedUntil.set(limitKey, Date.now() + wait);
        await res.body?.cancel().catch(() => undefined);
        throw new SearchProviderError(`provider rate limit (429): not asked again for ${Math.ceil(wait / 1000)} s`);
      }
      if (!res.ok) {
        await res.body?.cancel().catch(() => undefined);
        throw new SearchProviderError(`provider answered ${res.status}`);
      }
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        throw new SearchProviderError('provider answered something other than JSON');
      }
      return mapBraveAnswer(body, page);
    },
  };
}

/** Answers kept, and for how long: a query's results change slowly, and people repeat queries. */
const SEARCH_CACHE = { max: 2_000, ttlMs: 15 * 60_000 } as const;

const cache = new LRUCache<string, Promise<SearchPage>>({ max: SEARCH_CACHE.max, ttl: SEARCH_CACHE.ttlMs });

/** The cache key: the query without case or extra spaces, and the page. */
const cacheKey = (query: string, page: number) =>
  `${page}\u0000${query.trim().replace(/\s+/g, ' ').toLowerCase()}`;

/**
 * `provider.search(query, page)`, from the cache when it was asked lately (or is being asked right
 * now). A failure is not kept: the next member's search asks the provider again.
 */
export function cachedSearch(provider: SearchProvider, query: string, page: number): Promise<SearchPage> {
  const key = cacheKey(query, page);
  const hit = cache.get(key);
  if (hit) return hit;
  const call = provider.search(query, page);
  cache.set(key, call);
  call.catch(() => {
    if (cache.get(key) === call) cache.delete(key);
  });
  return call;
}
