import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_OFFERS_CONFIG } from '@pilotmiles/core';

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('../../lib/api', async (original) => ({
  ...(await original<typeof import('../../lib/api')>()),
  api: mocks.api,
}));

const { default: AdminConversionsPage } = await import('./AdminConversionsPage');
const { renderPageAt } = await import('../shared/testing');
const { makeAdminConversion } = await import('./testing');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const renderPage = (entry: string) => renderPageAt(entry, <AdminConversionsPage />);
const address = () => screen.getByTestId('location');

describe('AdminConversionsPage', () => {
  it('opens the tab the address names, and keeps a visited tab’s filters when coming back', async () => {
    mocks.api.mockImplementation(async (path: string) =>
      path === '/admin/offers-config' ? DEFAULT_OFFERS_CONFIG : { items: [makeAdminConversion()], nextCursor: null },
    );
    renderPage('/admin/conversions?tab=offers');
    expect(screen.getByRole('tab', { name: 'Offers' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Sync now' })).toBeInTheDocument();
    expect(mocks.api).not.toHaveBeenCalledWith('/admin/swaarm-conversions', expect.anything());

    await userEvent.click(screen.getByRole('tab', { name: 'Conversions' }));
    expect(address()).toHaveTextContent(/^\/admin\/conversions$/);
    await userEvent.type(await screen.findByLabelText('Member uid'), 'uid-7');
    await userEvent.click(screen.getByRole('tab', { name: 'Missing credit' }));
    expect(address()).toHaveTextContent(/^\/admin\/conversions\?tab=claims$/);
    await waitFor(() => expect(mocks.api).toHaveBeenCalledWith('/admin/swaarm-conversions/claims', expect.anything()));
    await userEvent.click(screen.getByRole('tab', { name: 'Conversions' }));
    expect(screen.getByLabelText('Member uid')).toHaveValue('uid-7');
  });

  it('opens the cashback claims tab from the address', async () => {
    mocks.api.mockResolvedValue({ items: [], nextCursor: null });
    renderPage('/admin/conversions?tab=cashback');
    expect(screen.getByRole('tab', { name: 'Cashback claims' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No cashback claims to review.')).toBeInTheDocument();
    expect(mocks.api).toHaveBeenCalledWith(
      '/admin/shopping-claims',
      expect.objectContaining({ query: { status: 'open', cursor: null } }),
    );
  });
});
