/** Where the auth pages send people, and which of their query flags must not travel on. */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NOT_CARRIED, withCarriedQuery } from '../../lib/query';
import { useAuthFrame } from './authFrame';

/**
 * One-off flags of the auth pages. Campaign and referral parameters still carry over (SPEC §2),
 * but a 'Session expired' or action code must not follow someone to the next page.
 */
export const AUTH_FLAGS = [...NOT_CARRIED, 'sessionExpired', 'emailVerified', 'mode', 'oobCode', 'continueUrl', 'apiKey', 'lang'];

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
