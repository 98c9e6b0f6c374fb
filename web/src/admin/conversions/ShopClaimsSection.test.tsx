import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminShopClaim, AdminShopClaimsPage } from '@pilotmiles/core';

const mocks = vi.hoisted(() => ({
  sessionExpired: vi.fn(),
  toast: { error: vi.fn(), info: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() },
}));
vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('../../lib/toast', () => ({ useToast: () => mocks.toast }));

const { fakePostEndpoint } = await import('../../testing/fakeEndpoint');
const { ShopClaimsSection } = await import('./ShopClaimsSection');
const { makeAdminShopClaim } = await import('./testing');
const { renderAsStaff, resetScreen, setWideScreen } = await import('../shared/testing');

const PATH = '/api/admin/shopping-claims';

/** POST /api/admin/shopping-claims through the real api client: its answers, the bodies it got, its gate. */
const server = fakePostEndpoint(PATH, mocks.sessionExpired);

/** GET of the same path: what the list answers (status, body) for a query, and every query it got. */
let listAnswer: (query: Record<string, string>) => [number, unknown];
const listQueries: Array<Record<string, string>> = [];

beforeEach(() => {
  // The fake endpoint's beforeEach ran first and stubbed fetch for the POST: GETs are answered here.
  const post = globalThis.fetch;
  listQueries.length = 0;
  listAnswer = () => [200, { data: { items: [], nextCursor: null } }];
  resetScreen();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init?: RequestInit) => {
      if (init?.method && init.method !== 'GET') return post(input, init);
      const url = new URL(String(input));
      expect(url.pathname).toBe(PATH);
      const query = Object.fromEntries(url.searchParams);
      listQueries.push(query);
      const [status, body] = listAnswer(query);
      return Response.json(body, { status });
    }),
  );
});

const page = (items: AdminShopClaim[], nextCursor: string | null = null): [number, { data: AdminShopClaimsPage }] => [
  200,
  { data: { items, nextCursor } },
];

const claim = makeAdminShopClaim({
  id: 'uid-9:contoso:NW-1001',
  email: 'shopper@pilotmiles.test',
  brand_name: 'Contoso Outfitters',
  order_id: 'NW-1001',
  order_date: '2026-11-18',
  amount: 84.2,
  expected_pilot_miles: 421,
  created_at: '2026-11-21T15:00:00.000Z',
});
const cards = () => within(screen.getByRole('list', { name: 'Cashback claims' })).getAllByRole('listitem');
const reason = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Reason/ });

