/** What the header needs to know about the visitor, taken from the session. */
import type { Session } from '../../lib/session';
import { fallbackDisplayName } from '@pilotmiles/core';

export type HeaderAccount =
  | { kind: 'signedOut' }
  /** A returning member's session is still loading (a page that shows itself meanwhile). */
  | { kind: 'loading' }
  /** Signed in, but the PilotMiles record failed to load: only a way out is offered. */
  | { kind: 'recordUnavailable' }
  | {
      kind: 'signedIn';
      displayName: string;
      email: string;
      balance: number;
      avatarUrl: string | null;
      isAdmin: boolean;
    };

export function headerAccount(session: Pick<Session, 'status' | 'user' | 'isAdmin'>): HeaderAccount {
  const { user } = session;
  if (session.status === 'error') return { kind: 'recordUnavailable' };
  if (session.status === 'loading') return { kind: 'loading' };
  if (session.status !== 'signedIn' || !user) return { kind: 'signedOut' };
  return {
    kind: 'signedIn',
    displayName: user.display_name || fallbackDisplayName(user.email),
    email: user.email,
    balance: user.total_coins,
    avatarUrl: user.profile_image_url,
    isAdmin: session.isAdmin,
  };
}
