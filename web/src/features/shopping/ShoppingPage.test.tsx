import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@pilotmiles/core';
import { makeBrandCards, makeBrandsPage, makeShoppingDashboard, makeHome } from '../../testing/builders';
import { fakeApi, ok } from '../../testing/fakeApi';
import { LocationProbe } from '../../testing/LocationProbe';
import { renderWithProviders } from '../../testing/renderWithProviders';

const mocks = vi.hoisted(() => ({ user: null as User | null }));

const { default: ShoppingPage } = await import('./ShoppingPage');

const server = fakeApi();

beforeEach(() => {
  mocks.user = null;
  server.routes['GET /api/shopping/v2'] = () =>
    ok(makeHome({ brands: makeBrandsPage(makeBrandCards(3), { total: 5, limit: 3 }) }));
  server.routes['GET /api/shopping'] = ({ query }) => {
    if (query.q === 'zzz') return ok(makeBrandsPage([], { total: 0 }));
    if (query.offset === '3') return ok(makeBrandsPage(makeBrandCards(2, 4), { total: 5, offset: 3 }));
    return ok(makeBrandsPage(makeBrandCards(2, 100), { total: 2 }));
  };
  server.routes['GET /api/shopping/dashboard'] = () => ok(makeShoppingDashboard());
});

function renderPage(path = '/shopping') {
  renderWithProviders(
    <>
      <ShoppingPage />
      <LocationProbe />
    </>,
    { user: mocks.user, route: path },
  );
}

const location = () => screen.getByTestId('location').textContent;
const names = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('ShoppingPage', () => {
  it("asks a visitor's page once, without a token: the rows, the categories and the first page of brands", async () => {
    renderPage();
    await screen.findByRole('list', { name: 'All brands' });
    expect(names('All brands')).toEqual(['Brand 1', 'Brand 2', 'Brand 3']);
    expect(names('Featured brands')).toEqual(['Featured One']);
    expect(screen.getByRole('button', { name: 'Fashion (12)' })).toBeInTheDocument();
    expect(server.asked.map((a) => `${a.method} ${a.path}`)).toEqual(['GET /api/shopping/v2']);
    expect(server.asked[0]!.auth).toBeNull();
    expect(screen.getByRole('region', { name: 'Sign in to earn cashback' })).toBeInTheDocument();
  });

  it('loads the next page of all brands from the offset where the first ended', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(names('All brands')).toHaveLength(5));
    expect(server.to('GET /api/shopping')[0]!.query).toEqual({ sort: 'popular', limit: '48', offset: '3' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches as the member types (debounced, in the URL as q), showing only the matches', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'All brands' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search stores' }), { target: { value: '  north ' } });
    await waitFor(() => expect(location()).toBe('/shopping?q=north'));
    await waitFor(() => expect(names('Matching brands')).toEqual(['Brand 100', 'Brand 101']));
    expect(server.to('GET /api/shopping').map((a) => a.query)).toEqual([
      { q: 'north', sort: 'popular', limit: '48', offset: '0' },
    ]);
    expect(screen.queryByRole('list', { name: 'Featured brands' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search stores' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No brands match your filters.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(location()).toBe('/shopping'));
    await waitFor(() => expect(names('All brands')).toHaveLength(3));
  });

  it('opens with the search and the category of the URL, and a chip or the sort asks again', async () => {
    renderPage('/shopping?q=north&category=fashion');
    await screen.findByRole('list', { name: 'Matching brands' });
    expect(screen.getByRole('searchbox', { name: 'Search stores' })).toHaveValue('north');
    expect(screen.getByRole('button', { name: 'Fashion (12)' })).toHaveAttribute('aria-pressed', 'true');
    expect(server.to('GET /api/shopping')[0]!.query).toMatchObject({ q: 'north', category: 'fashion' });

    fireEvent.click(screen.getByRole('button', { name: 'Electronics (8)' }));
    await waitFor(() => expect(location()).toBe('/shopping?q=north&category=electronics'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'name' } });
    await waitFor(() =>
      expect(server.to('GET /api/shopping').at(-1)!.query).toEqual({
        q: 'north',
        category: 'electronics',
        sort: 'name',
        limit: '48',
        offset: '0',
      }),
    );
  });

  it("shows a member's cashback, asked with their token", async () => {
    mocks.user = { uid: 'u1', total_coins: 500 } as User;
    renderPage();
    const strip = await screen.findByRole('region', { name: 'Your cashback' });
    await waitFor(() =>
      expect(within(strip).getByRole('group', { name: 'Pending cashback' })).toHaveTextContent('673 PM'),
    );
    expect(server.to('GET /api/shopping/dashboard')[0]!.auth).toBe('Bearer member-token');
    expect(screen.queryByRole('region', { name: 'Sign in to earn cashback' })).not.toBeInTheDocument();
  });

  it('asks for all brands on its own when /shopping/v2 fails, and shows the failure with a retry', async () => {
    server.routes['GET /api/shopping/v2'] = () => [429, { message: 'Too many requests', code: 'rate-limited' }];
    renderPage();
    expect(await screen.findByText('Error loading brands: Too many requests')).toBeInTheDocument();
    await waitFor(() => expect(names('All brands')).toEqual(['Brand 100', 'Brand 101']));
    expect(screen.getByRole('button', { name: 'All' })).toBeInTheDocument();
  });
});
