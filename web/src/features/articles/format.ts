// en-US's medium date, spelled out rather than asked of Intl.DateTimeFormat: the first Intl
// formatter of a page loads ICU data (tens of ms of main thread on a phone) as the list renders.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar 4, 2026' for the article's YYYY-MM-DD (a calendar date, so read in UTC). */
export function formatArticleDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** The empty state of an article search (/articles and /search/articles say it alike). */
export const noArticlesMatch = (query: string) => `No articles match '${query}'`;

/** The title is shown above; a markdown '# Title' repeating it at the top would show it twice. */
export function stripLeadingTitle(markdown: string, title: string): string {
  const m = /^\s*#\s+(.+)\n/.exec(markdown);
  return m && m[1].trim().toLowerCase() === title.trim().toLowerCase() ? markdown.slice(m[0].length) : markdown;
}
