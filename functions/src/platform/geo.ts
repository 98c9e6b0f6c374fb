/**
 * Where a request comes from (docs/api.md "Geo"): the caller's address (req.ip, which Hosting
 * passes on and app.ts trusts one proxy hop for) looked up in the GeoLite2 country database bundled
 * by the `geoip-country` package, offline, with no call to any outside service. Private, loopback
 * and unknown addresses give null, which is served (core isCountryServed). In the emulator a test
 * header may name the country instead; deployed functions ignore it.
 */
// The package has no types; other workspaces that type-check this file (emulators) need the declaration too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./geoip-country.d.ts" />
import type { Request } from 'express';
import geoip from 'geoip-country';
import { GEO_TEST_COUNTRY_HEADER } from '@pilotmiles/core';
import { inEmulator } from './runtime';

/**
 * Whether this process runs against the emulators (local runs and the API tests). An object, so a
 * test can stand in for a deployed function (`vi.spyOn(geoRuntime, 'emulator')`).
 */
export const geoRuntime = {
  emulator: inEmulator,
};

const COUNTRY = /^[A-Z]{2}$/;

/** The two-letter country of an IPv4 or IPv6 address, or null (private, reserved, unknown, malformed). */
export function countryOfIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  // Express reports IPv4 callers on a dual-stack socket as ::ffff:a.b.c.d.
  const address = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
  try {
    const country = geoip.lookup(address)?.country?.toUpperCase();
    return country && COUNTRY.test(country) ? country : null;
  } catch {
    return null;
  }
}

const LOOPBACK = /^(127\.|::ffff:127\.|::1$)/;

/**
 * Emulator only: the country a caller on this machine counts as (GEO_LOCAL_COUNTRY in
 * functions/.env.demo-pilotmiles), so the local stack's browser is a member at home: it may redeem
 * that country's rewards. Such a caller has a loopback address, or none at all: the Functions
 * emulator hands requests to the function over a local socket, and Hosting's emulator adds no
 * X-Forwarded-For. Unset: no country.
 */
function localCountry(ip: string | undefined): string | null {
  if (ip && !LOOPBACK.test(ip)) return null;
  const country = process.env.GEO_LOCAL_COUNTRY?.trim().toUpperCase();
  return country && COUNTRY.test(country) ? country : null;
}

/**
 * The request's country: in the emulator the test header, else a loopback caller's local country;
 * everywhere else the caller's address looked up.
 */
export function countryOf(req: Pick<Request, 'ip' | 'get'>): string | null {
  if (geoRuntime.emulator()) {
    const claimed = req.get(GEO_TEST_COUNTRY_HEADER)?.trim().toUpperCase();
    if (claimed && COUNTRY.test(claimed)) return claimed;
    const local = localCountry(req.ip);
    if (local) return local;
  }
  return countryOfIp(req.ip);
}
