/**
 * A visitor's public page asks for its data as the app starts, alongside the page's own module,
 * rather than after its first render (main.tsx). Visitors only: a member's query keys carry the
 * uid, known once Auth has loaded. The page's query finds the request in flight in the cache
 * under the same key, and does not ask again.
 *
 * The response is handed over only once the app has mounted (appMounted, from App): a prerendered
 * page is hydrated with its loading skeleton, and data already in the cache would make the first
 * render differ from the markup (React would then throw the markup away and render again).
 */
import type { QueryClient } from '@tanstack/react-query';
import { articleKeys, fetchArticle, fetchArticleHeaders } from '../features/articles/articlesApi';

/** Long enough that the page's query, mounting right after, does not ask again. */
const FRESH = { staleTime: 10_000 };

let mounted: () => void;
const appHasMounted = new Promise<void>((resolve) => (mounted = resolve));

/** Called once the app's first render (or hydration) is on screen. */
export function appMounted(): void {
  mounted();
}

/** The fetch and its result at once (nothing to hydrate: the first render may show the data). */
const now =
  <T>(fetch: (signal: AbortSignal) => Promise<T>) =>
  ({ signal }: { signal: AbortSignal }) =>
    fetch(signal);

/** The fetch at once; its result once the app has mounted. */
const afterAppMounted =
  <T>(fetch: (signal: AbortSignal) => Promise<T>) =>
  async ({ signal }: { signal: AbortSignal }) => {
    const data = await fetch(signal);
    await appHasMounted;
    return data;
  };

export function prefetchPublicData(
  queryClient: QueryClient,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  { hydrating }: { hydrating: boolean },
) {
  const afterMount = hydrating ? afterAppMounted : now;
  if (pathname === '/articles') {
    const q = new URLSearchParams(search).get('q')?.trim() ?? '';
    const queryKey = articleKeys.headers(null, q);
    queryClient.setQueryDefaults(queryKey, FRESH);
    void queryClient.prefetchQuery({ queryKey, queryFn: afterMount((signal) => fetchArticleHeaders(q, signal)) });
    return;
  }
  const article = /^\/articles\/([^/]+)$/.exec(pathname);
  if (article) {
    const slug = decodeURIComponent(article[1]!);
    const queryKey = articleKeys.article(slug, null);
    queryClient.setQueryDefaults(queryKey, FRESH);
    void queryClient.prefetchQuery({ queryKey, queryFn: afterMount((signal) => fetchArticle(slug, signal)) });
  }
}
