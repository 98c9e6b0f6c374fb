import type { RequestHandler } from 'express';
import { auth } from '../firebase';
import type { AuthContext } from '../authContext';
import { HttpError, forbidden, sessionExpired } from '../errors';

export type { AuthContext };

declare global {
  namespace Express {
    interface Request {
      auth?: AuthContext;
    }
  }
}

/**
 * Verifies the bearer ID token. Missing, invalid, expired, revoked tokens and disabled or deleted
 * accounts all answer 403 'Session expired' (DESIGN §3).
 */
export const requireAuth: RequestHandler = async (req, _res, next) => {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw sessionExpired();
  try {
    const token = await auth.verifyIdToken(match[1]!);
    // One Auth read gives revocation, disabled state, verification and claims together.
    const record = await auth.getUser(token.uid);
    const validSince = record.tokensValidAfterTime ? Date.parse(record.tokensValidAfterTime) : 0;
    if (record.disabled || token.auth_time * 1000 < validSince) throw sessionExpired();
    req.auth = {
      uid: record.uid,
      email: record.email ?? null,
      emailVerified: record.emailVerified,
      admin: record.customClaims?.admin === true,
      displayName: record.displayName ?? null,
      photoURL: record.photoURL ?? null,
      signInProvider: token.firebase?.sign_in_provider ?? null,
    };
  } catch (err) {
    // Token and account problems are the caller's session; anything else is ours to report.
    if (err instanceof HttpError || isAuthError(err)) throw sessionExpired();
    throw err;
  }
  next();
};

/**
 * For public endpoints that attach the user when they can (analytics): a missing or bad token
 * is treated as anonymous rather than an expired session.
 */
export const optionalAuth: RequestHandler = async (req, res, next) => {
  if (!req.get('authorization')) return next();
  try {
    await requireAuth(req, res, () => undefined);
  } catch {
    req.auth = undefined;
  }
  next();
};

/** Every /admin route: the admin custom claim, checked on the server for every call. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.auth?.admin) throw forbidden('Admins only');
  next();
};

/** The signed-in context of a request that passed requireAuth. */
export function authOf(req: Express.Request): AuthContext {
  if (!req.auth) throw sessionExpired();
  return req.auth;
}

function isAuthError(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'string' && code.startsWith('auth/');
}
