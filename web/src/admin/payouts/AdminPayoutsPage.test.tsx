import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PAYOUTS_CONFIG } from '@pilotmiles/core';

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));

const { default: AdminPayoutsPage } = await import('./AdminPayoutsPage');
const { renderPageAt } = await import('../shared/testing');
const { makeAdminPayout, makeAdminReward } = await import('./testing');
const { fakeApi, ok } = await import('../../testing/fakeApi');

const CONFIG = 'GET /api/admin/payouts-config';
const SAVE_CONFIG = 'POST /api/admin/payouts-config';
const CATALOG = 'GET /api/admin/rewards/catalog';
const api = fakeApi();

const renderPage = (entry: string) => renderPageAt(entry, <AdminPayoutsPage />);
const address = () => screen.getByTestId('location');

describe('AdminPayoutsPage', () => {
  it('opens on the review queue, and each tab is in the address', async () => {
    api.routes[CONFIG] = () => ok(DEFAULT_PAYOUTS_CONFIG);
    api.routes[CATALOG] = () => ok([makeAdminReward()]);
    api.routes['GET /api/admin/rewards/payouts'] = () => ok({ items: [makeAdminPayout()], nextCursor: null });
    renderPage('/admin/payouts');
    expect(screen.getByRole('heading', { level: 1, name: 'Payouts' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Review queue' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    // The catalogue loads only once its tab opens.
    expect(api.to(CATALOG)).toHaveLength(0);

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
    api.routes[CONFIG] = () => ok(DEFAULT_PAYOUTS_CONFIG);
    api.routes[SAVE_CONFIG] = ({ body }) => ok(body);
    const { toasts } = renderPage('/admin/payouts?tab=settings');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    const attempts = await screen.findByRole('spinbutton', { name: 'Provider attempts' });
    expect(api.asked.map((a) => `${a.method} ${a.path}`)).toEqual([CONFIG]);
    await userEvent.clear(attempts);
    await userEvent.type(attempts, '5');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Saved'));
    expect(api.to(SAVE_CONFIG).map((a) => a.body)).toEqual([{ ...DEFAULT_PAYOUTS_CONFIG, max_attempts: 5 }]);
  });
});
