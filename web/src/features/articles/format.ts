const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** 'Mar 4, 2026' for the article's YYYY-MM-DD (a calendar date, so read in UTC). */
export function formatArticleDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : dateFormat.format(d);
}

/** The seconds a 'too early' message names ('... 12 more seconds'), else null. */
export function secondsInMessage(message: string): number | null {
  const m = /(\d+)\s*(?:more\s+)?(?:s\b|sec|second)/i.exec(message);
  return m ? Number(m[1]) : null;
}
