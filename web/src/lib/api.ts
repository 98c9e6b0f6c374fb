/**
 * The /api client: bearer token, App Check token and x-timezone (signed-in calls), the `{ data }` envelope, and the
 * rules for failures: any 403 means the session expired; otherwise the server's message or 'An
 * error occurred' (docs/app-shell.md "Everywhere").
 */
import {
  APP_CHECK_HEADER,
  DEVICE_ID_HEADER,
  GEO_BYPASS_PARAM,
  GEO_ERROR_CODES,
  MSG,
  TIMEZONE_HEADER,
  type ApiErrorBody,
} from '@pilotmiles/core';
import { appCheckToken } from './appCheck';
import { readyAuth } from './authState';
import { deviceId } from './deviceId';
import { browserTimeZone } from './timezone';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Seconds until the call may succeed (`retry_after`: too early, rate-limited), when the server says. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Handler = () => void;
let onSessionExpired: Handler | null = null;

/** The app registers what a 403 does (toast, sign out, go to sign-in). */
export function setSessionExpiredHandler(handler: Handler | null) {
  onSessionExpired = handler;
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Send the signed-in user's token (default). Public calls may skip it. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Whether a 403 runs the session-expired flow (default). The article claim words its own 403. */
  expireOn403?: boolean;
}

/** The URL (path and query) of an /api call as api() makes it: empty values left out. */
export function apiPath(path: string, query: ApiOptions['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  // A visitor's page may call before Auth has loaded: nobody is signed in as far as it knows.
  const user = options.auth === false ? null : (await readyAuth())?.currentUser;
  if (user) {
    headers.authorization = `Bearer ${await user.getIdToken()}`;
    // The zone tells the server the member's day; an anonymous call has no member, and reading
    // the zone costs a visitor's first page ~30 ms of main thread (Intl's time-zone data).
    headers[TIMEZONE_HEADER] = browserTimeZone();
    // This browser, for the referral rule: sign-up and sign-in keep it (docs/referrals.md).
    headers[DEVICE_ID_HEADER] = deviceId();
    // Earning and spending calls need it in a deployed project (lib/appCheck.ts).
    const appCheck = await appCheckToken();
    if (appCheck) headers[APP_CHECK_HEADER] = appCheck;
  }

  const url = new URL(apiPath(path, query), window.location.origin);
  // Staff testing from a blocked country keep ?bypass_geo=true in the page's URL; the server honours
  // it only for staff (and in the emulator).
  if (new URLSearchParams(window.location.search).get(GEO_BYPASS_PARAM) === 'true') url.searchParams.set(GEO_BYPASS_PARAM, 'true');

  let res: Response;
  try {
    res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network', MSG.genericError);
  }
  const payload = (await res.json().catch(() => null)) as { data?: T } & Partial<ApiErrorBody> | null;
  if (res.ok) return payload?.data as T;
  // The server refused the caller's country (docs/api.md "Geo"): the one place that shows /unavailable-geo.
  const geoBlocked = payload?.code === GEO_ERROR_CODES.blocked;
  if (geoBlocked && window.location.pathname !== '/unavailable-geo') window.location.assign('/unavailable-geo');
  const expired = res.status === 403 && options.expireOn403 !== false && !geoBlocked;
  if (expired) onSessionExpired?.();
  throw new ApiError(
    res.status,
    payload?.code ?? 'http',
    // A caller that words its own 403s (KYC required, e-mail not verified) keeps the server's message.
    expired ? MSG.sessionExpired : payload?.message || MSG.genericError,
    payload?.field,
    retryAfterSeconds(payload?.retry_after, res.headers.get('retry-after')),
  );
}

/** The body's retry_after, else a Retry-After header in seconds; undefined when neither says. */
function retryAfterSeconds(body: unknown, header: string | null): number | undefined {
  const seconds = typeof body === 'number' ? body : header && /^\d+$/.test(header.trim()) ? Number(header) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** The message to show for any failure (the server's message, else 'An error occurred'). */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return MSG.genericError;
}
