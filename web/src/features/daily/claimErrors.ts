/** The toasts for failed daily claims: the server's message, else core's DAILY_MSG wording. */
import { DAILY_MSG } from '@pilotmiles/core';
import { ApiError } from '../../lib/api';

/** A 403 has its own flow (session expired), so it gets no toast here. */
export const isSessionExpiry = (err: unknown) => err instanceof ApiError && err.status === 403;

/** The server's message when it sent one, else 'Error claiming daily bonus'. */
export function bonusClaimErrorMessage(err: unknown): string {
  const fromServer = err instanceof ApiError && err.code !== 'http' && err.code !== 'network' && err.status > 0;
  return fromServer ? err.message : DAILY_MSG.errorClaimingBonus;
}
