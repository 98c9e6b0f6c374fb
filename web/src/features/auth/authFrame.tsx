/**
 * Where the auth pages live and lead. The product's own pages use the defaults (/auth/...); a
 * frame that hosts the same flows elsewhere (the /cp/rewards partner portal) provides its own
 * paths, the page to land on once signed in, and the brand a sign-up there links to (the
 * user's brand_owner), so the flows, their messages and their views stay one copy.
 */
import { createContext, useContext } from 'react';

export interface AuthFrame {
  signInPath: string;
  signUpPath: string;
  resetPath: string;
  /** Where a signed-in member goes when no guard sent them here; undefined: the dashboard. */
  target?: string;
  /** Where the e-mail's verification link continues to. */
  verifiedPath: string;
  /** When set, a finished sign-up moves to this page (with `{ result }` as state) instead of showing it in place. */
  verificationPath?: string;
  /** A cp brand id that sign-up (e-mail or Google) links the new member to. */
  brandOwner?: string;
}

export const DEFAULT_AUTH_FRAME: AuthFrame = {
  signInPath: '/auth/signin',
  signUpPath: '/auth/signup',
  resetPath: '/auth/reset-password',
  verifiedPath: '/success',
};

const AuthFrameContext = createContext<AuthFrame>(DEFAULT_AUTH_FRAME);

export const AuthFrameProvider = AuthFrameContext.Provider;

export const useAuthFrame = () => useContext(AuthFrameContext);
