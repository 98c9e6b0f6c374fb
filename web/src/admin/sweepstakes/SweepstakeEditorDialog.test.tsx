// @vitest-environment jsdom
// jsdom, as DOMPurify needs a browser-like DOM: under happy-dom it passes markup through unsanitised.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSweepstake } from '@pilotmiles/core';
import { scaled } from '../../testing/timeouts';

// Staff type dates in their own zone: New York is five hours behind UTC in December.
const savedTz = process.env.TZ;
process.env.TZ = 'America/New_York';
afterAll(() => {
  process.env.TZ = savedTz;
});

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
const { default: AdminSweepstakesPage } = await import('./AdminSweepstakesPage');
const { LOCKED_NOTE } = await import('./SweepstakeEditorDialog');
const { makeAdminSweepstake, makeAdminSweepstakes } = await import('./testing');
const { renderAsStaff } = await import('../shared/testing');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});
vi.setConfig({ testTimeout: scaled(30_000) });

type Options = { method?: string; body?: unknown };
const writeCalls = () => (mocks.api.mock.calls as [string, Options | undefined][]).filter(([, o]) => o?.method);
const listCalls = () => (mocks.api.mock.calls as [string, Options | undefined][]).filter(([, o]) => !o?.method);

const saved = makeAdminSweepstake({
  id: 'sw-1',
  title: 'Holiday Cash',
  description: 'Win $500 in cash.',
  value: 500,
  entry_cost: 100,
  max_entries: 10,
  status: 'scheduled',
  start_date: '2026-12-01T17:00:00.000Z',
  end_date: '2026-12-08T17:00:00.000Z',
  image_url: '/images/sweepstakes/cash.svg',
});
const entered = makeAdminSweepstake({
  id: 'sw-2',
  title: 'Busy One',
  status: 'active',
  has_entries: true,
  total_entries: 12,
  entrants: 4,
});

function serve(items: AdminSweepstake[], write: (path: string, o: Options) => Promise<unknown> = async (_, o) => o.body) {
  mocks.api.mockImplementation(async (path: string, o?: Options) =>
    o?.method ? write(path, o) : makeAdminSweepstakes(items),
  );
}

const text = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
const number = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('spinbutton', { name: new RegExp(`^${name}`) });
const date = (dialog: HTMLElement, name: string) => within(dialog).getByLabelText(new RegExp(`^${name}`));

/** Replaces a field's text (pasted: typing re-checks at each key, slow in jsdom). */
async function retype(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  if (value) {
    await userEvent.click(input);
    await userEvent.paste(value);
  }
}
/** A datetime-local input takes a whole value at once, as a browser's picker sets it. */
const setDate = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function openNew(write?: (path: string, o: Options) => Promise<unknown>) {
  serve([saved], write);
  renderAsStaff(<AdminSweepstakesPage />);
  await screen.findByText('Holiday Cash');
  await userEvent.click(screen.getByRole('button', { name: 'New sweepstake' }));
  return screen.getByRole('dialog', { name: 'New sweepstake' });
}

async function openEdit(s: AdminSweepstake, write?: (path: string, o: Options) => Promise<unknown>) {
  serve([s], write);
  renderAsStaff(<AdminSweepstakesPage />);
  await userEvent.click(await screen.findByRole('button', { name: `Edit “${s.title}”` }));
  return screen.getByRole('dialog', { name: `Edit “${s.title}”` });
}

async function fillNew(dialog: HTMLElement) {
  await retype(text(dialog, 'Title'), 'Winter Getaway');
  await retype(text(dialog, 'Description'), 'Two nights anywhere.');
  await retype(number(dialog, 'Prize value'), '1500');
  await retype(number(dialog, 'Entry cost'), '250');
  await retype(number(dialog, 'Max entries per member'), '4');
  setDate(date(dialog, 'Starts'), '2026-12-01T12:00');
  setDate(date(dialog, 'Ends'), '2026-12-15T21:30');
}

