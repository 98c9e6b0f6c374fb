/**
 * Where PilotMiles may be used (SPEC §4 Geo, issue 13). The server decides from the request's
 * country (functions/src/platform/geo.ts); the web only redirects to /unavailable-geo.
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

/**
 * Local and test runs only (the emulator): the country a request comes from, as if looked up from
 * its IP. Deployed functions ignore it.
 */
export const GEO_TEST_COUNTRY_HEADER = 'x-pm-test-country';
/** Query flag that skips the geo check (SPEC §4); the server honours it only for staff or in the emulator. */
export const GEO_BYPASS_PARAM = 'bypass_geo';

export const GEO_ERROR_CODES = { blocked: 'geo/blocked' } as const;
export const GEO_BLOCKED_MESSAGE = 'PilotMiles is not available in your country.';

/** GET /service/geo: what the server makes of the caller's location. */
export interface GeoCheck {
  country: string | null;
  served: boolean;
}
