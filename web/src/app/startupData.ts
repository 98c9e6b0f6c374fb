/**
 * A visitor's public page asks for its data as the app starts, alongside the page's own module,
 * rather than after its first render (main.tsx). Visitors only: a member's query keys carry the
 * uid, known once Auth has loaded. The page's query finds the request in flight in the cache
 * under the same key, and does not ask again.
 *
 * The response is handed over only once the app has mounted (appMounted, from App): a prerendered
 * page is hydrated with its loading skeleton, and data already in the cache would make the first
 * render differ from the markup (React would then throw the markup away and render again).
 *
 * The /offers shell goes further: its HTML starts the listing's request itself, before the bundle
 * has even downloaded (`htmlStartedFetch`, written by scripts/prerender.mjs); the query here takes
 * that response over when it is the one it would have asked for.
 */
import type { QueryClient } from '@tanstack/react-query';
import { parseOfferCategory, type OffersPage } from '@pilotmiles/core';
import { articleKeys, fetchArticle, fetchArticleHeaders } from '../features/articles/articlesApi';
import {
  fetchOffersPage,
  initialOfferFilters,
  offersListingOptions,
  offersPageQuery,
  type OfferFilters,
} from '../features/offers/offersApi';
import { EAGER_OFFER_IMAGES, showShellOfferImages } from '../features/offers/shellImages';

declare global {
  interface Window {
    /** A request the page's HTML started before the app (see htmlStartedFetch). */
    pmStartupFetch?: { url: string; response: Promise<Response> };
  }
}

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

/** The /api request for /offers' first page as the app would make it (lib/api leaves out empty values). */
function offersListingUrl(filters: OfferFilters): string {
  const query = offersPageQuery(filters, 0);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== '') params.set(key, String(value));
  return `/api/swaarm/offers?${params}`;
}

/** The request a page's HTML starts for its data (scripts/prerender.mjs inlines it): the path's own, or none. */
export function htmlStartedFetch(pathname: string): string | null {
  return pathname === '/offers' ? offersListingUrl(initialOfferFilters(null)) : null;
}

/**
 * What the page's HTML does with that response before the app has loaded, as script source
 * (scripts/prerender.mjs inlines it after starting the request), or nothing.
 */
export function htmlStartedFetchThen(pathname: string): string | null {
  return pathname === '/offers'
    ? `(${showShellOfferImages.toString()})(window.pmStartupFetch.response,${EAGER_OFFER_IMAGES})`
    : null;
}

/**
 * The response to `url` that the HTML already asked for, once (a later refetch asks again); null
 * when it asked for nothing else or failed, so the caller asks itself and words any error as usual.
 */
async function takeHtmlStartedFetch<T>(url: string): Promise<T | null> {
  const started = window.pmStartupFetch;
  if (started?.url !== url) return null;
  delete window.pmStartupFetch;
  const res = await started.response.catch(() => null);
  if (!res?.ok) return null;
  const body = (await res.json().catch(() => null)) as { data?: T } | null;
  return body?.data ?? null;
}

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
  if (pathname === '/offers') {
    const filters = initialOfferFilters(parseOfferCategory(new URLSearchParams(search).get('category')));
    const options = offersListingOptions(filters);
    queryClient.setQueryDefaults(options.queryKey, FRESH);
    void queryClient.prefetchInfiniteQuery({
      ...options,
      queryFn: afterMount(
        async (signal) =>
          (await takeHtmlStartedFetch<OffersPage>(offersListingUrl(filters))) ?? fetchOffersPage(filters, 0, signal),
      ),
    });
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
