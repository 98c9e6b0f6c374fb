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

// Created on first use: only the pages that show a date pay for the formatter.
let mediumDate: Intl.DateTimeFormat | null = null;

/** 'Nov 21, 2026' in the browser's locale and zone. */
export function formatDate(iso: string): string {
  mediumDate ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? mediumDate.format(ms) : '';
}

/** '1 entry', '3 entries': a count and its noun, singular for exactly one. */
export function countOf(n: number, one: string, many: string): string {
  return `${groupDigits(n)} ${n === 1 ? one : many}`;
}
