/**
 * Countdowns the daily screens show, and the instant a user's local day ends. Pure functions of
 * a clock value so the same rule runs in the browser, on the server and in tests.
 */
import { dayKey, resolveTimeZone } from './time';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM:SS' for a remaining duration; negative durations read as zero. Hours may exceed 24. */
export function formatHms(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** 'mm:ss' for the article claim countdown. */
export function formatMmSs(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

/** 'Ends in Xh Ym' for the daily challenge (minutes rounded down, never negative). */
export function formatEndsIn(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60000));
  return `Ends in ${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** '4h 12m', or '12m' under an hour: a coarse time left, minutes rounded up so it reads '0m' only when due. */
export function formatHoursMinutes(ms: number): string {
  const minutes = Math.max(0, Math.ceil(ms / 60000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}h ${minutes % 60}m` : `${minutes}m`;
}

const HOUR = 3600_000;

/**
 * The first instant at which `zone`'s calendar day differs from the day of `now`: local midnight,
 * or the first instant of the next day where a DST jump skips midnight. Found by bisection on
 * dayKey, so it needs no offset arithmetic and is exact to the millisecond.
 */
export function nextLocalMidnight(now: Date | number, zone: string): Date {
  const start = typeof now === 'number' ? now : now.getTime();
  const tz = resolveTimeZone(zone);
  const today = dayKey(start, tz);
  let lo = start; // still today
  let hi = start + 27 * HOUR; // a day is at most 25 h long; 27 h is surely tomorrow
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (dayKey(mid, tz) === today) lo = mid;
    else hi = mid;
  }
  return new Date(hi);
}
