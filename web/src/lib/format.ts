/**
 * Small display formats several features share. Plain arithmetic where it can be (see
 * core/money.ts: the first Intl number formatter a page creates costs ICU data on a phone).
 */
import { formatHms } from '@pilotmiles/core';

const DAY_MS = 24 * 60 * 60 * 1000;

/** '1,234,567' for a whole number. */
export const groupDigits = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** '$5', '$1,000': whole dollars (sweepstake prizes, reward values). */
export const formatWholeDollars = (usd: number) => `$${groupDigits(usd)}`;

/**
 * A live countdown: 'HH:MM:SS' under a day (core's formatHms), '3d 04:12:09' beyond it; never
 * negative. Seconds round up, as formatHms does, so it reads 00:00:00 only once the time is up.
 */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000)) * 1000;
  const days = Math.floor(total / DAY_MS);
  const rest = formatHms(total - days * DAY_MS);
  return days > 0 ? `${days}d ${rest}` : rest;
}

// Every member-facing date reads 'Nov 21, 2026' (en-US's medium date, as the articles always did):
// one form, from these functions. Spelled out rather than asked of Intl.DateTimeFormat, whose first
// use on a page loads ICU data (tens of ms of main thread on a phone).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Nov 21, 2026': a moment, on the browser's clock (its zone). '' for an unreadable value. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

/** 'Nov 21': a moment in the current year's short form. */
export function formatDayMonth(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${MONTHS[d.getMonth()]} ${d.getDate()}`;
}

/** 'Nov 21, 2026' for '2026-11-21', a calendar day (read in UTC, so no zone moves it a day); else the key. */
export function formatCalendarDate(key: string): string {
  const d = new Date(`${key}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? key : `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** '1 entry', '3 entries': a count and its noun, singular for exactly one. */
export function countOf(n: number, one: string, many: string): string {
  return `${groupDigits(n)} ${n === 1 ? one : many}`;
}
