/**
 * Where PilotMiles may be used (docs/api.md "Geo"), and which country a member is in. The
 * server decides both from the request's address (functions/src/platform/geo.ts); the web only
 * redirects to /unavailable-geo, and what a client says of its location is a claim, never a rule.
 */
import { GEO_BLOCKED_COUNTRIES } from './constants';

/**
 * config/geo: `allowed` empty means every country except `blocked`; otherwise only `allowed`
 * (minus `blocked`). Two-letter ISO codes, upper case.
 */
export interface GeoConfig {
  blocked: string[];
  allowed: string[];
}
export const DEFAULT_GEO_CONFIG: GeoConfig = { blocked: [...GEO_BLOCKED_COUNTRIES], allowed: [] };

/** A request's country when the IP lookup finds none (private or unknown addresses): served. */
export function isCountryServed(config: GeoConfig, country: string | null): boolean {
  if (!country) return true;
  const c = country.toUpperCase();
  if (config.blocked.includes(c)) return false;
  return config.allowed.length === 0 || config.allowed.includes(c);
}

const COUNTRY_CODE = /^[A-Za-z]{2}$/;

/** A two-letter country code (upper case) from a stored or looked-up value; null for anything else. */
export function asCountryCode(value: unknown): string | null {
  return typeof value === 'string' && COUNTRY_CODE.test(value) ? value.toUpperCase() : null;
}

/** Where the server first saw the member's country (`users/{uid}.country_source`). */
export type CountrySource = 'sign-up' | 'login' | 'redemption';

/**
 * The member's country (`users/{uid}.country`, docs/rewards.md "Country") is the first one the
 * server sees them in: at sign-up, else at the first login or redemption from an address with a
 * country (a member who signed up before the server decided, or from an address with none). The
 * client's own report never counts. Returns the country to store now, or null when the stored one
 * stands or nothing is known yet.
 */
export function firstSeenCountry(stored: unknown, seen: string | null | undefined): string | null {
  return asCountryCode(stored) ? null : asCountryCode(seen);
}

/**
 * Local and test runs only (the emulator): the country a request comes from, as if looked up from
 * its IP. Deployed functions ignore it.
 */
export const GEO_TEST_COUNTRY_HEADER = 'x-pm-test-country';
/** Query flag that skips the geo check; the server honours it only for staff or in the emulator. */
export const GEO_BYPASS_PARAM = 'bypass_geo';

export const GEO_ERROR_CODES = { blocked: 'geo/blocked' } as const;
export const GEO_BLOCKED_MESSAGE = 'PilotMiles is not available in your country.';

/** GET /service/geo: what the server makes of the caller's location. */
export interface GeoCheck {
  country: string | null;
  served: boolean;
}
