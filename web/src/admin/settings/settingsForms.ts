/**
 * The platform settings as config forms (the daily config's plumbing, dailyConfig/configForms):
 * config/geo (where PilotMiles is served) and config/events (how long analytics events are kept),
 * checked with the core schemas the server uses (`geoConfigBody`, `eventsConfigBody`).
 */
import { eventsConfigBody, geoConfigBody, type EventsConfig, type GeoConfig } from '@pilotmiles/core';
import { numberOf, type ConfigFormDef, type ConfigSchema } from '../shared/configForms';

export interface GeoValues {
  blocked: string[];
  allowed: string[];
}

export interface EventsValues {
  retention_days: string;
}

/** A country code as the lists hold it: two letters, upper case. */
export const COUNTRY_CODE = /^[A-Z]{2}$/;
export const COUNTRY_CODE_MESSAGE = 'Use two-letter country codes, like US or GB';

export const geoForm: ConfigFormDef<GeoConfig, GeoValues> = {
  name: 'geo',
  path: '/admin/geo-config',
  schema: geoConfigBody as unknown as ConfigSchema<GeoConfig>,
  toValues: (c) => ({ blocked: [...c.blocked], allowed: [...c.allowed] }),
  toInput: (v) => ({
    blocked: (v.blocked ?? []).filter((c): c is string => typeof c === 'string'),
    allowed: (v.allowed ?? []).filter((c): c is string => typeof c === 'string'),
  }),
  // The server names a list or one of its codes ('blocked.2'): both show under the list.
  ownsField: (f) => /^(blocked|allowed)(\.\d+)?$/.test(f),
};

export const eventsForm: ConfigFormDef<EventsConfig, EventsValues> = {
  name: 'events',
  path: '/admin/events-config',
  schema: eventsConfigBody as unknown as ConfigSchema<EventsConfig>,
  toValues: (c) => ({ retention_days: String(c.retention_days) }),
  toInput: (v) => ({ retention_days: numberOf(v.retention_days) }),
  ownsField: (f) => f === 'retention_days',
};

/**
 * The codes typed into a list's input: upper case, split on spaces, commas and semicolons (a
 * pasted 'us, ca'). `codes` are the two-letter ones, `refused` the rest.
 */
export function parseCodes(text: string): { codes: string[]; refused: string[] } {
  const tokens = text
    .toUpperCase()
    .split(/[\s,;]+/)
    .filter(Boolean);
  return {
    codes: tokens.filter((t) => COUNTRY_CODE.test(t)),
    refused: tokens.filter((t) => !COUNTRY_CODE.test(t)),
  };
}

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  } catch {
    return null;
  }
})();

/** 'United States' for 'US'; undefined when the runtime does not know the code. */
export function countryName(code: string): string | undefined {
  try {
    return regionNames?.of(code) ?? undefined;
  } catch {
    return undefined;
  }
}

/** One line saying who is served under the typed lists. */
export function servedSummary(v: GeoValues): string {
  const blocked = v.blocked.length;
  const allowed = v.allowed.filter((c) => !v.blocked.includes(c)).length;
  const except = blocked === 0 ? '' : ` except the ${blocked} blocked`;
  if (v.allowed.length === 0) return `Now: every country${except}.`;
  return `Now: only the ${allowed} allowed ${allowed === 1 ? 'country' : 'countries'}${
    allowed < v.allowed.length ? ' (blocked ones left out)' : ''
  }.`;
}
