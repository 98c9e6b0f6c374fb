import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MissingCreditClaimsPage } from '@pilotmiles/core';
import { fakeApi, ok, type Route } from '../../testing/fakeApi';

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));

const { ClaimsSection } = await import('./ClaimsSection');
const { makeMissingCreditClaim } = await import('./testing');
const { renderAsStaff, resetScreen, setWideScreen } = await import('../shared/testing');

const LIST = 'GET /api/admin/swaarm-conversions/claims';
const ACT = 'POST /api/admin/swaarm-conversions';
const api = fakeApi();

afterEach(resetScreen);

const listQueries = () => api.to(LIST).map((a) => a.query);

function serve(page: MissingCreditClaimsPage, act: Route = () => ok({})) {
  api.routes[LIST] = () => ok(page);
  api.routes[ACT] = act;
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
    // The first page goes without a cursor.
    expect(listQueries()[0]).toEqual({ status: 'open' });
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
    api.routes[LIST] = (asked) =>
      asked.query.status === 'credited'
        ? [500, { message: 'Claims unavailable', code: 'internal' }]
        : ok({ items: [], nextCursor: null });
    renderAsStaff(<ClaimsSection />);
    expect(await screen.findByText('No open claims.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Credited' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Claims unavailable');
    expect(listQueries()[1]).toEqual({ status: 'credited' });
  });

  it('credits a claim with the amount prefilled from the event, as edited, with a reason', async () => {
    serve({ items: [claim], nextCursor: null }, () => ok({ ...claim, status: 'credited' }));
    const { toasts } = renderAsStaff(<ClaimsSection />);
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
    expect(api.asked.filter((a) => a.method !== 'GET')).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/admin/swaarm-conversions',
        body: { claim_id: 'claim-1', action: 'credit', amount: 1000, reason: 'postback lost, checked in Swaarm' },
      }),
    ]);
    expect(toasts.success).toHaveBeenCalledWith('Claim credited');
    await waitFor(() => expect(api.to(LIST)).toHaveLength(2));
  });

  it('dismisses a claim with a reason (no amount), and shows a refusal in the dialog', async () => {
    serve({ items: [claim], nextCursor: null }, () => [
      409,
      { message: 'This claim is already resolved', code: 'conflict' },
    ]);
    renderAsStaff(<ClaimsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss claim' });
    expect(within(dialog).queryByRole('spinbutton', { name: 'Amount' })).not.toBeInTheDocument();
    await userEvent.type(reason(dialog), 'no such event');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This claim is already resolved');
    expect(api.to(ACT).map((a) => a.body)).toEqual([
      { claim_id: 'claim-1', action: 'dismiss', reason: 'no such event' },
    ]);
  });
});
