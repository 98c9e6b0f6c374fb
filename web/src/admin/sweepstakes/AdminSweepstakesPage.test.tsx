import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_STATUS_CHANGES } from '@pilotmiles/core';

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));

const { default: AdminSweepstakesPage, NO_SWEEPSTAKES, noneWithStatus } = await import('./AdminSweepstakesPage');
const { ACTION_WORDING } = await import('./sweepstakeActions');
const { makeAdminSweepstake, makeAdminSweepstakes } = await import('./testing');
const { renderAsStaff, resetScreen, setWideScreen } = await import('../shared/testing');
const { fakeApi, ok } = await import('../../testing/fakeApi');

const LIST = 'GET /api/sweepstakes/admin';
const api = fakeApi();
const writes = () =>
  api.asked.filter((a) => a.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

const renderPage = () => renderAsStaff(<AdminSweepstakesPage />);

const draft = makeAdminSweepstake({ id: 'sw-draft', title: 'Winter Getaway', status: 'draft', value: 1500 });
const scheduled = makeAdminSweepstake({ id: 'sw-scheduled', title: 'Gamer Bundle', status: 'scheduled' });
const active = makeAdminSweepstake({
  id: 'sw-active',
  title: 'Holiday Cash',
  status: 'active',
  value: 500,
  entry_cost: 250,
  max_entries: 5,
  has_entries: true,
  total_entries: 120,
  entrants: 34,
  pm_collected: 30_000,
});
const completed = makeAdminSweepstake({
  id: 'sw-done',
  title: 'Tech Haul',
  status: 'completed',
  has_entries: true,
  total_entries: 40,
  entrants: 12,
  pm_collected: 4000,
  winner_uid: 'uid-winner',
  winner_payout_id: 'prize-sw-done',
  draw: {
    seed: 'f'.repeat(64),
    seed_hash: 'e'.repeat(64),
    entries_hash: 'd'.repeat(64),
    total_entries: 40,
    entrants: 12,
    ticket: 17,
    winner_public_id: '0123456789abcdef',
    winner_name: 'Maria G.',
    drawn_at: '2026-12-08T17:01:00.000Z',
  },
});
const cancelled = makeAdminSweepstake({
  id: 'sw-cancelled',
  title: 'Lost Cause',
  status: 'cancelled',
  has_entries: true,
  total_entries: 6,
  entrants: 2,
  refunds: { refunded: 2, pending: false },
});
const everything = makeAdminSweepstakes([draft, scheduled, active, completed, cancelled]);

beforeEach(() => {
  api.routes[LIST] = () => ok(everything);
});
afterEach(resetScreen);

const cards = () => within(screen.getByRole('list', { name: 'Sweepstakes' })).getAllByRole('listitem');
const card = (title: string) => cards().find((c) => c.textContent?.includes(title))!;
const figure = (name: string) => within(screen.getByRole('region', { name: 'Totals' })).getByRole('region', { name });

async function openMenu(title: string) {
  await userEvent.click(within(card(title)).getByRole('button', { name: `More actions for “${title}”` }));
  return screen.getByRole('menu');
}

describe('AdminSweepstakesPage', () => {
  it('loads, then shows the totals and every sweepstake with its status, figures and dates', async () => {
    let answer: () => void = () => {};
    const list = makeAdminSweepstakes([draft, active, completed, cancelled], {
      pm_collected: 34_000,
      prizes_usd: 3000,
    });
    api.routes[LIST] = () => new Promise((resolve) => (answer = () => resolve(ok(list))));
    renderPage();
    expect(screen.getByRole('progressbar', { name: 'Loading sweepstakes' })).toBeInTheDocument();
    // The list is answered once it was asked for.
    await waitFor(() => expect(api.to(LIST)).toHaveLength(1));
    answer();
    await waitFor(() => expect(cards()).toHaveLength(4));

    expect(figure('Sweepstakes')).toHaveTextContent('4');
    expect(figure('Open now')).toHaveTextContent('1');
    expect(figure('Entries')).toHaveTextContent('166');
    expect(figure('Entrants')).toHaveTextContent('48');
    expect(figure('PM collected')).toHaveTextContent('34,000 PM$340.00');
    expect(figure('Prizes')).toHaveTextContent('$3,000');

    expect(card('Winter Getaway')).toHaveTextContent('Draft');
    expect(card('Winter Getaway')).toHaveTextContent('$1,500 prize');
    const open = card('Holiday Cash');
    expect(open).toHaveTextContent('Open');
    expect(open).toHaveTextContent('250 PM ($2.50) per entry');
    expect(open).toHaveTextContent('max 5 per member');
    expect(open).toHaveTextContent('120 entries');
    expect(open).toHaveTextContent('34 entrants');
    expect(open).toHaveTextContent('30,000 PM collected ($300.00)');
    expect(open).toHaveTextContent('Dec 1, 2026');
    expect(open.querySelector('img')).toHaveAttribute('src', '/images/sweepstakes/cash.svg');
    expect(card('Tech Haul')).toHaveTextContent('Ended');
    expect(card('Lost Cause')).toHaveTextContent('Cancelled');
    expect(card('Lost Cause')).toHaveTextContent('2 entrants refunded');
  });

  it('shows a table on wide screens', async () => {
    setWideScreen();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Sweepstakes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Sweepstake', 'Runs', 'Prize / entry', 'Entries', 'Actions']);
    expect(within(table).getByRole('button', { name: 'Edit “Winter Getaway”' })).toBeInTheDocument();
    // The completed one's outcome has a row of its own.
    expect(within(table).getByRole('region', { name: 'Draw of “Tech Haul”' })).toHaveTextContent('Maria G.');
  });

  it('filters by status, with the count of each', async () => {
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(5));
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'All statuses (5)',
      'Draft (1)',
      'Upcoming (1)',
      'Open (1)',
      'Drawing (0)',
      'Ended (1)',
      'Cancelled (1)',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Ended (1)' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent('Tech Haul');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Drawing (0)' }));
    expect(await screen.findByText(noneWithStatus('drawing'))).toBeInTheDocument();
    expect(api.to(LIST)).toHaveLength(1);
  });

  it('shows the empty state, and a failed load with a retry', async () => {
    api.routes[LIST] = () => [500, { message: 'Sweepstakes unavailable', code: 'internal' }];
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sweepstakes unavailable');
    expect(screen.queryByRole('region', { name: 'Totals' })).not.toBeInTheDocument();
    api.routes[LIST] = () => ok(makeAdminSweepstakes([]));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(NO_SWEEPSTAKES)).toBeInTheDocument();
    expect(figure('Sweepstakes')).toHaveTextContent('0');
  });

  it('offers the status moves STAFF_STATUS_CHANGES allows, Delete only without entries', async () => {
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(5));
    const offered = async (title: string) => {
      const items = within(await openMenu(title))
        .getAllByRole('menuitem')
        .map((i) => i.textContent);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      return items;
    };
    const labels = (status: keyof typeof STAFF_STATUS_CHANGES) =>
      STAFF_STATUS_CHANGES[status].map((to) => ACTION_WORDING[to as keyof typeof ACTION_WORDING].label);

    expect(await offered('Winter Getaway')).toEqual(['Publish', 'Open now', 'Cancel sweepstake', 'Delete']);
    expect(await offered('Winter Getaway')).toEqual([...labels('draft'), 'Delete']);
    expect(await offered('Gamer Bundle')).toEqual(['Back to draft', 'Open now', 'Cancel sweepstake', 'Delete']);
    // With entries, Cancel takes Delete's place.
    expect(await offered('Holiday Cash')).toEqual(['Cancel sweepstake']);
    // Nothing left to do with an ended or cancelled one (with entries): no menu at all.
    expect(within(card('Tech Haul')).queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
    expect(within(card('Lost Cause')).queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
    // Editing stops once it ends.
    expect(within(card('Holiday Cash')).getByRole('button', { name: 'Edit “Holiday Cash”' })).toBeInTheDocument();
    expect(within(card('Tech Haul')).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('publishes after a confirmation, then toasts and reloads the list', async () => {
    let answer: () => void = () => {};
    api.routes['PATCH /api/sweepstakes/sw-draft'] = () =>
      new Promise((resolve) => (answer = () => resolve(ok({ ...draft, status: 'scheduled' }))));
    const { toasts } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(5));
    await userEvent.click(within(await openMenu('Winter Getaway')).getByRole('menuitem', { name: 'Publish' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish sweepstake' });
    expect(dialog).toHaveTextContent('Winter Getaway · Draft');
    expect(writes()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(writes()).toEqual([{ method: 'PATCH', path: '/api/sweepstakes/sw-draft', body: { status: 'scheduled' } }]),
    );
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts.success).toHaveBeenCalledWith('“Winter Getaway” published');
    await waitFor(() => expect(api.to(LIST)).toHaveLength(2));
  });

  it('keeps a refused move in its dialog', async () => {
    api.routes['PATCH /api/sweepstakes/sw-scheduled'] = () => [
      409,
      { message: 'This sweepstake has ended: entries are closed', code: 'sweepstakes/status-change' },
    ];
    const { toasts } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(5));
    await userEvent.click(within(await openMenu('Gamer Bundle')).getByRole('menuitem', { name: 'Open now' }));
    const dialog = screen.getByRole('dialog', { name: 'Open for entries now' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This sweepstake has ended: entries are closed');
    expect(writes()).toEqual([{ method: 'PATCH', path: '/api/sweepstakes/sw-scheduled', body: { status: 'active' } }]);
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('cancels only with a reason, explaining the refund', async () => {
    api.routes['PATCH /api/sweepstakes/sw-active'] = () => ok({ ...active, status: 'cancelled' });
    const { toasts } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(5));
    await userEvent.click(within(await openMenu('Holiday Cash')).getByRole('menuitem', { name: 'Cancel sweepstake' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel sweepstake' });
    expect(dialog).toHaveTextContent('every entrant is refunded once what they spent: 30,000 PM back to 34 entrants');
    // The way out is not also called "Cancel".
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel sweepstake' }));
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription('give a reason (at least 3 characters): entrants read it'),
    );
    await userEvent.type(reason, 'ok');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel sweepstake' }));
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription('give a reason (at least 3 characters): entrants read it'),
    );
    expect(writes()).toHaveLength(0);

    await userEvent.type(reason, ' — prize supplier pulled out');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel sweepstake' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([
      {
        method: 'PATCH',
        path: '/api/sweepstakes/sw-active',
        body: { status: 'cancelled', reason: 'ok — prize supplier pulled out' },
      },
    ]);
    expect(toasts.success).toHaveBeenCalledWith('“Holiday Cash” cancelled: every entrant is refunded');
    await waitFor(() => expect(api.to(LIST)).toHaveLength(2));
  });

  it('deletes one nobody entered, after a confirmation', async () => {
    api.routes['DELETE /api/sweepstakes/sw-scheduled'] = () => ok({ id: 'sw-scheduled', deleted: true });
    const { toasts } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(5));
    await userEvent.click(within(await openMenu('Gamer Bundle')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete sweepstake' });
    expect(dialog).toHaveTextContent('“Gamer Bundle” is removed for good');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toHaveLength(0);

    await userEvent.click(within(await openMenu('Gamer Bundle')).getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([{ method: 'DELETE', path: '/api/sweepstakes/sw-scheduled', body: undefined }]);
    expect(toasts.success).toHaveBeenCalledWith('“Gamer Bundle” deleted');
  });

  it('shows the winner, the prize payout and the draw of a completed one', async () => {
    api.routes[LIST] = () =>
      ok(
        makeAdminSweepstakes([
          completed,
          {
            ...completed,
            id: 'sw-empty',
            title: 'Quiet One',
            draw: { ...completed.draw!, total_entries: 0, winner_public_id: null, winner_name: null },
            winner_uid: null,
            winner_payout_id: null,
          },
        ]),
      );
    renderPage();
    const draw = await screen.findByRole('region', { name: 'Draw of “Tech Haul”' });
    expect(draw).toHaveTextContent('Winner: Maria G.');
    expect(within(draw).getByRole('link', { name: 'uid-winner' })).toHaveAttribute('href', '/admin/users/uid-winner');
    expect(within(draw).getByRole('link', { name: 'prize-sw-done' })).toHaveAttribute('href', '/admin/payouts');
    expect(screen.queryByText('f'.repeat(64))).not.toBeVisible();
    await userEvent.click(within(draw).getByRole('button', { name: 'Draw details' }));
    await waitFor(() => expect(screen.getByText('f'.repeat(64))).toBeVisible());
    expect(draw).toHaveTextContent(`Seed hash (published first)${'e'.repeat(64)}`);
    expect(draw).toHaveTextContent(`Entries hash${'d'.repeat(64)}`);
    expect(draw).toHaveTextContent('Ticket17 of 40 entries');
    expect(card('Quiet One')).toHaveTextContent('Nobody entered: no winner was drawn.');
  });
});
