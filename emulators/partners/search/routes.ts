/**
 * The web-search provider simulator under /search: the Brave Search API's web search
 * (GET /search/res/v1/web/search?q&count&offset with the X-Subscription-Token header; errors in
 * Brave's ErrorResponse shape; the X-RateLimit-* headers on every answer and a 429 past a plan's
 * limit, quota.ts), an index page, and control calls for tests (how often a query reached the
 * provider, to check our cache; a token with a plan of its own).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { BadRequest, readJson, send, sendHtml, sendJson } from '../http';
import { indexHtml, type ServedQuery } from './pages';
import { count as countRequest, hasRoom, planOf, rateLimitHeaders, registerPlan } from './quota';
import { answer } from './results';

export const SEARCH_PREFIX = '/search';
/** The local key (functions/.secret.local); WEB_SEARCH_API_KEY overrides it. */
const DEFAULT_SEARCH_API_KEY = 'local-search-key';

const searchApiKey = () => process.env.WEB_SEARCH_API_KEY || DEFAULT_SEARCH_API_KEY;

/** Brave's limits: q up to 400 characters and 50 words, count 1..20 (default 20), offset 0..9. */
export const LIMITS = { queryChars: 400, queryWords: 50, countMax: 20, countDefault: 20, offsetMax: 9 } as const;

const SEARCH_PATH = '/search/res/v1/web/search';
/** Queries remembered for the index page and the control call. */
const SERVED_MAX = 500;
const INDEX_ROWS = 20;

const served: ServedQuery[] = [];
/** Queries refused for the rate limit (never served, never counted by the plan). */
const limited: string[] = [];

function errorResponse(res: ServerResponse, status: number, code: string, detail: string, errors?: unknown[], headers: Record<string, string> = {}) {
  const body = {
    type: 'ErrorResponse',
    error: { id: randomUUID(), status, code, detail, ...(errors ? { meta: { errors } } : {}) },
    time: Math.floor(Date.now() / 1000),
  };
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(body), headers);
}

/** A whole number parameter within bounds; null when it is not one. */
function intParam(raw: string | null, fallback: number, min: number, max: number): number | null {
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
}

function webSearch(req: IncomingMessage, res: ServerResponse, params: URLSearchParams) {
  const token = req.headers['x-subscription-token'];
  const plan = typeof token === 'string' ? planOf(token, searchApiKey()) : undefined;
  if (!plan) return errorResponse(res, 401, 'SUBSCRIPTION_TOKEN_INVALID', 'The provided subscription token is invalid.');
  const q = params.get('q') ?? '';
  if (!hasRoom(plan)) {
    limited.push(q);
    if (limited.length > SERVED_MAX) limited.splice(0, limited.length - SERVED_MAX);
    // The body's code is the simulator's: Brave documents the 429 and its headers, not this code.
    return errorResponse(res, 429, 'RATE_LIMITED', 'Request rate limit exceeded for plan.', undefined, rateLimitHeaders(plan));
  }
  const size = intParam(params.get('count'), LIMITS.countDefault, 1, LIMITS.countMax);
  const offset = intParam(params.get('offset'), 0, 0, LIMITS.offsetMax);
  const invalid = (loc: string, msg: string) =>
    errorResponse(res, 422, 'VALIDATION', 'Unable to validate request parameter(s)', [
      { type: 'value_error', loc: ['query', loc], msg },
    ]);
  if (!q.trim()) return invalid('q', 'Field required');
  if (q.length > LIMITS.queryChars || q.trim().split(/\s+/).length > LIMITS.queryWords)
    return invalid('q', `at most ${LIMITS.queryChars} characters and ${LIMITS.queryWords} words`);
  if (size === null) return invalid('count', `an integer from 1 to ${LIMITS.countMax}`);
  if (offset === null) return invalid('offset', `an integer from 0 to ${LIMITS.offsetMax}`);

  const body = answer(q, size, offset);
  served.push({ q, offset, results: body.web?.results.length ?? 0, at: new Date().toISOString() });
  if (served.length > SERVED_MAX) served.splice(0, served.length - SERVED_MAX);
  // Only successful requests count against the plan (Brave: "Only successful requests are counted and billed").
  countRequest(plan);
  send(res, 200, 'application/json; charset=utf-8', JSON.stringify(body), rateLimitHeaders(plan));
}

/** Answers a /search request; false when no route matches. */
export async function handleSearch(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const path = url.pathname.replace(/\/$/, '');
  const route = `${req.method} ${path}`;
  switch (route) {
    case `GET ${SEARCH_PATH}`:
      webSearch(req, res, url.searchParams);
      return true;
    case 'GET /search':
      sendHtml(res, 200, indexHtml(served.slice(-INDEX_ROWS).reverse()));
      return true;
    // GET /search/_control/requests?q= -> {count, limited}: how many API calls asked for exactly this q (served; refused for the rate limit).
    case 'GET /search/_control/requests': {
      const q = url.searchParams.get('q');
      sendJson(res, 200, {
        count: served.filter((s) => q === null || s.q === q).length,
        limited: limited.filter((l) => q === null || l === q).length,
      });
      return true;
    }
    case 'POST /search/_control/plan':
      try {
        sendJson(res, 200, registerPlan(await readJson(req)));
      } catch (err) {
        if (!(err instanceof BadRequest)) throw err;
        sendJson(res, err.status, { error: err.message });
      }
      return true;
  }
  return false;
}
