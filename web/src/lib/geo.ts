/**
 * Where the visitor is, from public IP-location services tried in order (5 s each) until one
 * answers with a country. Failures give null: callers skip what needs it. Results are cached in
 * localStorage with a timestamp; the cache age limit is 0 days (GEO_CACHE_MAX_AGE_DAYS), so the
 * cache is cleared at every app start and each page load asks once (docs/app-shell.md "Everywhere").
 */
import { GEO_CACHE_MAX_AGE_DAYS, GEO_REQUEST_TIMEOUT_MS, type GeoCheck } from '@pilotmiles/core';
import { api } from './api';
import { usingEmulators } from './firebaseConfig';

export interface GeoInfo {
  country_code: string;
  country_name: string;
  region_code: string;
  region_name: string;
  city: string;
  zip_code: string;
  time_zone: string;
  latitude: number | null;
  longitude: number | null;
  ip: string;
}

const CACHE_KEY = 'pm_geo';
/** The server's answer (GET /service/geo), cached the same way. */
const CHECK_KEY = 'pm_geo_check';

/**
 * Providers from VITE_GEO_PROVIDERS (comma-separated URLs returning JSON). Locally there are none:
 * the emulator suite has no internet, and a lookup that always times out would only slow sign-in.
 */
function providers(): string[] {
  const configured = import.meta.env.VITE_GEO_PROVIDERS as string | undefined;
  if (configured !== undefined) return configured.split(',').map((s) => s.trim()).filter(Boolean);
  return usingEmulators ? [] : ['https://ipapi.co/json/', 'https://ipwho.is/'];
}

/** Maps the common response shapes onto GeoInfo; null when there is no country. */
export function normalizeGeo(raw: Record<string, unknown>): GeoInfo | null {
  const str = (...keys: string[]) => {
    for (const k of keys) if (typeof raw[k] === 'string' && raw[k]) return raw[k] as string;
    return '';
  };
  const num = (...keys: string[]) => {
    for (const k of keys) if (typeof raw[k] === 'number') return raw[k] as number;
    return null;
  };
  const country_code = str('country_code', 'countryCode', 'country').toUpperCase();
  if (!/^[A-Z]{2}$/.test(country_code)) return null;
  const tz = raw.timezone;
  return {
    country_code,
    country_name: str('country_name', 'countryName'),
    region_code: str('region_code', 'regionCode'),
    region_name: str('region_name', 'region', 'regionName'),
    city: str('city'),
    zip_code: str('zip_code', 'postal', 'zip'),
    time_zone: typeof tz === 'object' && tz ? String((tz as { id?: string }).id ?? '') : str('time_zone', 'timezone'),
    latitude: num('latitude', 'lat'),
    longitude: num('longitude', 'lon'),
    ip: str('ip', 'query'),
  };
}

interface Cached {
  geo: GeoInfo;
  at: number;
}

/** Drops a cache older than the age limit (0 days: always). */
export function expireGeoCache(now = Date.now()) {
  for (const key of [CACHE_KEY, CHECK_KEY])
    try {
      const cached = JSON.parse(localStorage.getItem(key) ?? 'null') as { at?: number } | null;
      if (!cached || typeof cached.at !== 'number' || now - cached.at >= GEO_CACHE_MAX_AGE_DAYS * 86_400_000)
        localStorage.removeItem(key);
    } catch {
      localStorage.removeItem(key);
    }
}

let checking: Promise<GeoCheck | null> | null = null;

/**
 * Whether the server serves this visitor's country (GET /service/geo; the server decides, docs/api.md "Geo").
 * Cached with a timestamp like the location; a failure gives null and never blocks (docs/app-shell.md "Everywhere").
 */
export function getGeoCheck(): Promise<GeoCheck | null> {
  try {
    const cached = JSON.parse(localStorage.getItem(CHECK_KEY) ?? 'null') as { check?: GeoCheck } | null;
    if (cached?.check) return Promise.resolve(cached.check);
  } catch {
    // unreadable cache: ask again
  }
  checking ??= api<GeoCheck>('/service/geo', { auth: false })
    .then((check) => {
      localStorage.setItem(CHECK_KEY, JSON.stringify({ check, at: Date.now() }));
      return check;
    })
    .catch((err: unknown) => {
      console.warn('geo: the server check failed', err);
      return null;
    })
    .finally(() => (checking = null));
  return checking;
}

let inflight: Promise<GeoInfo | null> | null = null;

export function getGeo(): Promise<GeoInfo | null> {
  try {
    const cached = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null') as Cached | null;
    if (cached?.geo) return Promise.resolve(cached.geo);
  } catch {
    // unreadable cache: look it up again
  }
  inflight ??= lookup().finally(() => (inflight = null));
  return inflight;
}

async function lookup(): Promise<GeoInfo | null> {
  for (const url of providers()) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(GEO_REQUEST_TIMEOUT_MS) });
      if (!res.ok) continue;
      const geo = normalizeGeo(await res.json());
      if (geo) {
        localStorage.setItem(CACHE_KEY, JSON.stringify({ geo, at: Date.now() } satisfies Cached));
        return geo;
      }
    } catch (err) {
      console.warn(`geo: ${url} failed`, err);
    }
  }
  return null;
}
