/**
 * Query parameters other than category and q are carried over when navigating to a path without a
 * query; internal footer links also drop url (docs/app-shell.md "Everywhere").
 */
export const NOT_CARRIED = ['category', 'q'] as const;
export const NOT_CARRIED_FOOTER = ['category', 'q', 'url'] as const;

/** `to` with the current query carried over, unless `to` has a query of its own. */
export function withCarriedQuery(
  to: string,
  currentSearch: string,
  drop: readonly string[] = NOT_CARRIED,
): string {
  if (to.includes('?') || /^[a-z]+:/i.test(to)) return to;
  const params = new URLSearchParams(currentSearch);
  for (const key of drop) params.delete(key);
  const query = params.toString();
  if (!query) return to;
  const hashAt = to.indexOf('#');
  return hashAt >= 0 ? `${to.slice(0, hashAt)}?${query}${to.slice(hashAt)}` : `${to}?${query}`;
}
