/**
 * Session middleware (docs/api.md "Sessions"): every failure of the token or the account is 403
 * 'Session expired'. `requireAuth` may use the briefly cached Auth record (platform/auth.ts);
 * `moneyGuard` goes on every call that credits or debits PilotMiles, with a fresh check of the
 * record and a verified email; admin calls are checked fresh too.
 */
import type { Request, RequestHandler } from 'express';
import type { AuthContext } from '../authContext';
import { authenticate, ensureFresh } from '../auth';
import { emailNotVerified, forbidden, sessionExpired } from '../errors';
import { uidParams } from '@pilotmiles/core';
import { perUserLimit } from './rateLimit';
import { parse } from './validate';
import { requireAppCheck } from './appCheck';

export type { AuthContext };

declare global {
  namespace Express {
    interface Request {
      auth?: AuthContext;
    }
  }
}

const bearer = (req: Request) => /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];

const attachSession: RequestHandler = async (req, _res, next) => {
  const token = bearer(req);
  if (!token) throw sessionExpired();
  req.auth = await authenticate(token);
  next();
};

/** A valid session (the Auth record may come from the short per-instance cache), rate-limited per member. */
export const requireAuth: RequestHandler[] = [attachSession, perUserLimit];

/**
 * For public endpoints that attach the member when they can (articles, analytics): a missing or
 * bad token is treated as anonymous rather than an expired session.
 */
export const optionalAuth: RequestHandler = async (req, res, next) => {
  const token = bearer(req);
  if (!token) return next();
  try {
    req.auth = await authenticate(token);
  } catch {
    req.auth = undefined;
    return next();
  }
  perUserLimit(req, res, next);
};

/** Re-reads the Auth record, so a revoked or disabled session cannot move money for a minute more. */
const freshSession: RequestHandler = async (req, _res, next) => {
  req.auth = await ensureFresh(authOf(req));
  next();
};

/** Only a verified email earns or spends. */
const requireVerified: RequestHandler = (req, _res, next) => {
  if (!authOf(req).emailVerified) throw emailNotVerified();
  next();
};

/** On every call that credits or debits: a fresh session check, a verified email, and App Check. */
export const moneyGuard: RequestHandler[] = [freshSession, requireVerified, requireAppCheck];

/** Every /admin route: the admin custom claim, checked on the server (fresh) for every call. */
export const requireAdmin: RequestHandler[] = [
  freshSession,
  (req, _res, next) => {
    if (!authOf(req).admin) throw forbidden('Admins only');
    next();
  },
];

/**
 * For `/:id/...` member data: the member themselves, or staff (checked against a fresh Auth
 * record). `what` names the data in the refusal ('payouts').
 */
export const selfOrAdmin =
  (what: string): RequestHandler =>
  async (req, _res, next) => {
    const { id } = parse(uidParams, req, 'params');
    const ctx = authOf(req);
    if (id !== ctx.uid && !(await ensureFresh(ctx)).admin) throw forbidden(`You can only see your own ${what}`);
    next();
  };

/** The signed-in context of a request that passed requireAuth. */
export function authOf(req: Express.Request): AuthContext {
  if (!req.auth) throw sessionExpired();
  return req.auth;
}
