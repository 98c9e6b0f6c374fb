/**
 * Groups ledger entries by the member's day each was credited on (its `day_key`, the day the
 * server counted it in: the same day the caps and the challenge used), for the by-day history.
 */
import type { Transaction } from '@pilotmiles/core';

export interface DayGroup {
  /** The member's day, YYYY-MM-DD. */
  day: string;
  /** 'Today', 'Yesterday', or the date. */
  label: string;
  /** Sum of the day's amounts (credits minus debits). */
  total: number;
  items: Transaction[];
}

/** The day before a YYYY-MM-DD key, by calendar (so DST days of 23 or 25 hours do not matter). */
function previousDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! - 1)).toISOString().slice(0, 10);
}

/** 'Mon, Mar 3' this year, 'Mon, Mar 3, 2024' otherwise. */
// en-US unless a test asks otherwise: month before day, as every other date of the app (lib/format).
function dateLabel(day: string, today: string, locale = 'en-US'): string {
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: sameYear ? undefined : 'numeric',
  }).format(noonUtc);
}

/** An entry's day: its day_key; the UTC date of its time only if a (very old) entry has none. */
const dayOf = (tx: Transaction) => tx.day_key || tx.created_at.slice(0, 10);

/**
 * Entries (newest first, as the API sends them) in day groups, newest day first. `today` is the
 * member's day (user.day_key), never the browser zone's, so "Today" here is the day the daily
 * caps and the challenge count.
 */
export function groupByDay(items: Transaction[], today: string, locale?: string): DayGroup[] {
  const yesterday = previousDay(today);
  const groups = new Map<string, DayGroup>();
  for (const tx of items) {
    const day = dayOf(tx);
    let group = groups.get(day);
    if (!group) {
      const label = day === today ? 'Today' : day === yesterday ? 'Yesterday' : dateLabel(day, today, locale);
      group = { day, label, total: 0, items: [] };
      groups.set(day, group);
    }
    group.total += tx.amount;
    group.items.push(tx);
  }
  return [...groups.values()].sort((a, b) => (a.day < b.day ? 1 : -1));
}
