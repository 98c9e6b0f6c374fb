import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SweepstakeEntrantsPage } from '@pilotmiles/core';

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));

const { default: AdminSweepstakesPage } = await import('./AdminSweepstakesPage');
const { NO_ENTRANTS } = await import('./EntrantsDrawer');
const { makeAdminSweepstake, makeAdminSweepstakes, makeEntrant } = await import('./testing');
const { renderAsStaff } = await import('../shared/testing');
const { ok } = await import('../../testing/fakeApi');

const BUSY = 'GET /api/sweepstakes/sw-busy/entries';
const QUIET = 'GET /api/sweepstakes/sw-quiet/entries';

const busy = makeAdminSweepstake({
  id: 'sw-busy',
  title: 'Holiday Cash',
  status: 'cancelled',
  has_entries: true,
  total_entries: 57,
  entrants: 3,
  pm_collected: 5700,
});
const quiet = makeAdminSweepstake({ id: 'sw-quiet', title: 'Quiet One', status: 'scheduled' });

const top = makeEntrant({
  uid: 'uid-top',
  email: 'top@pilotmiles.test',
  display_name: 'Top Pilot',
  entries: 50,
  pm_spent: 5000,
  public_id: 'aaaa1111bbbb2222',
  refunded: true,
});
const mid = makeEntrant({ uid: 'uid-mid', email: null, display_name: null, entries: 5, pm_spent: 500, refunded: true });
const low = makeEntrant({ uid: 'uid-low', email: 'low@pilotmiles.test', entries: 1, pm_spent: 100 });

/** Answers in turn, the last one from then on. */
const inTurn =
  (...answers: [number, unknown][]) =>
  (): [number, unknown] =>
    answers.length > 1 ? answers.shift()! : answers[0]!;

const page = (items: SweepstakeEntrantsPage['items'], nextCursor: string | null) =>
  ok({ items, nextCursor, total_entries: 57, entrants: 3 } satisfies SweepstakeEntrantsPage);

/** The page over the list, each sweepstake's entrants answering from `entrants`; opens the panel of `title`. */
async function openEntrants(title: string, entrants: Record<string, () => [number, unknown]>) {
  const { api } = renderAsStaff(<AdminSweepstakesPage />, {
    endpoints: { 'GET /api/sweepstakes/admin': () => ok(makeAdminSweepstakes([busy, quiet])), ...entrants },
  });
  await userEvent.click(await screen.findByRole('button', { name: `Entrants of “${title}”` }));
  return { panel: screen.getByRole('dialog', { name: 'Entrants' }), api };
}

const rows = (panel: HTMLElement) =>
  within(within(panel).getByRole('list', { name: 'Entrants' })).getAllByRole('listitem');

describe('EntrantsDrawer', () => {
  it('lists entrants most entries first, page by page', async () => {
    const { panel, api } = await openEntrants('Holiday Cash', {
      [BUSY]: inTurn(page([top, mid], 'cursor-2'), page([low], null)),
    });
    expect(panel).toHaveTextContent('57 entries · 3 entrants · 5,700 PM');
    await waitFor(() => expect(rows(panel)).toHaveLength(2));
    // No cursor yet: the client leaves the null out.
    expect(api.to(BUSY)[0]!.query).toEqual({ limit: '20' });

    expect(rows(panel)[0]).toHaveTextContent('top@pilotmiles.test');
    expect(rows(panel)[0]).toHaveTextContent('Top Pilot');
    expect(rows(panel)[0]).toHaveTextContent('50 entries');
    expect(rows(panel)[0]).toHaveTextContent('5,000 PM ($50.00)');
    expect(rows(panel)[0]).toHaveTextContent('Public id aaaa1111bbbb2222');
    expect(rows(panel)[0]).toHaveTextContent('Refunded');
    expect(rows(panel)[1]).toHaveTextContent('No e-mail');
    expect(rows(panel)[1]).toHaveTextContent('uid-mid');

    await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows(panel)).toHaveLength(3));
    expect(api.to(BUSY)[1]!.query).toEqual({ limit: '20', cursor: 'cursor-2' });
    expect(rows(panel)[2]).toHaveTextContent('1 entry');
    expect(rows(panel)[2]).not.toHaveTextContent('Refunded');
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Close entrants' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the loaded entrants when a later page fails, and says when nobody entered', async () => {
    const { panel } = await openEntrants('Holiday Cash', {
      [BUSY]: inTurn(
        page([top], 'cursor-2'),
        [500, { message: 'Entrants unavailable', code: 'internal' }],
        page([low], null),
      ),
    });
    await waitFor(() => expect(rows(panel)).toHaveLength(1));
    await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Entrants unavailable');
    expect(rows(panel)).toHaveLength(1);
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows(panel)).toHaveLength(2));
    cleanup();

    await openEntrants('Quiet One', { [QUIET]: () => page([], null) });
    expect(await screen.findByText(NO_ENTRANTS)).toBeInTheDocument();
  });
});
