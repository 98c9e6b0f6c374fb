/** How the admin pages word dates, ages and dollar amounts. */

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** 'Nov 23, 2026, 5:30 PM'; a dash when missing or not a date. */
export function formatDateTime(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? dateTime.format(d) : '—';
}

/** 'Nov 30, 2026'; a dash when missing or not a date. */
export function formatDate(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? date.format(d) : '—';
}

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** 'Nov 18, 2026' for the calendar day '2026-11-18' (read in UTC, so no time zone moves it a day); the text itself when not a day. */
export function formatDay(key: string): string {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(key) ? Date.parse(`${key}T00:00:00Z`) : NaN;
  return Number.isNaN(ms) ? key : day.format(ms);
}

/** '5:30 PM'; a dash when missing or not a date. */
export function formatTime(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? time.format(d) : '—';
}

/** '$1.25' for a network payout in dollars; a dash for manual credits (no payout). */
export function formatPayout(usd: number | null): string {
  return usd === null ? '—' : `$${usd.toFixed(2)}`;
}

const wholeUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const centsUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** '$25', '$1,000', '$7.50' for a reward's value in dollars (whole dollars show no cents). */
export function formatUsd(value: number): string {
  return (Number.isInteger(value) ? wholeUsd : centsUsd).format(value);
}

const HOUR_MS = 60 * 60 * 1000;

/** How long ago: '5 min', '3 h', '2 days'. */
export function formatAge(iso: string, now: Date = new Date()): string {
  const ms = Math.max(0, now.getTime() - new Date(iso).getTime());
  if (ms < HOUR_MS) return `${Math.floor(ms / 60_000)} min`;
  if (ms < 24 * HOUR_MS) return `${Math.floor(ms / HOUR_MS)} h`;
  const days = Math.floor(ms / (24 * HOUR_MS));
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
