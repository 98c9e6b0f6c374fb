import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReward } from '@pilotmiles/core';
import { ok, type Route } from '../../testing/fakeApi';

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));

const { CatalogueSection, NO_REWARDS } = await import('./CatalogueSection');
const { makeAdminReward, makePaypalReward } = await import('./testing');
const { renderAsStaff, resetScreen, setWideScreen } = await import('../shared/testing');

afterEach(resetScreen);

const CATALOG = 'GET /api/admin/rewards/catalog';
const PUT_FLIGHTS = 'PUT /api/admin/rewards/catalog/flights';
const PUT_AMAZON = 'PUT /api/admin/rewards/catalog/amazon-us';

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

/** The catalogue lists `rewards`; a PUT to `reward` answers from `put` (by default the entry as sent). */
const serve = (rewards: AdminReward[], reward = PUT_AMAZON, put: Route = ({ body }) => ok(body)) =>
  renderAsStaff(<CatalogueSection />, { endpoints: { [CATALOG]: () => ok(rewards), [reward]: put } });

const items = () => within(screen.getByRole('list', { name: 'Rewards' })).getAllByRole('listitem');

describe('CatalogueSection', () => {
  it('lists every reward in the order members see them, with values, countries and price', async () => {
    serve([amazon, paypal, flights]);
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
    const table = await screen.findByRole('table', { name: 'Rewards' });
    expect(within(table).getByRole('columnheader', { name: 'Edit' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit Amazon.com Gift Card' })).toBeInTheDocument();
  });

  it('saves a switch as the whole entry with that field changed', async () => {
    let answer: (saved: AdminReward) => void = () => {};
    const { api, toasts } = serve(
      [amazon, flights],
      PUT_FLIGHTS,
      () => new Promise((resolve) => (answer = (saved) => resolve(ok(saved)))),
    );
    await userEvent.click(await screen.findByRole('switch', { name: 'Active: Flight Credit' }));
    expect(screen.getByRole('switch', { name: 'Featured: Amazon.com Gift Card' })).toBeDisabled();
    await waitFor(() => expect(api.to(PUT_FLIGHTS)).toHaveLength(1));
    const { id: _id, ...body } = flights;
    expect(api.to(PUT_FLIGHTS)[0]!.body).toEqual({ ...body, active: true });
    answer({ ...flights, active: true });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Flight Credit is now shown to members'));
  });

  it('toasts a refused switch, and shows an empty catalogue and a failed load', async () => {
    const { unmount, toasts } = serve([amazon], PUT_AMAZON, () => [
      400,
      { message: 'image_url: no such image', code: 'validation/invalid-input', field: 'image_url' },
    ]);
    await userEvent.click(await screen.findByRole('switch', { name: 'Featured: Amazon.com Gift Card' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('image_url: no such image'));
    unmount();

    // The first load fails, the retry finds an empty catalogue.
    let loads = 0;
    renderAsStaff(<CatalogueSection />, {
      endpoints: {
        [CATALOG]: () => (++loads === 1 ? [500, { message: 'Catalogue unavailable', code: 'internal' }] : ok([])),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Catalogue unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(NO_REWARDS)).toBeInTheDocument();
  });
});
