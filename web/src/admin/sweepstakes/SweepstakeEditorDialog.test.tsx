// @vitest-environment jsdom
// jsdom, as DOMPurify needs a browser-like DOM: under happy-dom it passes markup through unsanitised.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSweepstake } from '@pilotmiles/core';
import type { Route } from '../../testing/fakeApi';
import { scaled } from '../../testing/timeouts';

// Staff type dates in their own zone: New York is five hours behind UTC in December.
const savedTz = process.env.TZ;
process.env.TZ = 'America/New_York';
afterAll(() => {
  process.env.TZ = savedTz;
});

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));

const { default: AdminSweepstakesPage } = await import('./AdminSweepstakesPage');
const { LOCKED_NOTE } = await import('./SweepstakeEditorDialog');
const { makeAdminSweepstake, makeAdminSweepstakes } = await import('./testing');
const { renderAsStaff } = await import('../shared/testing');
const { fakeApi, ok } = await import('../../testing/fakeApi');

vi.setConfig({ testTimeout: scaled(30_000) });

const LIST = 'GET /api/sweepstakes/admin';
const api = fakeApi();
const writes = () =>
  api.asked.filter((a) => a.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));
/** A save the server accepts: it answers what it was sent. */
const echo: Route = ({ body }) => ok(body);

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

/** The page over `items`. */
function renderPage(items: AdminSweepstake[]) {
  api.routes[LIST] = () => ok(makeAdminSweepstakes(items));
  return renderAsStaff(<AdminSweepstakesPage />);
}

const text = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
const number = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('spinbutton', { name: new RegExp(`^${name}`) });
const date = (dialog: HTMLElement, name: string) => within(dialog).getByLabelText(new RegExp(`^${name}`));

/**
 * The editor's fields, found together once it opens: naming a field reads computed styles, which
 * jsdom works out afresh after any change to the page (~0.2 s a lookup between steps).
 */
function fieldsOf(dialog: HTMLElement) {
  return {
    title: text(dialog, 'Title'),
    description: text(dialog, 'Description'),
    rules: text(dialog, 'Rules'),
    prize: number(dialog, 'Prize value'),
    entryCost: number(dialog, 'Entry cost'),
    maxEntries: number(dialog, 'Max entries per member'),
    starts: date(dialog, 'Starts'),
    ends: date(dialog, 'Ends'),
  };
}
type Fields = ReturnType<typeof fieldsOf>;

/**
 * Gives a field its whole value at once, as a paste or a browser's date picker does: each typed or
 * pasted step re-renders the form, and each render re-measures its text areas, slow in jsdom.
 */
const enter = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function openNew(save: Route = echo) {
  api.routes['POST /api/sweepstakes'] = save;
  const { toasts } = renderPage([saved]);
  await screen.findByText('Holiday Cash');
  await userEvent.click(screen.getByRole('button', { name: 'New sweepstake' }));
  const dialog = screen.getByRole('dialog', { name: 'New sweepstake' });
  return { dialog, field: fieldsOf(dialog), toasts };
}

async function openEdit(s: AdminSweepstake, save: Route = echo) {
  api.routes[`PATCH /api/sweepstakes/${s.id}`] = save;
  const { toasts } = renderPage([s]);
  await userEvent.click(await screen.findByRole('button', { name: `Edit “${s.title}”` }));
  const dialog = screen.getByRole('dialog', { name: `Edit “${s.title}”` });
  return { dialog, field: fieldsOf(dialog), toasts };
}

function fillNew(field: Fields) {
  enter(field.title, 'Winter Getaway');
  enter(field.description, 'Two nights anywhere.');
  enter(field.prize, '1500');
  enter(field.entryCost, '250');
  enter(field.maxEntries, '4');
  enter(field.starts, '2026-12-01T12:00');
  enter(field.ends, '2026-12-15T21:30');
}

