import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@pilotmiles/core';
import { makePayout } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';

vi.mock('../../lib/useSignOut', () => ({ useSignOut: () => vi.fn() }));

const { default: MyRewardsPage } = await import('./MyRewardsPage');

/** GET /api/users/u1/payouts: two pages, the cursor leading from the first to the second. */
const queries: URLSearchParams[] = [];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string) => {
      const url = new URL(String(input));
      expect(url.pathname).toBe('/api/users/u1/payouts');
      queries.push(url.searchParams);
      const second = url.searchParams.get('cursor') === 'p1';
      return Response.json({
        data: second
          ? { items: [makePayout({ id: 'p2', reward_name: 'Walmart Gift Card' })], nextCursor: null }
          : { items: [makePayout({ id: 'p1' })], nextCursor: 'p1' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queries.length = 0;
});

describe('MyRewardsPage', () => {
  it("lists the member's payouts in the profile area, a page at a time", async () => {
    renderWithProviders(<MyRewardsPage />, { user: { uid: 'u1' } as User, route: '/profile/rewards' });
    expect(screen.getByRole('heading', { name: 'My Rewards' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Profile' })).getByRole('link', { name: 'My Rewards' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'Amazon.com Gift Card' })).toBeInTheDocument();
    expect(Object.fromEntries(queries[0]!)).toEqual({ limit: '20' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Walmart Gift Card' })).toBeInTheDocument();
    expect(Object.fromEntries(queries[1]!)).toEqual({ limit: '20', cursor: 'p1' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
  });
});
