const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** 'Mar 4, 2026' for the article's YYYY-MM-DD (a calendar date, so read in UTC). */
export function formatArticleDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : dateFormat.format(d);
}

/** The empty state of an article search (/articles and /search/articles say it alike). */
export const noArticlesMatch = (query: string) => `No articles match '${query}'`;
