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
 * The shells go further: their HTML starts the page's request itself, before the bundle has even
 * downloaded (`htmlStart`, written by scripts/prerender.mjs); the query here takes that response
 * over when it is the one it would have asked for.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  parseOfferCategory,
  type Article,
  type ArticleHeader,
  type OffersPage,
  type SweepstakesPage,
} from '@pilotmiles/core';
import { showShellContent, type ShellContent } from './firstScreen';
import { apiPath } from '../lib/api';
import { articleKeys, fetchArticle, fetchArticleHeaders } from '../features/articles/articlesApi';
import { articlePictures, articleShellText, EAGER_ARTICLE_IMAGES } from '../features/articles/shellImages';
import {
  fetchOffersPage,
  initialOfferFilters,
  offersListingOptions,
  offersPageQuery,
  type OfferFilters,
} from '../features/offers/offersApi';
import { EAGER_OFFER_IMAGES, offerPictures } from '../features/offers/shellImages';
import {
  fetchSection,
  SWEEPSTAKES_PAGE_SIZE,
  sweepstakesSectionOptions,
  TAB_STATUSES,
} from '../features/sweepstakes/sweepstakesApi';
import { EAGER_SWEEPSTAKE_IMAGES, sweepstakePictures } from '../features/sweepstakes/shellImages';

declare global {
  interface Window {
    /** A request the page's HTML started before the app (see htmlStart). */
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

/** The /api requests of the pages' first screens, as the app makes them (lib/api's apiPath). */
const offersListingUrl = (filters: OfferFilters) => apiPath('/swaarm/offers', offersPageQuery(filters, 0));
const articleHeadersUrl = (searchQuery: string) => apiPath('/articles/headers', { searchQuery });
const articleUrl = (slug: string) => apiPath(`/articles/${encodeURIComponent(slug)}`);
/** The first request of /sweepstakes' first section (fetchSection's, for the open ones). */
const openSweepstakesUrl = () =>
  apiPath('/sweepstakes', { status: TAB_STATUSES.open[0], limit: SWEEPSTAKES_PAGE_SIZE });
/** articleUrl of the page's own slug, in the HTML (an article shell serves every article path). */
const ARTICLE_URL_FROM_PATH = `'/api/articles/'+encodeURIComponent(decodeURIComponent(location.pathname.split('/')[2]))`;

/**
 * What a shell's HTML asks for before the app has loaded (scripts/prerender.mjs inlines it), for a
 * visitor's view of the page's path: `url`, a script expression giving the request's URL (the
 * app's own request for the page, which it then takes over: takeHtmlStartedFetch), and `then`,
 * script source run with `window.pmStartupFetch.response`: what the shell shows of it meanwhile.
 */
export interface HtmlStart {
  url: string;
  then?: string;
}

const shellContent = (pick: (data: unknown) => ShellContent, count = 0) =>
  `(${showShellContent.toString()})(window.pmStartupFetch.response,${pick.toString()},${count})`;

export function htmlStart(render: string): HtmlStart | null {
  switch (render) {
    case '/offers':
      return {
        url: JSON.stringify(offersListingUrl(initialOfferFilters(null))),
        then: shellContent(offerPictures, EAGER_OFFER_IMAGES),
      };
    case '/articles':
      return { url: JSON.stringify(articleHeadersUrl('')), then: shellContent(articlePictures, EAGER_ARTICLE_IMAGES) };
    case '/articles/_':
      // The article's own path; its title and first paragraph in the shell (its picture comes
      // after the intro, below the first screen).
      return { url: ARTICLE_URL_FROM_PATH, then: shellContent(articleShellText) };
    case '/sweepstakes':
      return {
        url: JSON.stringify(openSweepstakesUrl()),
        then: shellContent(sweepstakePictures, EAGER_SWEEPSTAKE_IMAGES),
      };
    default:
      return null;
  }
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
    void queryClient.prefetchQuery({
      queryKey,
      queryFn: afterMount(
        async (signal) =>
          (await takeHtmlStartedFetch<ArticleHeader[]>(articleHeadersUrl(q))) ?? fetchArticleHeaders(q, signal),
      ),
    });
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
  if (pathname === '/sweepstakes') {
    const options = sweepstakesSectionOptions('open', null);
    void queryClient.prefetchInfiniteQuery({
      ...options,
      queryFn: afterMount(async (signal) =>
        fetchSection(
          TAB_STATUSES.open,
          options.initialPageParam,
          SWEEPSTAKES_PAGE_SIZE,
          signal,
          await takeHtmlStartedFetch<SweepstakesPage>(openSweepstakesUrl()),
        ),
      ),
    });
    return;
  }
  const article = /^\/articles\/([^/]+)$/.exec(pathname);
  if (article) {
    const slug = decodeURIComponent(article[1]!);
    const queryKey = articleKeys.article(slug, null);
    queryClient.setQueryDefaults(queryKey, FRESH);
    void queryClient.prefetchQuery({
      queryKey,
      queryFn: afterMount(
        async (signal) => (await takeHtmlStartedFetch<Article>(articleUrl(slug))) ?? fetchArticle(slug, signal),
      ),
    });
  }
}
