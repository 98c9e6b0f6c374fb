/**
 * "Today" is the user's local day (docs/member-day.md). The client sends an IANA zone in `x-timezone`;
 * anything unknown falls back to UTC. A dayKey is YYYY-MM-DD in that zone.
 */

export const DEFAULT_TIMEZONE = 'UTC';

/**
 * Canonical names of the zones seen so far. Only canonical spellings are cached ("asia/TOKYO" is
 * valid but is checked each time and resolved to "Asia/Tokyo"), so the cache holds at most the
 * IANA zones, however many different header values arrive.
 */
const canonicalZones = new Set<string>();

/** The canonical IANA name of `zone`, or null when it is not a zone. */
export function canonicalTimeZone(zone: unknown): string | null {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return null;
  if (canonicalZones.has(zone)) return zone;
  let name: string;
  try {
    name = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  if (name === zone) canonicalZones.add(zone);
  return name;
}

/** How many zone names the validation cache holds (bounded by the IANA list; for tests). */
export const cachedTimeZoneCount = () => canonicalZones.size;

export function isValidTimeZone(zone: unknown): zone is string {
  return canonicalTimeZone(zone) !== null;
}

/** The zone to use for a header value: its canonical name if valid, else UTC. */
export function resolveTimeZone(zone: unknown): string {
  return canonicalTimeZone(zone) ?? DEFAULT_TIMEZONE;
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