describe('SweepstakeEditorDialog: create', () => {
  it('refuses a bad number and an end before the start, under each field, and sends nothing', async () => {
    const { dialog, field } = await openNew();
    fillNew(field);
    enter(field.entryCost, '2.5');
    enter(field.prize, '0');
    enter(field.ends, '2026-11-30T09:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(field.entryCost).toHaveAccessibleDescription('must be a whole number'));
    expect(field.prize).toHaveAccessibleDescription('must be at least 1');
    expect(field.ends).toHaveAccessibleDescription('must be after the start');
    enter(field.title, 'ab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(field.title).toHaveAccessibleDescription('must be at least 3 characters'));
    expect(writes()).toHaveLength(0);
  });

  it('shows the dollar value of the entry cost and what one member can spend', async () => {
    const { field } = await openNew();
    enter(field.entryCost, '250');
    enter(field.maxEntries, '4');
    expect(field.entryCost).toHaveAccessibleDescription('= $2.50 per entry (100 PM = $1)');
    expect(field.maxEntries).toHaveAccessibleDescription('Per member, over the whole run: up to 1,000 PM ($10.00).');
  });

  it('publishes with the camelCase body: numbers converted, dates as ISO from local time', async () => {
    const { dialog, field, toasts } = await openNew();
    fillNew(field);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Image/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Travel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/sweepstakes',
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
    ]);
    expect(toasts.success).toHaveBeenCalledWith('“Winter Getaway” published');
    await waitFor(() => expect(api.to(LIST)).toHaveLength(2));
  });

  it('saves as a draft, with an https image', async () => {
    const { dialog, field, toasts } = await openNew();
    fillNew(field);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Image/ }));
    await userEvent.click(screen.getByRole('option', { name: 'An https address…' }));
    const link = text(dialog, 'Image address');
    enter(link, 'http://cdn.example.com/prize.png');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(link).toHaveAccessibleDescription('must be /images/... or an https address'));
    enter(link, 'https://cdn.example.com/prize.png');
    expect(within(dialog).getByRole('img', { name: 'Image preview' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/prize.png',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()[0]!.body).toMatchObject({
      imageUrl: 'https://cdn.example.com/prize.png',
      status: 'draft',
    });
    expect(toasts.success).toHaveBeenCalledWith('“Winter Getaway” saved as a draft');
  });

  it('previews the rules as sanitised markdown', async () => {
    const { dialog, field } = await openNew();
    enter(
      field.rules,
      '## Eligibility\n\n- Members **18+**\n\n<img src=x onerror="alert(1)"><script>alert(2)</script>',
    );
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Preview' }));
    const preview = within(dialog).getByLabelText('Rules preview');
    expect(within(preview).getByRole('heading', { level: 2, name: 'Eligibility' })).toBeInTheDocument();
    expect(within(preview).getByText('18+').tagName).toBe('STRONG');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('img')).not.toHaveAttribute('onerror');
    // Back to Write: a new text area, holding what was typed.
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Write' }));
    expect(text(dialog, 'Rules')).toHaveValue(
      '## Eligibility\n\n- Members **18+**\n\n<img src=x onerror="alert(1)"><script>alert(2)</script>',
    );
  });

  it("shows the server's refusal under the field it names, or above the buttons", async () => {
    let refusal: [number, unknown] = [
      400,
      { message: 'entryCost: must be at most 1000000', code: 'validation/invalid-input', field: 'entryCost' },
    ];
    const { dialog, field } = await openNew(() => refusal);
    fillNew(field);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(field.entryCost).toHaveAccessibleDescription('must be at most 1000000'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    refusal = [503, { message: 'Sweepstakes are being updated', code: 'internal' }];
    enter(field.entryCost, '300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sweepstakes are being updated');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('SweepstakeEditorDialog: edit', () => {
  it('starts from the sweepstake as saved and sends only the changed fields, in snake_case', async () => {
    const { dialog, field, toasts } = await openEdit(saved, ({ body }) => ok({ ...saved, ...(body as object) }));
    expect(field.title).toHaveValue('Holiday Cash');
    expect(field.prize).toHaveValue(500);
    expect(field.starts).toHaveValue('2026-12-01T12:00');
    expect(field.ends).toHaveValue('2026-12-08T12:00');
    expect(screen.queryByText(LOCKED_NOTE)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Nothing has changed yet.')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    enter(field.maxEntries, '20');
    enter(field.ends, '2026-12-10T12:00');
    enter(field.title, 'Holiday Cash ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([
      {
        method: 'PATCH',
        path: '/api/sweepstakes/sw-1',
        body: { max_entries: 20, end_date: '2026-12-10T17:00:00.000Z' },
      },
    ]);
    expect(toasts.success).toHaveBeenCalledWith('“Holiday Cash” saved');
  });

  it('locks the odds fields once anyone has entered, and says why', async () => {
    const { dialog, field } = await openEdit(entered);
    expect(within(dialog).getByText(LOCKED_NOTE)).toBeInTheDocument();
    for (const input of [field.prize, field.entryCost, field.maxEntries, field.starts, field.ends, field.rules])
      expect(input).toHaveAttribute('readonly');
    expect(field.title).not.toHaveAttribute('readonly');
    expect(field.description).not.toHaveAttribute('readonly');

    await userEvent.type(field.entryCost, '5');
    expect(field.entryCost).toHaveValue(100);
    enter(field.description, 'Now with a bonus prize.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([
      { method: 'PATCH', path: '/api/sweepstakes/sw-2', body: { description: 'Now with a bonus prize.' } },
    ]);
  });

  it('shows a refusal without a field (409) above the buttons', async () => {
    const { dialog, field } = await openEdit(saved, () => [
      409,
      { message: 'Someone has entered: the entry cost can no longer change', code: 'sweepstakes/has-entries' },
    ]);
    enter(field.entryCost, '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Someone has entered: the entry cost can no longer change',
    );
    expect(writes()).toEqual([{ method: 'PATCH', path: '/api/sweepstakes/sw-1', body: { entry_cost: 150 } }]);
  });
});
