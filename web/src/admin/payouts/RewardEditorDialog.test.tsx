import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReward } from '@pilotmiles/core';
import { scaled } from '../../testing/timeouts';

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
const { CatalogueSection } = await import('./CatalogueSection');
const { makeAdminReward } = await import('./testing');
const { renderAsStaff } = await import('../shared/testing');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});
vi.setConfig({ testTimeout: scaled(30_000) });

type Options = { method?: string; body?: unknown };
const putCalls = () => (mocks.api.mock.calls as [string, Options | undefined][]).filter(([, o]) => o?.method === 'PUT');

const amazon = makeAdminReward({ id: 'amazon-us' });

function serve(put: (path: string, body: unknown) => Promise<unknown> = async (_, b) => b) {
  mocks.api.mockImplementation(async (path: string, o?: Options) =>
    o?.method === 'PUT' ? put(path, o.body) : [amazon],
  );
}

const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
const number = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('spinbutton', { name: new RegExp(`^${name}`) });

/** Replaces a field's text (pasted: typing re-checks at each key, slow in jsdom). */
async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) {
    await userEvent.click(input);
    await userEvent.paste(text);
  }
}

async function openEditor() {
  renderAsStaff(<CatalogueSection />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Amazon.com Gift Card' }));
  return screen.getByRole('dialog', { name: 'Edit Amazon.com Gift Card' });
}

describe('RewardEditorDialog', () => {
  it('shows every field of the entry and previews the price as staff type it', async () => {
    serve();
    const dialog = await openEditor();
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
    serve();
    const dialog = await openEditor();
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
    expect(putCalls()).toHaveLength(0);
  });

  it('saves the whole body, then closes and toasts', async () => {
    serve();
    const dialog = await openEditor();
    await retype(field(dialog, 'Countries'), 'us, ca');
    await retype(field(dialog, 'Values'), '50, 10, 25');
    await retype(number(dialog, 'PM per \\$1'), '90');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Featured' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const { id: _id, ...saved } = amazon;
    expect(putCalls()).toEqual([
      [
        '/admin/rewards/catalog/amazon-us',
        {
          method: 'PUT',
          body: {
            ...saved,
            countries: ['US', 'CA'],
            denominations: { kind: 'fixed', values: [10, 25, 50] },
            pm_per_dollar: 90,
            featured: true,
          },
        },
      ],
    ]);
    expect(mocks.toast.success).toHaveBeenCalledWith('Amazon.com Gift Card saved');
  });

  it("shows the server's refusal under the field it names, or above the buttons", async () => {
    let refusal = new ApiError(
      400,
      'validation/invalid-input',
      'denominations.values.1: not sold by the provider',
      'denominations.values.1',
    );
    serve(() => Promise.reject(refusal));
    const dialog = await openEditor();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field(dialog, 'Values')).toHaveAccessibleDescription('“10”: not sold by the provider'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    refusal = new ApiError(503, 'internal', 'The catalogue is being updated');
    await retype(field(dialog, 'Values'), '5, 25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The catalogue is being updated');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('adds a reward under a new id, refusing one already taken', async () => {
    serve(async (_, body) => ({ ...(body as AdminReward), id: 'lego-us' }));
    renderAsStaff(<CatalogueSection />);
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
    expect(putCalls()).toHaveLength(0);

    await retype(field(dialog, 'Id'), 'lego-us');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add reward' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(putCalls()[0]![0]).toBe('/admin/rewards/catalog/lego-us');
    expect(putCalls()[0]![1]!.body).toMatchObject({
      name: 'LEGO Gift Card',
      brand: 'LEGO',
      category: 'gift-card',
      countries: [],
      denominations: { kind: 'fixed', values: [5, 10, 25, 50] },
      pm_per_dollar: 100,
      active: false,
      provider_product_id: 'LEGO_US',
    });
    expect(mocks.toast.success).toHaveBeenCalledWith('LEGO Gift Card added');
  });
});
