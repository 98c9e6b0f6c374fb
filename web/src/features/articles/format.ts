import { readTime } from '@pilotmiles/core';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** 'Mar 4, 2026' for the article's YYYY-MM-DD (a calendar date, so read in UTC). */
export function formatArticleDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : dateFormat.format(d);
}

/**
 * 'N min read' from readTime (SPEC §9): whole minutes, rounded up from 30 leftover seconds, and
 * never below 1 so a short article still reads as a minute.
 */
export function readTimeText(contentLength: number): string {
  const { minutes, secondsLeft } = readTime(contentLength);
  return `${Math.max(1, minutes + (secondsLeft >= 30 ? 1 : 0))} min read`;
}

/** The seconds a 'too early' message names ('... 12 more seconds'), else null. */
export function secondsInMessage(message: string): number | null {
  const m = /(\d+)\s*(?:more\s+)?(?:s\b|sec|second)/i.exec(message);
  return m ? Number(m[1]) : null;
}
