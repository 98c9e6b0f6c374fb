import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { OFFERS_PAGE_SIZE } from '@pilotmiles/core';
import { useOfferBrowser } from './useOfferBrowser';
import { makeOffer, makeOffersPage } from '../../testing/builders';
import { renderHookWithProviders } from '../../testing/renderWithProviders';

/** The listing calls GET /api/swaarm/offers: a fake server answering 450 offers, 200 a page. */
const TOTAL = 450;
const calls: URLSearchParams[] = [];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string) => {
      const url = new URL(String(input));
      expect(url.pathname).toBe('/api/swaarm/offers');
      calls.push(url.searchParams);
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      const items = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - offset)) }, (_, i) =>
        makeOffer({ id: `o${offset + i}`, name: `${url.searchParams.get('sortBy')} ${offset + i}` }),
      );
      return new Response(JSON.stringify({ data: makeOffersPage(items, { offset, limit, total: TOTAL }) }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  calls.length = 0;
});

function renderBrowser(category: Parameters<typeof useOfferBrowser>[0] = null) {
  return renderHookWithProviders(({ cat }) => useOfferBrowser(cat), { initialProps: { cat: category } });
}

const last = () => Object.fromEntries(calls.at(-1)!);

describe('useOfferBrowser', () => {
  it('asks for the first 200 with the catalogue defaults', async () => {
    const { result } = renderBrowser();
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    expect(last()).toEqual({ limit: String(OFFERS_PAGE_SIZE), offset: '0', sortBy: 'mostPopular', platform: 'all' });
    expect(result.current.list.offers).toHaveLength(200);
    expect(result.current.list.hasMore).toBe(true);
    expect(result.current.filterBar.platforms).toEqual({
      all: 'All Platforms',
      android: 'Android',
      ios: 'iOS',
      web: 'Web',
    });
  });

  it('Load More raises the offset by the limit and appends, until limit + offset reaches the total', async () => {
    const { result } = renderBrowser();
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    act(() => result.current.list.onLoadMore());
    await waitFor(() => expect(result.current.list.offers).toHaveLength(400));
    expect(last().offset).toBe('200');
    expect(result.current.list.offers![399]!.id).toBe('o399');
    act(() => result.current.list.onLoadMore());
    await waitFor(() => expect(result.current.list.offers).toHaveLength(TOTAL));
    expect(last().offset).toBe('400');
    expect(result.current.list.hasMore).toBe(false);
  });

  it('a new sort, platform or search starts again at offset 0 and replaces the list', async () => {
    const { result } = renderBrowser();
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    act(() => result.current.list.onLoadMore());
    await waitFor(() => expect(result.current.list.offers).toHaveLength(400));

    act(() => result.current.filterBar.onSortChange('nameAZ'));
    await waitFor(() => expect(result.current.list.offers?.[0]?.name).toBe('nameAZ 0'));
    expect(last()).toMatchObject({ offset: '0', sortBy: 'nameAZ' });
    expect(result.current.list.offers).toHaveLength(200);

    act(() => result.current.filterBar.onPlatformChange('ios'));
    await waitFor(() => expect(last()).toMatchObject({ offset: '0', platform: 'ios' }));

    act(() => result.current.filterBar.onSearchTextChange('  dragon '));
    await waitFor(() => expect(last()).toMatchObject({ offset: '0', search: 'dragon' }));
    expect(result.current.filterBar.searchText).toBe('  dragon ');
  });

  it("sends the category's tags comma-joined, and a new category starts again at 0", async () => {
    const { result, rerender } = renderBrowser('Games');
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    expect(last().tags).toBe('category:game');
    rerender({ cat: 'Apps' });
    await waitFor(() => expect(last().tags).toBe('category:explore,category:signup'));
    expect(last().offset).toBe('0');
  });

  it('reports a refused first page at once (no retries), as an error with its message', async () => {
    const refusal = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Catalogue unavailable', code: 'validation/invalid-input' }), {
          status: 400,
        }),
    );
    vi.stubGlobal('fetch', refusal);
    const { result } = renderBrowser();
    await waitFor(() => expect(result.current.list.status).toBe('error'));
    expect(result.current.list.error).toBe('Catalogue unavailable');
    expect(refusal).toHaveBeenCalledOnce();
  });
});
