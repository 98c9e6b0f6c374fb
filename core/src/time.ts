/**
 * "Today" is the user's local day (DESIGN §2). The client sends an IANA zone in `x-timezone`;
 * anything unknown falls back to UTC. A dayKey is YYYY-MM-DD in that zone.
 */

export const DEFAULT_TIMEZONE = 'UTC';

const zoneCache = new Map<string, boolean>();

export function isValidTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  const cached = zoneCache.get(zone);
  if (cached !== undefined) return cached;
  let ok = false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    ok = true;
  } catch {
    ok = false;
  }
  zoneCache.set(zone, ok);
  return ok;
}

/** The zone to use for a header value: itself if valid, else UTC. */
export function resolveTimeZone(zone: unknown): string {
  return isValidTimeZone(zone) ? zone : DEFAULT_TIMEZONE;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(zone: string): Intl.DateTimeFormat {
  let f = dayFormatters.get(zone);
  if (!f) {
    // en-CA formats dates as YYYY-MM-DD.
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(zone, f);
  }
  return f;
}

/** YYYY-MM-DD of `at` in `zone`. */
export function dayKey(at: Date | number, zone: string): string {
  const date = typeof at === 'number' ? new Date(at) : at;
  return dayFormatter(resolveTimeZone(zone)).format(date);
}
