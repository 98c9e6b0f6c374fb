/** Groups ledger entries by the local day they happened on, for the by-day history. */
import { dayKey, type Transaction } from '@pilotmiles/core';

export interface DayGroup {
  /** YYYY-MM-DD in the given zone. */
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
function dateLabel(day: string, today: string, locale?: string): string {
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

/**
 * Entries (newest first, as the API sends them) in day groups, newest day first. `zone` is the
 * browser's: a person reads "Today" as their own today.
 */
export function groupByDay(items: Transaction[], zone: string, now: Date = new Date(), locale?: string): DayGroup[] {
  const today = dayKey(now, zone);
  const yesterday = previousDay(today);
  const groups = new Map<string, DayGroup>();
  for (const tx of items) {
    const day = dayKey(new Date(tx.created_at), zone);
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
