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

/** Where to go once signed in: back to where the route guard found them (state.from), else the dashboard. */
export function useAppTarget(): string {
  const location = useLocation();
  const fallback = useAuthFrame().target ?? '/dashboard';
  const from = (location.state as { from?: unknown } | null)?.from;
  const target = typeof from === 'string' && from.startsWith('/') && !from.startsWith('/auth') ? from : fallback;
  return withCarriedQuery(target, location.search, AUTH_FLAGS);
}

export function useGoToApp(): () => void {
  const navigate = useNavigate();
  const target = useAppTarget();
  return useCallback(() => navigate(target, { replace: true }), [navigate, target]);
}
