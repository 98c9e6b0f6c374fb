import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReward } from '@pilotmiles/core';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  toast: { error: vi.fn(), info: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() },
}));
vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('../../lib/toast', () => ({ useToast: () => mocks.toast }));
vi.mock('../../lib/api', async (original) => ({
  ...(await original<typeof import('../../lib/api')>()),
  api: mocks.api,
}));

const { ApiError } = await import('../../lib/api');
const { CatalogueSection, NO_REWARDS } = await import('./CatalogueSection');
const { makeAdminReward, makePaypalReward } = await import('./testing');
const { renderAsStaff, resetScreen, setWideScreen } = await import('../shared/testing');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  resetScreen();
});

type Options = { method?: string; body?: unknown };
const putCalls = () => (mocks.api.mock.calls as [string, Options | undefined][]).filter(([, o]) => o?.method === 'PUT');

const amazon = makeAdminReward({ id: 'amazon-us', sort_order: 20 });
const paypal = makePaypalReward({ featured: true, sort_order: 30 });
const flights = makeAdminReward({
  id: 'flights',
  name: 'Flight Credit',
  category: 'flights',
  active: false,
  pm_per_dollar: 100,
  sort_order: 5,
});

function serve(rewards: AdminReward[], put: (path: string, body: unknown) => Promise<unknown> = async (_, b) => b) {
  mocks.api.mockImplementation(async (path: string, o?: Options) =>
    o?.method === 'PUT' ? put(path, o.body) : rewards,
  );
}

const items = () => within(screen.getByRole('list', { name: 'Rewards' })).getAllByRole('listitem');

describe('CatalogueSection', () => {
  it('lists every reward in the order members see them, with values, countries and price', async () => {
    serve([amazon, paypal, flights]);
    renderAsStaff(<CatalogueSection />);
    expect(screen.getByRole('progressbar', { name: 'Loading rewards' })).toBeInTheDocument();
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(items().map((i) => i.querySelector('p')?.textContent)).toEqual([
      'PayPal Cash',
      'Flight Credit',
      'Amazon.com Gift Card',
    ]);
    expect(items()[0]).toHaveTextContent('Cash');
    expect(items()[0]).toHaveTextContent('Everywhere');
    expect(items()[0]).toHaveTextContent('$5–$500 in $5 steps');
    expect(items()[0]).toHaveTextContent('110 PM per $1');
    expect(items()[0]).toHaveTextContent('10% fee');
    expect(items()[2]).toHaveTextContent('$5, $10, $25, $50');
    expect(items()[2]).toHaveTextContent('5% discount');
    expect(screen.getByRole('switch', { name: 'Active: Flight Credit' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Featured: PayPal Cash' })).toBeChecked();
  });

  it('shows a table on wide screens', async () => {
    setWideScreen();
    serve([amazon]);
    renderAsStaff(<CatalogueSection />);
    const table = await screen.findByRole('table', { name: 'Rewards' });
    expect(within(table).getByRole('columnheader', { name: 'Edit' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit Amazon.com Gift Card' })).toBeInTheDocument();
  });

  it('saves a switch as the whole entry with that field changed', async () => {
    let answer: (v: unknown) => void = () => {};
    serve([amazon, flights], () => new Promise((resolve) => (answer = resolve)));
    renderAsStaff(<CatalogueSection />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Active: Flight Credit' }));
    expect(screen.getByRole('switch', { name: 'Featured: Amazon.com Gift Card' })).toBeDisabled();
    const [path, o] = putCalls()[0]!;
    expect(path).toBe('/admin/rewards/catalog/flights');
    const { id: _id, ...body } = flights;
    expect(o!.body).toEqual({ ...body, active: true });
    answer({ ...flights, active: true });
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Flight Credit is now shown to members'));
  });

  it('toasts a refused switch, and shows an empty catalogue and a failed load', async () => {
    serve([amazon], () =>
      Promise.reject(new ApiError(400, 'validation/invalid-input', 'image_url: no such image', 'image_url')),
    );
    const { unmount } = renderAsStaff(<CatalogueSection />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Featured: Amazon.com Gift Card' }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('image_url: no such image'));
    unmount();

    mocks.api.mockReset();
    mocks.api.mockRejectedValueOnce(new ApiError(500, 'internal', 'Catalogue unavailable'));
    mocks.api.mockResolvedValue([]);
    renderAsStaff(<CatalogueSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Catalogue unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(NO_REWARDS)).toBeInTheDocument();
  });
});
