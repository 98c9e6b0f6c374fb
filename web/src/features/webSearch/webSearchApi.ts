/** POST /web-search (docs/web-search.md "API"): its query keys, the call and the hook. */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { WebSearchResponse } from '@pilotmiles/core';
import { api } from '../../lib/api';

export const webSearchKeys = {
  all: ['webSearch'] as const,
  /** One member's search for one query (its pages). */
  search: (uid: string | null, q: string) => ['webSearch', uid, q] as const,
};

/** One page of results; page 0 is a new search, the one that can earn. */
export const postWebSearch = (q: string, offset: number, signal?: AbortSignal) =>
  api<WebSearchResponse>('/web-search', { method: 'POST', body: { q, offset }, signal });

/**
 * The member's search for `q`, page by page ('Load more'). Asked once: a search is never repeated
 * behind the member's back (a refetch would be a new search to the server), so the results stay
 * until the query changes or ten minutes pass. `onFirstPage` runs when a new search is answered.
 */
export function useWebSearch(
  uid: string | null,
  q: string,
  enabled: boolean,
  onFirstPage: (page: WebSearchResponse) => void,
) {
  return useInfiniteQuery({
    queryKey: webSearchKeys.search(uid, q),
    queryFn: async ({ pageParam, signal }) => {
      const page = await postWebSearch(q, pageParam, signal);
      if (pageParam === 0) onFirstPage(page);
      return page;
    },
    initialPageParam: 0,
    getNextPageParam: (last: WebSearchResponse) => (last.has_more ? last.offset + 1 : undefined),
    enabled,
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
