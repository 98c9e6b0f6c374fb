import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReward } from '@pilotmiles/core';
import { ok, type FakeApi, type Route } from '../../testing/fakeApi';
import { scaled } from '../../testing/timeouts';

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));

const { CatalogueSection } = await import('./CatalogueSection');
const { makeAdminReward } = await import('./testing');
const { renderAsStaff } = await import('../shared/testing');

vi.setConfig({ testTimeout: scaled(30_000) });

const CATALOG = 'GET /api/admin/rewards/catalog';
const PUT_AMAZON = 'PUT /api/admin/rewards/catalog/amazon-us';

const amazon = makeAdminReward({ id: 'amazon-us' });

/** The catalogue (amazon only) with the editor's PUT answering from `put` (by default the entry as sent). */
const renderCatalogue = (reward = PUT_AMAZON, put: Route = ({ body }) => ok(body)) =>
  renderAsStaff(<CatalogueSection />, { endpoints: { [CATALOG]: () => ok([amazon]), [reward]: put } });

const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
const number = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('spinbutton', { name: new RegExp(`^${name}`) });

/**
 * Replaces a field's text as staff would: select it all, paste over it. Each change re-renders
 * the whole form, so one paste beats clearing first or typing key by key.
 */
async function retype(input: HTMLElement, text: string) {
  await userEvent.tripleClick(input);
  await userEvent.paste(text);
}

async function openEditor(put?: Route) {
  const rendered = renderCatalogue(PUT_AMAZON, put);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Amazon.com Gift Card' }));
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Edit Amazon.com Gift Card' }) };
}

const puts = (api: FakeApi) => api.asked.filter((a) => a.method === 'PUT');

describe('RewardEditorDialog', () => {
  it('shows every field of the entry and previews the price as staff type it', async () => {
    const { dialog } = await openEditor();
    expect(within(dialog).getByRole('textbox', { name: 'Id' })).toBeDisabled();
    expect(field(dialog, 'Name')).toHaveValue('Amazon.com Gift Card');
    expect(field(dialog, 'Countries')).toHaveValue('US');
    expect(field(dialog, 'Values')).toHaveValue('5, 10, 25, 50');
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent('Gift cards');
    expect(within(dialog).getByRole('combobox', { name: 'Delivery' })).toHaveTextContent('Code');
    expect(field(dialog, 'Provider product id')).toHaveValue('AMZ_US');
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(number(dialog, 'PM per \\$1')).toHaveAccessibleDescription('A $25 card costs 2,375 PM (5% discount)');

    await retype(number(dialog, 'PM per \\$1'), '110');
    expect(number(dialog, 'PM per \\$1')).toHaveAccessibleDescription('A $25 card costs 2,750 PM (10% fee)');

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Range' }));
    await retype(number(dialog, 'Min'), '50');
    await retype(number(dialog, 'Max'), '100');
    expect(number(dialog, 'PM per \\$1')).toHaveAccessibleDescription('A $50 card costs 5,500 PM (10% fee)');
  });

  it("refuses what core's schema refuses, under each field, and sends nothing", async () => {
    const { dialog, api } = await openEditor();
    await retype(field(dialog, 'Name'), 'A');
    await retype(field(dialog, 'Countries'), 'US, usa');
    await retype(field(dialog, 'Image'), 'https://cdn.example/amazon.png');
    await retype(number(dialog, 'PM per \\$1'), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field(dialog, 'Name')).toHaveAccessibleDescription('must be at least 2 characters'));
    expect(field(dialog, 'Countries')).toHaveAccessibleDescription('“usa”: must be a two-letter country code');
    expect(field(dialog, 'Image')).toHaveAccessibleDescription(
      'must be a local image path such as /images/rewards/amazon-us.svg',
    );
    expect(number(dialog, 'PM per \\$1')).toHaveAccessibleDescription('at least 50 PM per $1 (a 50% discount)');

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Range' }));
    await retype(number(dialog, 'Min'), '500');
    await retype(number(dialog, 'Max'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(number(dialog, 'Min')).toHaveAccessibleDescription('min must not be above max'));
    expect(puts(api)).toHaveLength(0);
  });

  it('saves the whole body, then closes and toasts', async () => {
    const { dialog, api, toasts } = await openEditor();
    await retype(field(dialog, 'Countries'), 'us, ca');
    await retype(field(dialog, 'Values'), '50, 10, 25');
    await retype(number(dialog, 'PM per \\$1'), '90');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Featured' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const { id: _id, ...saved } = amazon;
    expect(puts(api).map((a) => [a.path, a.body])).toEqual([
      [
        '/api/admin/rewards/catalog/amazon-us',
        {
          ...saved,
          countries: ['US', 'CA'],
          denominations: { kind: 'fixed', values: [10, 25, 50] },
          pm_per_dollar: 90,
          featured: true,
        },
      ],
    ]);
    expect(toasts.success).toHaveBeenCalledWith('Amazon.com Gift Card saved');
  });

  it("shows the server's refusal under the field it names, or above the buttons", async () => {
    let refusal: [number, unknown] = [
      400,
      {
        message: 'denominations.values.1: not sold by the provider',
        code: 'validation/invalid-input',
        field: 'denominations.values.1',
      },
    ];
    const { dialog } = await openEditor(() => refusal);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field(dialog, 'Values')).toHaveAccessibleDescription('“10”: not sold by the provider'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    refusal = [503, { message: 'The catalogue is being updated', code: 'internal' }];
    await retype(field(dialog, 'Values'), '5, 25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The catalogue is being updated');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('adds a reward under a new id, refusing one already taken', async () => {
    const { api, toasts } = renderCatalogue('PUT /api/admin/rewards/catalog/lego-us', ({ body }) =>
      ok({ ...(body as AdminReward), id: 'lego-us' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add reward' }));
    const dialog = screen.getByRole('dialog', { name: 'Add reward' });
    expect(within(dialog).getByRole('switch', { name: 'Active' })).not.toBeChecked();
    await retype(field(dialog, 'Id'), 'amazon-us');
    await retype(field(dialog, 'Name'), 'LEGO Gift Card');
    await retype(field(dialog, 'Brand'), 'LEGO');
    await retype(field(dialog, 'Image'), '/images/rewards/lego-us.svg');
    await retype(field(dialog, 'Provider product id'), 'LEGO_US');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add reward' }));
    await waitFor(() =>
      expect(field(dialog, 'Id')).toHaveAccessibleDescription('a reward with this id exists: edit it instead'),
    );
    expect(puts(api)).toHaveLength(0);

    await retype(field(dialog, 'Id'), 'lego-us');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add reward' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(api)[0]!.path).toBe('/api/admin/rewards/catalog/lego-us');
    expect(puts(api)[0]!.body).toMatchObject({
      name: 'LEGO Gift Card',
      brand: 'LEGO',
      category: 'gift-card',
      countries: [],
      denominations: { kind: 'fixed', values: [5, 10, 25, 50] },
      pm_per_dollar: 100,
      active: false,
      provider_product_id: 'LEGO_US',
    });
    expect(toasts.success).toHaveBeenCalledWith('LEGO Gift Card added');
  });
});
