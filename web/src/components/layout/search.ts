/** Where searches go (SPEC §2 Search section). */

export const SEARCH_KINDS = ['articles', 'shop', 'games', 'redeem'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * The search pages that exist so far (a path that is the 404 page is not a search page to stay on).
 * **When you build one, add it here** and its route to app/router.tsx.
 */
export const BUILT_SEARCH_KINDS: readonly SearchKind[] = ['articles', 'shop', 'games', 'redeem'];

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
 * The site search box (Enter only): the current search page, or articles search when not on one
 * (a search page not built yet counts as not on one). Blank text goes nowhere.
 */
export function siteSearchTarget(pathname: string, text: string): string | null {
  const q = text.trim();
  if (!q) return null;
  const kind = currentSearchKind(pathname);
  return searchUrl(`/search/${kind && BUILT_SEARCH_KINDS.includes(kind) ? kind : 'articles'}`, q);
}
