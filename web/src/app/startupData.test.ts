import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { htmlStartedFetch, prefetchPublicData } from './startupData';
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

async function prefetch(search: string) {
  const client = new QueryClient();
  prefetchPublicData(client, { pathname: '/offers', search }, { hydrating: false });
  const filters = initialOfferFilters(search ? 'Games' : null);
  await vi.waitFor(() => expect(client.getQueryData(offerKeys.list(filters))).toBeDefined());
  return client.getQueryData(offerKeys.list(filters));
}

describe('the /offers listing at start', () => {
  it("is the very request the shell's HTML starts: the default filters' first page", () => {
    expect(htmlStartedFetch('/offers')).toBe('/api/swaarm/offers?limit=200&offset=0&sortBy=mostPopular&platform=all');
    expect(htmlStartedFetch('/offers/in-progress')).toBeNull();
  });

  it('takes over the response the HTML asked for, without asking again', async () => {
    window.pmStartupFetch = { url: htmlStartedFetch('/offers')!, response: Promise.resolve(answer()) };
    expect(await prefetch('')).toEqual({ pages: [page], pageParams: [0] });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.pmStartupFetch).toBeUndefined();
  });

  it('asks itself when the HTML asked for another request, or its request failed', async () => {
    window.pmStartupFetch = { url: htmlStartedFetch('/offers')!, response: Promise.resolve(answer()) };
    expect(await prefetch('?category=games')).toEqual({ pages: [page], pageParams: [0] });
    expect(String(fetchSpy.mock.calls[0]![0])).toContain('tags=');
    fetchSpy.mockClear();
    window.pmStartupFetch = { url: htmlStartedFetch('/offers')!, response: Promise.reject(new TypeError('offline')) };
    expect(await prefetch('')).toEqual({ pages: [page], pageParams: [0] });
    expect(fetchSpy).toHaveBeenCalledOnce();
  });
});