describe('ShopClaimsSection', () => {
  it('loads the open claims, then shows store, order, dates, dollars, the rate’s cashback and status; Load more pages on', async () => {
    const second = makeAdminShopClaim({ brand_name: 'Fabrikam Home', order_id: 'FB-77', amount: 120 });
    listAnswer = (q) => (q.cursor === 'next-1' ? page([second]) : page([claim], 'next-1'));
    renderAsStaff(<ShopClaimsSection />);
    expect(screen.getByRole('progressbar', { name: 'Loading cashback claims' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(listQueries[0]).toEqual({ status: 'open' });
    for (const text of [
      'shopper@pilotmiles.test',
      'Contoso Outfitters',
      'Order NW-1001 · Nov 18, 2026',
      '$84.20',
      'Cashback at the brand’s rate: 421 PM',
      'Nov 21, 2026',
      'Open',
    ])
      expect(cards()[0]).toHaveTextContent(text);
    expect(within(cards()[0]!).getByRole('button', { name: 'Credit' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(listQueries[1]).toEqual({ status: 'open', cursor: 'next-1' });
    expect(cards()[1]).toHaveTextContent('Fabrikam Home');
    expect(cards()[1]).toHaveTextContent('$120');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a table on wide screens; a resolved claim has no actions, and no rate leaves the cashback blank', async () => {
    setWideScreen();
    const credited = makeAdminShopClaim({
      order_id: 'NW-2002',
      status: 'credited',
      credited_pilot_miles: 500,
      resolved_at: '2026-11-23T10:00:00.000Z',
      resolved_by: 'staff-1',
      resolution_reason: 'receipt checked',
    });
    const unrated = makeAdminShopClaim({ order_id: 'NW-3003', expected_pilot_miles: undefined as unknown as number });
    listAnswer = () => page([claim, credited, unrated]);
    renderAsStaff(<ShopClaimsSection />);
    const table = await screen.findByRole('table', { name: 'Cashback claims' });
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toEqual(['Member', 'Store / order', 'Amount', 'Cashback', 'Created', 'Status', 'Actions']);
    const [, first, second, third] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(first!)).toEqual([
      expect.stringContaining('shopper@pilotmiles.test'),
      'Contoso OutfittersOrder NW-1001 · Nov 18, 2026Rakuten Advertising',
      '$84.20',
      '421 PM',
      expect.stringContaining('Nov 21, 2026'),
      'Open',
      'CreditDismiss',
    ]);
    expect(cells(second!)[3]).toBe('421 PMCredited 500 PM');
    expect(cells(second!)[5]).toMatch(/^CreditedResolved .* by staff-1: receipt checked$/);
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();
    expect(cells(third!)[3]).toBe('');
  });

  it('says when there are no claims, and shows a failed load with the server’s message', async () => {
    listAnswer = (q) =>
      q.status === 'dismissed' ? [500, { message: 'Claims unavailable', code: 'internal' }] : page([]);
    renderAsStaff(<ShopClaimsSection />);
    expect(await screen.findByText('No cashback claims to review.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Dismissed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Claims unavailable');
    expect(listQueries.at(-1)).toEqual({ status: 'dismissed' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'All claims' }));
    expect(await screen.findByText('No cashback claims match this filter.')).toBeInTheDocument();
    expect(listQueries.at(-1)).toEqual({});
  });

  it('credits with the rate’s PM prefilled, a reason required, busy while sending, then toasts and refreshes', async () => {
    listAnswer = () => page([claim]);
    server.answers.push([200, { data: { ...claim, status: 'credited', credited_pilot_miles: 500 } }]);
    renderAsStaff(<ShopClaimsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Credit' }));
    const dialog = screen.getByRole('dialog', { name: 'Credit claim' });
    expect(dialog).toHaveTextContent('Contoso Outfitters · order NW-1001 · $84.20 on Nov 18, 2026');
    expect(dialog).toHaveTextContent('shopper@pilotmiles.test');
    const amount = within(dialog).getByRole('spinbutton', { name: 'Amount' });
    expect(amount).toHaveValue(421);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Credit' }));
    await waitFor(() => expect(reason(dialog)).toHaveAccessibleDescription('give a reason (at least 3 characters)'));
    expect(server.bodies).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.type(reason(dialog), 'receipt checked, Rakuten never reported it');
    let answer = () => {};
    server.gate = new Promise((resolve) => (answer = resolve));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Credit' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.bodies).toEqual([
      {
        claim_id: 'uid-9:contoso:NW-1001',
        action: 'credit',
        amount_pm: 500,
        reason: 'receipt checked, Rakuten never reported it',
      },
    ]);
    expect(mocks.toast.success).toHaveBeenCalledWith('Claim credited');
    await waitFor(() => expect(listQueries).toHaveLength(2));
  });

  it('asks for the amount when the claim carries no rate’s cashback', async () => {
    listAnswer = () => page([makeAdminShopClaim({ expected_pilot_miles: 0 })]);
    renderAsStaff(<ShopClaimsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Credit' }));
    const dialog = screen.getByRole('dialog', { name: 'Credit claim' });
    const amount = within(dialog).getByRole('spinbutton', { name: 'Amount' });
    expect(amount).toHaveValue(null);
    await userEvent.type(reason(dialog), 'receipt checked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Credit' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('enter a whole number of PM'));
    expect(server.bodies).toHaveLength(0);
  });

  it('dismisses with a reason and no amount; a refusal shows the server’s message in the dialog, which stays open', async () => {
    listAnswer = () => page([claim]);
    server.answers.push([
      409,
      {
        message: 'The network reported this order meanwhile (pending): dismiss the claim instead',
        code: 'shopping/already-tracked',
      },
    ]);
    renderAsStaff(<ShopClaimsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss claim' });
    expect(within(dialog).queryByRole('spinbutton', { name: 'Amount' })).not.toBeInTheDocument();
    await userEvent.type(reason(dialog), 'order was cancelled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The network reported this order meanwhile (pending): dismiss the claim instead',
    );
    expect(reason(dialog)).toHaveValue('order was cancelled');
    expect(server.bodies).toEqual([
      { claim_id: 'uid-9:contoso:NW-1001', action: 'dismiss', reason: 'order was cancelled' },
    ]);
    expect(mocks.toast.success).not.toHaveBeenCalled();
    expect(mocks.sessionExpired).not.toHaveBeenCalled();
  });
});
