/** Where the auth pages send people, and which of their query flags must not travel on. */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NOT_CARRIED, withCarriedQuery } from '../../lib/query';
import { useAuthFrame } from './authFrame';

/**
 * One-off flags of the auth pages. Campaign and referral parameters still carry over,
 * but a 'Session expired' or action code must not follow someone to the next page.
 */
export const AUTH_FLAGS = [
  ...NOT_CARRIED,
  'sessionExpired',
  'emailVerified',
  'mode',
  'oobCode',
  'continueUrl',
  'apiKey',
  'lang',
];

/**
 * `path` (which may have a query of its own, such as a frame's ?brand=) with `search`'s
 * parameters added, those named in `drop` left out.
 */
export function withQuery(path: string, search: string | Record<string, string>, drop: readonly string[] = []): string {
  const at = path.indexOf('?');
  const params = new URLSearchParams(at >= 0 ? path.slice(at + 1) : '');
  new URLSearchParams(search).forEach((value, key) => params.set(key, value));
  for (const key of drop) params.delete(key);
  const query = params.toString();
  return `${at >= 0 ? path.slice(0, at) : path}${query ? `?${query}` : ''}`;
}

/** A path to continue to after signing in: one of ours ('/x', not '//host'), and not an auth page. */
export function isSafeAppPath(path: unknown): path is string {
  return typeof path === 'string' && /^\/(?![/\\])/.test(path) && !path.startsWith('/auth');
}

/**
 * Where the visitor was going before the auth pages (state.from: set by the route guard and the
 * sign-up prompt), or null. The auth pages hand it on to each other with `useFromState`.
 */
export function useIntendedPath(): string | null {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return isSafeAppPath(from) ? from : null;
}

/** The navigation state that keeps the intended path across sign-in, sign-up and back (undefined: none). */
export function useFromState(): { from: string } | undefined {
  const from = useIntendedPath();
  return from ? { from } : undefined;
}

/** Where to go once signed in: back to where the route guard found them (state.from), else the dashboard. */
export function useAppTarget(): string {
  const { search } = useLocation();
  const fallback = useAuthFrame().target ?? '/dashboard';
  return withCarriedQuery(useIntendedPath() ?? fallback, search, AUTH_FLAGS);
}

/** Goes where useAppTarget says, or to `instead` (an in-app path, the current query carried) when given. */
export function useGoToApp(): (instead?: string | null) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const target = useAppTarget();
  return useCallback(
    (instead?: string | null) =>
      navigate(isSafeAppPath(instead) ? withCarriedQuery(instead, search, AUTH_FLAGS) : target, { replace: true }),
    [navigate, search, target],
  );
}
