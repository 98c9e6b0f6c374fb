import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { htmlStart, prefetchPublicData } from './startupData';
import { articleKeys } from '../features/articles/articlesApi';
import { sweepstakeKeys } from '../features/sweepstakes/sweepstakesApi';
import { initialOfferFilters, offerKeys } from '../features/offers/offersApi';
import { makeOffer, makeOffersPage } from '../testing/builders';

const page = makeOffersPage([makeOffer()], { offset: 0, limit: 200, total: 1 });
const answer = () => new Response(JSON.stringify({ data: page }), { headers: { 'content-type': 'application/json' } });
const fetchSpy = vi.fn(async (_url: URL | string) => answer());

beforeEach(() => vi.stubGlobal('fetch', fetchSpy));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
  delete window.pmStartupFetch;
});

/** The URL the shell's HTML asks for on `pathname` (its script expression, evaluated there). */
function htmlStartedUrl(render: string, pathname = render): string | null {
  const start = htmlStart(render);
  return start && (new Function('location', `return ${start.url}`)({ pathname }) as string);
}

async function prefetch(search: string) {
  const client = new QueryClient();
  prefetchPublicData(client, { pathname: '/offers', search }, { hydrating: false });
  const filters = initialOfferFilters(search ? 'Games' : null);
  await vi.waitFor(() => expect(client.getQueryData(offerKeys.list(filters))).toBeDefined());
  return client.getQueryData(offerKeys.list(filters));
}

describe('the /offers listing at start', () => {
  it("is the very request the shell's HTML starts: the default filters' first page", () => {
    expect(htmlStartedUrl('/offers')).toBe('/api/swaarm/offers?limit=200&offset=0&sortBy=mostPopular&platform=all');
    expect(htmlStartedUrl('/offers/in-progress')).toBeNull();
  });

  it('takes over the response the HTML asked for, without asking again', async () => {
    window.pmStartupFetch = { url: htmlStartedUrl('/offers')!, response: Promise.resolve(answer()) };
    expect(await prefetch('')).toEqual({ pages: [page], pageParams: [0] });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.pmStartupFetch).toBeUndefined();
  });

  it('asks itself when the HTML asked for another request, or its request failed', async () => {
    window.pmStartupFetch = { url: htmlStartedUrl('/offers')!, response: Promise.resolve(answer()) };
    expect(await prefetch('?category=games')).toEqual({ pages: [page], pageParams: [0] });
    expect(String(fetchSpy.mock.calls[0]![0])).toContain('tags=');
    fetchSpy.mockClear();
    window.pmStartupFetch = { url: htmlStartedUrl('/offers')!, response: Promise.reject(new TypeError('offline')) };
    expect(await prefetch('')).toEqual({ pages: [page], pageParams: [0] });
    expect(fetchSpy).toHaveBeenCalledOnce();
  });
});

describe('the article pages at start', () => {
  it("take over the list's and an article's responses the HTML asked for", async () => {
    const headers = [{ slug: 'a', title: 'A', date: '2026-11-20', excerpt: '', img: null, content_length: 10 }];
    window.pmStartupFetch = {
      url: htmlStartedUrl('/articles')!,
      response: Promise.resolve(new Response(JSON.stringify({ data: headers }))),
    };
    const client = new QueryClient();
    prefetchPublicData(client, { pathname: '/articles', search: '' }, { hydrating: false });
    await vi.waitFor(() => expect(client.getQueryData(articleKeys.headers(null, ''))).toEqual(headers));

    // One shell serves every article: its HTML asks for the article of the path it is served for.
    const url = htmlStartedUrl('/articles/_', '/articles/fly%20for%20less');
    expect(url).toBe('/api/articles/fly%20for%20less');
    const article = { ...headers[0], slug: 'fly for less', content: '# A' };
    window.pmStartupFetch = { url: url!, response: Promise.resolve(new Response(JSON.stringify({ data: article }))) };
    prefetchPublicData(client, { pathname: '/articles/fly%20for%20less', search: '' }, { hydrating: false });
    await vi.waitFor(() => expect(client.getQueryData(articleKeys.article('fly for less', null))).toEqual(article));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('/sweepstakes at start', () => {
  it("takes over the open sweepstakes the HTML asked for as the section's first page", async () => {
    const open = { items: [{ id: 's1', image_url: '/s1.svg' }], nextCursor: null };
    const url = htmlStartedUrl('/sweepstakes');
    expect(url).toBe('/api/sweepstakes?status=active&limit=12');
    window.pmStartupFetch = { url: url!, response: Promise.resolve(new Response(JSON.stringify({ data: open }))) };
    // Open has fewer than a page: the section reads on into no further status (open is one status).
    const client = new QueryClient();
    prefetchPublicData(client, { pathname: '/sweepstakes', search: '' }, { hydrating: false });
    await vi.waitFor(() =>
      expect(client.getQueryData(sweepstakeKeys.list('open', null))).toEqual({
        pages: [{ items: open.items, next: null }],
        pageParams: [{ index: 0, cursor: null }],
      }),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
