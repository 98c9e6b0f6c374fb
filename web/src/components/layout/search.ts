/** Where searches go (docs/product.md "The site search"). */

export const SEARCH_KINDS = ['articles', 'shop', 'games', 'redeem'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * The search kinds that have a page (their routes are in app/shells/classic/routes.tsx): all four
 * today. A kind without a page would be the 404 page, not a search page to stay on, so a new kind
 * is added here together with its route.
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
