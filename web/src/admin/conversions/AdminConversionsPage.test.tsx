import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_OFFERS_CONFIG } from '@pilotmiles/core';
import { fakeApi, ok } from '../../testing/fakeApi';

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));

const { default: AdminConversionsPage } = await import('./AdminConversionsPage');
const { renderPageAt } = await import('../shared/testing');
const { makeAdminConversion } = await import('./testing');

const CONVERSIONS = 'GET /api/admin/swaarm-conversions';
const CLAIMS = 'GET /api/admin/swaarm-conversions/claims';
const api = fakeApi();

const renderPage = (entry: string) => renderPageAt(entry, <AdminConversionsPage />);
const address = () => screen.getByTestId('location');

describe('AdminConversionsPage', () => {
  it('opens the tab the address names, and keeps a visited tab’s filters when coming back', async () => {
    api.routes['GET /api/admin/offers-config'] = () => ok(DEFAULT_OFFERS_CONFIG);
    api.routes[CONVERSIONS] = () => ok({ items: [makeAdminConversion()], nextCursor: null });
    api.routes[CLAIMS] = () => ok({ items: [], nextCursor: null });
    renderPage('/admin/conversions?tab=offers');
    expect(screen.getByRole('tab', { name: 'Offers' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Sync now' })).toBeInTheDocument();
    expect(api.to(CONVERSIONS)).toHaveLength(0);

    await userEvent.click(screen.getByRole('tab', { name: 'Conversions' }));
    expect(address()).toHaveTextContent(/^\/admin\/conversions$/);
    await userEvent.type(await screen.findByLabelText('Member uid'), 'uid-7');
    await userEvent.click(screen.getByRole('tab', { name: 'Missing credit' }));
    expect(address()).toHaveTextContent(/^\/admin\/conversions\?tab=claims$/);
    await waitFor(() => expect(api.to(CLAIMS)).not.toHaveLength(0));
    await userEvent.click(screen.getByRole('tab', { name: 'Conversions' }));
    expect(screen.getByLabelText('Member uid')).toHaveValue('uid-7');
  });

  it('opens the cashback claims tab from the address', async () => {
    api.routes['GET /api/admin/shopping-claims'] = () => ok({ items: [], nextCursor: null });
    renderPage('/admin/conversions?tab=cashback');
    expect(screen.getByRole('tab', { name: 'Cashback claims' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No cashback claims to review.')).toBeInTheDocument();
    expect(api.to('GET /api/admin/shopping-claims').map((a) => a.query)).toContainEqual({ status: 'open' });
  });
});
