import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { DEFAULT_OFFERS_CONFIG } from '@pilotmiles/core';

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('../../lib/api', async (original) => ({
  ...(await original<typeof import('../../lib/api')>()),
  api: mocks.api,
}));

const { default: AdminConversionsPage } = await import('./AdminConversionsPage');
const { makeAdminConversion } = await import('./testing');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderPage(entry: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <AdminConversionsPage />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

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
    expect(screen.getByLabelText('address')).toHaveTextContent(/^$/);
    await userEvent.type(await screen.findByLabelText('Member uid'), 'uid-7');
    await userEvent.click(screen.getByRole('tab', { name: 'Missing credit' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('?tab=claims');
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
