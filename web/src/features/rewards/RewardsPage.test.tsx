import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@pilotmiles/core';
import { makePaypal, makeReward } from '../../testing/builders';
import { LocationProbe } from '../../testing/LocationProbe';
import { renderWithProviders } from '../../testing/renderWithProviders';

const mocks = vi.hoisted(() => ({ user: null as User | null, openModal: vi.fn() }));
vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));

const { default: RewardsPage } = await import('./RewardsPage');

/** GET /api/rewards: every query it received, and the catalogue filtered by category. */
const queries: URLSearchParams[] = [];
const headers: Headers[] = [];

beforeEach(() => {
  mocks.user = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init?: RequestInit) => {
      const url = new URL(String(input));
      expect(url.pathname).toBe('/api/rewards');
      queries.push(url.searchParams);
      headers.push(new Headers(init?.headers));
      const all = [makeReward(), makePaypal()];
      const category = url.searchParams.get('category');
      return Response.json({
        data: { items: all.filter((r) => !category || r.category === category), countries: ['US'] },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  queries.length = 0;
  headers.length = 0;
});

function renderPage(path = '/rewards') {
  renderWithProviders(
    <>
      <RewardsPage />
      <LocationProbe />
    </>,
    { user: mocks.user, route: path },
  );
}

const last = () => Object.fromEntries(queries.at(-1)!);

describe('RewardsPage', () => {
  it('reads ?category= and ?q=, asks without a token, and keeps the tab in the URL', async () => {
    renderPage('/rewards?category=cash&q=pay');
    expect(await screen.findByRole('heading', { name: 'PayPal Cash' })).toBeInTheDocument();
    expect(last()).toEqual({ category: 'cash', q: 'pay', sort: 'popular' });
    expect(headers.at(-1)!.get('authorization')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(last()).toEqual({ q: 'pay', sort: 'popular' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/rewards\?q=pay$/);
  });

  it("asks for the member's sign-up country's rewards; a visitor sees every country's", async () => {
    mocks.user = { uid: 'u1', total_coins: 0, country: 'GB' } as User;
    renderPage();
    await screen.findByRole('heading', { name: 'PayPal Cash' });
    expect(last()).toMatchObject({ country: 'GB' });
    cleanup();
    mocks.user = null;
    renderPage();
    await screen.findByRole('heading', { name: 'PayPal Cash' });
    expect(last()).not.toHaveProperty('country');
  });

  it('searches once the typing settles, and sorts', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Amazon.com Gift Card' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search rewards' }), { target: { value: 'amazon ' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/rewards?q=amazon'));
    await waitFor(() => expect(last()).toEqual({ q: 'amazon', sort: 'popular' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price-high' } });
    await waitFor(() => expect(last()).toEqual({ q: 'amazon', sort: 'price-high' }));
  });

  it('opens the redeem dialog for a member, with their balance', async () => {
    mocks.user = { uid: 'u1', total_coins: 1200 } as User;
    renderPage();
    expect(await screen.findByText(/You have/)).toHaveTextContent('You have 1,200 PM ($12.00)');
    const card = (await screen.findAllByRole('article'))[0]!;
    fireEvent.click(within(card).getByRole('button', { name: 'Redeem Amazon.com Gift Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Amazon.com Gift Card' });
    expect(dialog).toHaveTextContent('Redeem $5 Amazon.com Gift Card for 500 PM');
    expect(mocks.openModal).not.toHaveBeenCalled();
  });
});
