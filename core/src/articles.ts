/** Article rules (docs/articles.md): read time, the claim countdown, images and the messages. */

/** The claim button unlocks after this many seconds on the page; the server enforces it too. */
export const ARTICLE_CLAIM_SECONDS = 20;
/** Reading speed behind the read time: content_length counts words. */
export const ARTICLE_WORDS_PER_MINUTE = 200;

export interface ReadTime {
  minutes: number;
  secondsLeft: number;
  secondsFull: number;
}

/**
 * content_length / 200: minutes is the whole quotient, secondsLeft the remainder scaled
 * to 60 and rounded down to a whole second (so it runs 0..59 and never reads '0 min 60 s').
 */
export function readTime(contentLength: number): ReadTime {
  const q = Math.max(0, contentLength) / ARTICLE_WORDS_PER_MINUTE;
  const minutes = Math.floor(q);
  return { minutes, secondsLeft: Math.floor((q - minutes) * 60), secondsFull: ARTICLE_CLAIM_SECONDS };
}

/**
 * 'N min read', the one read-time label (the list's cards and the article page both show it).
 * Rounding: to the nearest minute, half a minute rounding up, from readTime's parts: N = minutes,
 * plus one when secondsLeft >= 30; never below 1, so a short article still reads as a minute.
 * 299 words (1 min 29 s) is '1 min read', 300 words (1 min 30 s) '2 min read'.
 */
export function readTimeLabel(contentLength: number): string {
  const { minutes, secondsLeft } = readTime(contentLength);
  return `${Math.max(1, minutes + (secondsLeft >= 30 ? 1 : 0))} min read`;
}

/** Word count of markdown, as stored in content_length. */
export function countWords(markdown: string): number {
  return markdown
    .replace(/!\[[^\]]*]\([^)]*\)/g, ' ')
    .replace(/[#>*_`~[\]()-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

/** The intro is everything before the first level-2 heading; the rest follows the image. */
export function splitIntro(markdown: string): { intro: string; rest: string } {
  const match = /^## /m.exec(markdown);
  if (!match) return { intro: markdown.trim(), rest: '' };
  return { intro: markdown.slice(0, match.index).trim(), rest: markdown.slice(match.index).trim() };
}

/** The image shown when an article has none of its own: named after the slug, served locally. */
export const defaultArticleImage = (slug: string) => `/images/articles/${slug}.svg`;

/**
 * Whether `img` is the default image of another of `slugs` (`/images/articles/{otherSlug}.svg`): the
 * article would show that article's picture. The seed refuses such an img; an article shows its own
 * default (img null) or an image made for it.
 */
export function isAnotherArticlesImage(slug: string, img: string | null, slugs: readonly string[]): boolean {
  return !!img && slugs.some((other) => other !== slug && defaultArticleImage(other) === img);
}

export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ARTICLE_SLUG_MAX = 120;
/** Longest article search the API takes (GET /articles/headers?searchQuery=). */
export const ARTICLE_SEARCH_MAX = 100;

/** How many articles a day's cap allows (for the Daily Limit Reached modal). */
export const articlesPerDay = (perArticle: number, cap: number) => (perArticle > 0 ? Math.floor(cap / perArticle) : 0);

export const ARTICLE_MESSAGES = {
  signInToClaim: 'Please sign in to claim this article',
  /** Toast on /articles after an unknown slug redirected there. */
  notFound: 'Article not found',
  missionCompleted: 'Mission Completed!',
  claimArticle: 'Claim Article',
  continueExploring: 'Continue Exploring',
} as const;
