import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultCpBrand } from '@pilotmiles/core';
import { ok } from '../../testing/fakeApi';

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));

const { default: CpRewardsPage } = await import('./CpRewardsPage');
const { renderAsStaff } = await import('../shared/testing');

const skyway = { ...defaultCpBrand('skyway'), name: 'Skyway', updated_at: '2026-11-20T10:00:00.000Z' };

/** One saved brand, skyway; newco is not saved yet (the defaults, exists: false). A save answers the brand saved. */
const renderPage = () =>
  renderAsStaff(<CpRewardsPage />, {
    endpoints: {
      'GET /api/admin/cp-brands': () => ok([{ id: 'skyway', name: 'Skyway', updated_at: skyway.updated_at }]),
      'GET /api/admin/cp-brand/skyway': () => ok({ brand: skyway, exists: true }),
      'GET /api/admin/cp-brand/newco': () => ok({ brand: defaultCpBrand('newco'), exists: false }),
      'PUT /api/admin/cp-brand/skyway': ({ body }) =>
        ok({ ...(body as object), id: 'skyway', updated_at: '2026-11-21T10:00:00.000Z' }),
    },
  });

describe('CpRewardsPage', () => {
  it('opens the first brand, saves it with PUT and a toast', async () => {
    const { api, toasts } = renderPage();
    expect(await screen.findByRole('heading', { name: 'skyway' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Brand saved'));
    const put = api.asked.find((a) => a.method === 'PUT')!;
    expect(put.path).toBe('/api/admin/cp-brand/skyway');
    expect(put.body).toMatchObject({ name: 'Skyway', colors: skyway.colors });
  });

  it("links a saved brand's portal preview, not a new one's", async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'skyway' });
    expect(screen.getByRole('link', { name: 'Open portal' })).toHaveAttribute('href', '/cp/rewards?brand=skyway');
    await userEvent.type(screen.getByLabelText('New brand id'), 'newco');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('heading', { name: 'newco' });
    expect(screen.queryByRole('link', { name: 'Open portal' })).toBeNull();
  });

  it('opens a new brand by id with the defaults', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'skyway' });
    await userEvent.type(screen.getByLabelText('New brand id'), 'Bad Id');
    expect(screen.getByRole('button', { name: 'Open' })).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('New brand id'));
    await userEvent.type(screen.getByLabelText('New brand id'), 'newco');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'newco' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create brand' })).toBeInTheDocument();
  });
});
