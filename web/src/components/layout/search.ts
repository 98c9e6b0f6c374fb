/** Where searches go (SPEC §2 Search section). */

export const SEARCH_KINDS = ['articles', 'shop', 'games', 'redeem'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The search page the visitor is on ('articles' for /search/articles...), or null. */
export function currentSearchKind(pathname: string): SearchKind | null {
  const match = /^\/search\/([^/]+)\/?$/.exec(pathname);
  const kind = match?.[1];
  return kind && (SEARCH_KINDS as readonly string[]).includes(kind) ? (kind as SearchKind) : null;
}

export function searchUrl(path: string, text: string): string {
  return `${path}?${new URLSearchParams({ q: text })}`;
}

/**
 * The site search box (Enter only): the current search page, or articles search when not on one.
 * Blank text goes nowhere.
 */
export function siteSearchTarget(pathname: string, text: string): string | null {
  const q = text.trim();
  if (!q) return null;
  return searchUrl(`/search/${currentSearchKind(pathname) ?? 'articles'}`, q);
}
