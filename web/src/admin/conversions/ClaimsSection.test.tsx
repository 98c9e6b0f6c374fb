import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MissingCreditClaimsPage } from '@pilotmiles/core';

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
const { ClaimsSection } = await import('./ClaimsSection');
const { makeMissingCreditClaim } = await import('./testing');
const { renderAsStaff, resetScreen, setWideScreen } = await import('../shared/testing');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  resetScreen();
});

type Call = [string, { method?: string; query?: Record<string, unknown>; body?: unknown } | undefined];
const calls = () => mocks.api.mock.calls as Call[];
const listCalls = () => calls().filter(([path]) => path === '/admin/swaarm-conversions/claims');
const postCalls = () => calls().filter(([, o]) => o?.method === 'POST');

function serve(page: MissingCreditClaimsPage, post: (body: unknown) => Promise<unknown> = async () => ({})) {
  mocks.api.mockImplementation(async (_path: string, o?: { method?: string; body?: unknown }) =>
    o?.method === 'POST' ? post(o.body) : page,
  );
}

const claim = makeMissingCreditClaim({ id: 'claim-1', pilot_miles: 800 });
const cards = () => within(screen.getByRole('list', { name: 'Missing-credit claims' })).getAllByRole('listitem');
const reason = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Reason/ });

describe('ClaimsSection', () => {
  it('lists open claims first with member, offer, event, PM, note and status', async () => {
    serve({ items: [claim], nextCursor: null });
    renderAsStaff(<ClaimsSection />);
    expect(screen.getByRole('progressbar', { name: 'Loading claims' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(listCalls()[0]![1]!.query).toEqual({ status: 'open', cursor: null });
    for (const text of [claim.email!, 'TravelBox Sign-up', 'Create an account', '800 PM', claim.note, 'Open'])
      expect(cards()[0]).toHaveTextContent(text);
    expect(cards()[0]).toHaveTextContent(/\d+ (days?|h|min) ago/);
  });

  it('shows a table on wide screens', async () => {
    setWideScreen();
    serve({ items: [claim], nextCursor: null });
    renderAsStaff(<ClaimsSection />);
    const table = await screen.findByRole('table', { name: 'Missing-credit claims' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('button', { name: 'Credit' })).toBeInTheDocument();
  });

  it('filters by status; an empty list and a failed load say so', async () => {
    mocks.api.mockResolvedValueOnce({ items: [], nextCursor: null });
    mocks.api.mockRejectedValueOnce(new ApiError(500, 'internal', 'Claims unavailable'));
    renderAsStaff(<ClaimsSection />);
    expect(await screen.findByText('No open claims.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Credited' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Claims unavailable');
    expect(listCalls()[1]![1]!.query).toEqual({ status: 'credited', cursor: null });
  });

  it('credits a claim with the amount prefilled from the event, as edited, with a reason', async () => {
    serve({ items: [claim], nextCursor: null }, async () => ({ ...claim, status: 'credited' }));
    renderAsStaff(<ClaimsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Credit' }));
    const dialog = screen.getByRole('dialog', { name: 'Credit claim' });
    const amount = within(dialog).getByRole('spinbutton', { name: 'Amount' });
    expect(amount).toHaveValue(800);
    await userEvent.clear(amount);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Credit' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('enter a whole number of PM'));
    expect(reason(dialog)).toHaveAccessibleDescription('give a reason (at least 3 characters)');
    await userEvent.type(amount, '1000');
    await userEvent.type(reason(dialog), 'postback lost, checked in Swaarm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Credit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(postCalls()).toEqual([
      [
        '/admin/swaarm-conversions',
        {
          method: 'POST',
          body: { claim_id: 'claim-1', action: 'credit', amount: 1000, reason: 'postback lost, checked in Swaarm' },
        },
      ],
    ]);
    expect(mocks.toast.success).toHaveBeenCalledWith('Claim credited');
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });

  it('dismisses a claim with a reason (no amount), and shows a refusal in the dialog', async () => {
    serve({ items: [claim], nextCursor: null }, () =>
      Promise.reject(new ApiError(409, 'conflict', 'This claim is already resolved')),
    );
    renderAsStaff(<ClaimsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss claim' });
    expect(within(dialog).queryByRole('spinbutton', { name: 'Amount' })).not.toBeInTheDocument();
    await userEvent.type(reason(dialog), 'no such event');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This claim is already resolved');
    expect(postCalls().map(([, o]) => o!.body)).toEqual([{ claim_id: 'claim-1', action: 'dismiss', reason: 'no such event' }]);
  });
});
