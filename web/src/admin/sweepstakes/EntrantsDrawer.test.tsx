import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SweepstakeEntrantsPage } from '@pilotmiles/core';

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
const { NO_ENTRANTS } = await import('./EntrantsDrawer');
const { makeAdminSweepstake, makeAdminSweepstakes, makeEntrant } = await import('./testing');
const { renderAsStaff } = await import('../shared/testing');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

type Options = { method?: string; query?: Record<string, unknown> };
const entrantCalls = () =>
  (mocks.api.mock.calls as [string, Options | undefined][]).filter(([path]) => path.endsWith('/entries'));

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

const top = makeEntrant({ uid: 'uid-top', email: 'top@pilotmiles.test', display_name: 'Top Pilot', entries: 50, pm_spent: 5000, public_id: 'aaaa1111bbbb2222', refunded: true });
const mid = makeEntrant({ uid: 'uid-mid', email: null, display_name: null, entries: 5, pm_spent: 500, refunded: true });
const low = makeEntrant({ uid: 'uid-low', email: 'low@pilotmiles.test', entries: 1, pm_spent: 100 });

/** The list, and the entrants pages of each sweepstake in turn (the last one repeats). */
function serve(pages: Record<string, (SweepstakeEntrantsPage | Error)[]>) {
  const seen: Record<string, number> = {};
  mocks.api.mockImplementation(async (path: string) => {
    const m = /^\/sweepstakes\/([^/]+)\/entries$/.exec(path);
    if (!m) return makeAdminSweepstakes([busy, quiet]);
    const list = pages[m[1]!]!;
    const n = (seen[m[1]!] = (seen[m[1]!] ?? -1) + 1);
    const page = list[Math.min(n, list.length - 1)]!;
    if (page instanceof Error) throw page;
    return page;
  });
}

const page = (items: SweepstakeEntrantsPage['items'], nextCursor: string | null): SweepstakeEntrantsPage => ({
  items,
  nextCursor,
  total_entries: 57,
  entrants: 3,
});

async function openEntrants(title: string) {
  renderAsStaff(<AdminSweepstakesPage />);
  await userEvent.click(await screen.findByRole('button', { name: `Entrants of “${title}”` }));
  return screen.getByRole('dialog', { name: 'Entrants' });
}

const rows = (panel: HTMLElement) => within(within(panel).getByRole('list', { name: 'Entrants' })).getAllByRole('listitem');

describe('EntrantsDrawer', () => {
  it('lists entrants most entries first, page by page', async () => {
    serve({ 'sw-busy': [page([top, mid], 'cursor-2'), page([low], null)] });
    const panel = await openEntrants('Holiday Cash');
    expect(panel).toHaveTextContent('57 entries · 3 entrants · 5,700 PM');
    await waitFor(() => expect(rows(panel)).toHaveLength(2));
    expect(entrantCalls()[0]).toEqual(['/sweepstakes/sw-busy/entries', expect.objectContaining({ query: { limit: '20', cursor: null } })]);

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
    expect(entrantCalls()[1]).toEqual([
      '/sweepstakes/sw-busy/entries',
      expect.objectContaining({ query: { limit: '20', cursor: 'cursor-2' } }),
    ]);
    expect(rows(panel)[2]).toHaveTextContent('1 entry');
    expect(rows(panel)[2]).not.toHaveTextContent('Refunded');
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Close entrants' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the loaded entrants when a later page fails, and says when nobody entered', async () => {
    serve({
      'sw-busy': [page([top], 'cursor-2'), new ApiError(500, 'internal', 'Entrants unavailable'), page([low], null)],
      'sw-quiet': [page([], null)],
    });
    const panel = await openEntrants('Holiday Cash');
    await waitFor(() => expect(rows(panel)).toHaveLength(1));
    await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Entrants unavailable');
    expect(rows(panel)).toHaveLength(1);
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows(panel)).toHaveLength(2));
    cleanup();

    await openEntrants('Quiet One');
    expect(await screen.findByText(NO_ENTRANTS)).toBeInTheDocument();
  });
});
