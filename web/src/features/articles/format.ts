import { formatCalendarDate } from '../../lib/format';

/** 'Mar 4, 2026' for the article's YYYY-MM-DD (a calendar date): the app's one date form. */
export const formatArticleDate = formatCalendarDate;

/** The empty state of an article search (/articles and /search/articles say it alike). */
export const noArticlesMatch = (query: string) => `No articles match '${query}'`;

/** The title is shown above; a markdown '# Title' repeating it at the top would show it twice. */
export function stripLeadingTitle(markdown: string, title: string): string {
  const m = /^\s*#\s+(.+)\n/.exec(markdown);
  return m && m[1].trim().toLowerCase() === title.trim().toLowerCase() ? markdown.slice(m[0].length) : markdown;
}
