/**
 * The geo check (docs/api.md "Geo"): sign-up, the calls that earn and the calls that cash out
 * or claim are refused with 403 'geo/blocked' when the caller's country (platform/geo.ts) is not
 * served under config/geo.
 * Partner postbacks and webhooks are never checked: they come from the partners' servers.
 *
 * `?bypass_geo=true` skips the check only for staff (the admin claim, checked fresh against the
 * Auth record) or in the emulator; for anyone else it changes nothing.
 */
import { Router, type Request, type RequestHandler } from 'express';
import { GEO_BLOCKED_MESSAGE, GEO_BYPASS_PARAM, GEO_ERROR_CODES, isCountryServed } from '@pilotmiles/core';
import { authenticate, ensureFresh } from '../auth';
import { getConfig } from '../configCache';
import { HttpError } from '../errors';
import { countryOf, geoRuntime } from '../geo';

export const geoBlocked = () => new HttpError(403, GEO_ERROR_CODES.blocked, GEO_BLOCKED_MESSAGE);

/**
 * The one list of geo-checked calls (paths as mounted in app.ts, under /api): sign-up, the
 * member's earning calls, and those that turn PM into money or ask for it (redemption, identity
 * verification, missing-credit and missing-cashback claims). The API tests visit each of them from
 * a blocked country.
 */
export const GEO_GUARDED_ROUTES = [
  ['post', '/users'], // sign-up (POST /users creates the member's record)
  ['post', '/swaarm/offers/:id/click'], // offer start
  ['post', '/articles/claim'],
  ['post', '/users/daily-bonus'],
  ['post', '/users/daily-bonus/collect'],
  ['post', '/users/daily-challenge/claim'],
  ['post', '/web-search'],
  ['post', '/shopping/v2/activate/:brand'],
  ['get', '/surveys/wall'], // survey start
  ['post', '/sweepstakes/:id/enter'],
  ['post', '/rewards/redeem'],
  ['patch', '/users/kyc'], // identity verification start
  ['post', '/swaarm/offers/missing-credit'],
  ['post', '/shopping/claims'],
] as const;

/** Whether a refused caller may skip the check: they asked, and they are staff or this is the emulator. */
export function mayBypassGeo(facts: { requested: boolean; emulator: boolean; staff: boolean }): boolean {
  return facts.requested && (facts.emulator || facts.staff);
}

/** Staff, from the bearer token (the guard runs before the domain's own session check); else false. */
async function isStaff(req: Request): Promise<boolean> {
  const token = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
  if (!token) return false;
  try {
    return (await ensureFresh(await authenticate(token))).admin;
  } catch {
    return false;
  }
}

export const geoGuard: RequestHandler = async (req, _res, next) => {
  const country = countryOf(req);
  if (isCountryServed(await getConfig('geo'), country)) return next();
  const requested = req.query[GEO_BYPASS_PARAM] === 'true';
  const emulator = geoRuntime.emulator();
  // The Auth lookup only for a refused caller who asked to skip the check outside the emulator.
  const staff = requested && !emulator && (await isStaff(req));
  if (mayBypassGeo({ requested, emulator, staff })) return next();
  throw geoBlocked();
};

/** Mounted in app.ts before the domain routers: runs geoGuard on GEO_GUARDED_ROUTES, passes everything else on. */
export const geoGuardRouter = Router();
for (const [method, path] of GEO_GUARDED_ROUTES) geoGuardRouter[method](path, geoGuard);
