import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PAYOUTS_CONFIG } from '@pilotmiles/core';

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

const { default: AdminPayoutsPage } = await import('./AdminPayoutsPage');
const { renderPageAt } = await import('../shared/testing');
const { makeAdminPayout, makeAdminReward } = await import('./testing');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const renderPage = (entry: string) => renderPageAt(entry, <AdminPayoutsPage />);
const address = () => screen.getByTestId('location');

describe('AdminPayoutsPage', () => {
  it('opens on the review queue, and each tab is in the address', async () => {
    mocks.api.mockImplementation(async (path: string) =>
      path === '/admin/payouts-config'
        ? DEFAULT_PAYOUTS_CONFIG
        : path === '/admin/rewards/catalog'
          ? [makeAdminReward()]
          : { items: [makeAdminPayout()], nextCursor: null },
    );
    renderPage('/admin/payouts');
    expect(screen.getByRole('heading', { level: 1, name: 'Payouts' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Review queue' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(mocks.api).not.toHaveBeenCalledWith('/admin/rewards/catalog', expect.anything());

    await userEvent.click(screen.getByRole('tab', { name: 'Catalogue' }));
    expect(address()).toHaveTextContent(/^\/admin\/payouts\?tab=catalogue$/);
    expect(await screen.findByRole('button', { name: 'Add reward' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(address()).toHaveTextContent(/^\/admin\/payouts\?tab=settings$/);
    expect(await screen.findByRole('spinbutton', { name: 'Provider attempts' })).toHaveValue(3);

    await userEvent.click(screen.getByRole('tab', { name: 'Review queue' }));
    await waitFor(() => expect(address()).toHaveTextContent(/^\/admin\/payouts$/));
  });

  it('opens the tab the address names, and saves the settings there', async () => {
    mocks.api.mockImplementation(async (_path: string, o?: { method?: string; body?: unknown }) =>
      o?.method === 'POST' ? o.body : DEFAULT_PAYOUTS_CONFIG,
    );
    renderPage('/admin/payouts?tab=settings');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    const attempts = await screen.findByRole('spinbutton', { name: 'Provider attempts' });
    expect(mocks.api).toHaveBeenCalledTimes(1);
    await userEvent.clear(attempts);
    await userEvent.type(attempts, '5');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Saved'));
    expect(mocks.api).toHaveBeenCalledWith('/admin/payouts-config', {
      method: 'POST',
      body: { ...DEFAULT_PAYOUTS_CONFIG, max_attempts: 5 },
    });
  });
});