describe('SweepstakeEditorDialog: create', () => {
  it('refuses a bad number and an end before the start, under each field, and sends nothing', async () => {
    const dialog = await openNew();
    await fillNew(dialog);
    await retype(number(dialog, 'Entry cost'), '2.5');
    await retype(number(dialog, 'Prize value'), '0');
    setDate(date(dialog, 'Ends'), '2026-11-30T09:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(number(dialog, 'Entry cost')).toHaveAccessibleDescription('must be a whole number'));
    expect(number(dialog, 'Prize value')).toHaveAccessibleDescription('must be at least 1');
    expect(date(dialog, 'Ends')).toHaveAccessibleDescription('must be after the start');
    await retype(text(dialog, 'Title'), 'ab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(text(dialog, 'Title')).toHaveAccessibleDescription('must be at least 3 characters'));
    expect(writeCalls()).toHaveLength(0);
  });

  it('shows the dollar value of the entry cost and what one member can spend', async () => {
    const dialog = await openNew();
    await retype(number(dialog, 'Entry cost'), '250');
    await retype(number(dialog, 'Max entries per member'), '4');
    expect(number(dialog, 'Entry cost')).toHaveAccessibleDescription('= $2.50 per entry (100 PM = $1)');
    expect(number(dialog, 'Max entries per member')).toHaveAccessibleDescription(
      'Per member, over the whole run: up to 1,000 PM ($10.00).',
    );
  });

  it('publishes with the camelCase body: numbers converted, dates as ISO from local time', async () => {
    const dialog = await openNew();
    await fillNew(dialog);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Image/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Travel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writeCalls()).toEqual([
      [
        '/sweepstakes',
        {
          method: 'POST',
          body: {
            title: 'Winter Getaway',
            description: 'Two nights anywhere.',
            rules: '',
            value: 1500,
            entryCost: 250,
            maxEntries: 4,
            startDate: '2026-12-01T17:00:00.000Z',
            endDate: '2026-12-16T02:30:00.000Z',
            imageUrl: '/images/sweepstakes/travel.svg',
            status: 'scheduled',
          },
        },
      ],
    ]);
    expect(mocks.toast.success).toHaveBeenCalledWith('“Winter Getaway” published');
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });

  it('saves as a draft, with an https image', async () => {
    const dialog = await openNew();
    await fillNew(dialog);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Image/ }));
    await userEvent.click(screen.getByRole('option', { name: 'An https address…' }));
    await retype(text(dialog, 'Image address'), 'http://cdn.example.com/prize.png');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() =>
      expect(text(dialog, 'Image address')).toHaveAccessibleDescription('must be /images/... or an https address'),
    );
    await retype(text(dialog, 'Image address'), 'https://cdn.example.com/prize.png');
    expect(within(dialog).getByRole('img', { name: 'Image preview' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/prize.png',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writeCalls()[0]![1]!.body).toMatchObject({
      imageUrl: 'https://cdn.example.com/prize.png',
      status: 'draft',
    });
    expect(mocks.toast.success).toHaveBeenCalledWith('“Winter Getaway” saved as a draft');
  });

  it('previews the rules as sanitised markdown', async () => {
    const dialog = await openNew();
    await retype(
      text(dialog, 'Rules'),
      '## Eligibility\n\n- Members **18+**\n\n<img src=x onerror="alert(1)"><script>alert(2)</script>',
    );
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Preview' }));
    const preview = within(dialog).getByLabelText('Rules preview');
    expect(within(preview).getByRole('heading', { level: 2, name: 'Eligibility' })).toBeInTheDocument();
    expect(within(preview).getByText('18+').tagName).toBe('STRONG');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('img')).not.toHaveAttribute('onerror');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Write' }));
    expect(text(dialog, 'Rules')).toHaveValue(
      '## Eligibility\n\n- Members **18+**\n\n<img src=x onerror="alert(1)"><script>alert(2)</script>',
    );
  });

  it("shows the server's refusal under the field it names, or above the buttons", async () => {
    let refusal = new ApiError(400, 'validation/invalid-input', 'entryCost: must be at most 1000000', 'entryCost');
    const dialog = await openNew(() => Promise.reject(refusal));
    await fillNew(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(number(dialog, 'Entry cost')).toHaveAccessibleDescription('must be at most 1000000'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    refusal = new ApiError(503, 'internal', 'Sweepstakes are being updated');
    await retype(number(dialog, 'Entry cost'), '300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sweepstakes are being updated');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('SweepstakeEditorDialog: edit', () => {
  it('starts from the sweepstake as saved and sends only the changed fields, in snake_case', async () => {
    const dialog = await openEdit(saved, async (_, o) => ({ ...saved, ...(o.body as object) }));
    expect(text(dialog, 'Title')).toHaveValue('Holiday Cash');
    expect(number(dialog, 'Prize value')).toHaveValue(500);
    expect(date(dialog, 'Starts')).toHaveValue('2026-12-01T12:00');
    expect(date(dialog, 'Ends')).toHaveValue('2026-12-08T12:00');
    expect(screen.queryByText(LOCKED_NOTE)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Nothing has changed yet.')).toBeInTheDocument();
    expect(writeCalls()).toHaveLength(0);

    await retype(number(dialog, 'Max entries per member'), '20');
    setDate(date(dialog, 'Ends'), '2026-12-10T12:00');
    await retype(text(dialog, 'Title'), 'Holiday Cash ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writeCalls()).toEqual([
      ['/sweepstakes/sw-1', { method: 'PATCH', body: { max_entries: 20, end_date: '2026-12-10T17:00:00.000Z' } }],
    ]);
    expect(mocks.toast.success).toHaveBeenCalledWith('“Holiday Cash” saved');
  });

  it('locks the odds fields once anyone has entered, and says why', async () => {
    const dialog = await openEdit(entered);
    expect(within(dialog).getByText(LOCKED_NOTE)).toBeInTheDocument();
    for (const input of [
      number(dialog, 'Prize value'),
      number(dialog, 'Entry cost'),
      number(dialog, 'Max entries per member'),
      date(dialog, 'Starts'),
      date(dialog, 'Ends'),
      text(dialog, 'Rules'),
    ])
      expect(input).toHaveAttribute('readonly');
    expect(text(dialog, 'Title')).not.toHaveAttribute('readonly');
    expect(text(dialog, 'Description')).not.toHaveAttribute('readonly');

    await userEvent.type(number(dialog, 'Entry cost'), '5');
    expect(number(dialog, 'Entry cost')).toHaveValue(100);
    await retype(text(dialog, 'Description'), 'Now with a bonus prize.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writeCalls()).toEqual([
      ['/sweepstakes/sw-2', { method: 'PATCH', body: { description: 'Now with a bonus prize.' } }],
    ]);
  });

  it("shows a refusal without a field (409) above the buttons", async () => {
    const dialog = await openEdit(saved, () =>
      Promise.reject(
        new ApiError(409, 'sweepstakes/has-entries', 'Someone has entered: the entry cost can no longer change'),
      ),
    );
    await retype(number(dialog, 'Entry cost'), '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Someone has entered: the entry cost can no longer change',
    );
    expect(writeCalls()).toEqual([['/sweepstakes/sw-1', { method: 'PATCH', body: { entry_cost: 150 } }]]);
  });
});
