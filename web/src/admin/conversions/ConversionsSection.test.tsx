import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminConversionsPage } from '@pilotmiles/core';
import { fakeApi, ok, type Route } from '../../testing/fakeApi';

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));

const { ConversionsSection, NO_CONVERSIONS } = await import('./ConversionsSection');
const { makeAdminConversion } = await import('./testing');
const { renderAsStaff, resetScreen, setWideScreen } = await import('../shared/testing');
const { REFUSED_FILTER } = await import('../shared/PagedListView');

const LIST = 'GET /api/admin/swaarm-conversions';
const PATCH = 'PATCH /api/admin/swaarm-conversions';
const api = fakeApi();

afterEach(resetScreen);

const listQueries = () => api.to(LIST).map((a) => a.query);

/** Answers the list with `pages` in turn (the last one repeats), and PATCH with `patch`. */
function serve(pages: AdminConversionsPage[], patch: Route = () => ok({})) {
  let page = 0;
  api.routes[LIST] = () => ok(pages[Math.min(page++, pages.length - 1)]);
  api.routes[PATCH] = patch;
}

const pending = makeAdminConversion({
  id: 'conv-pending',
  status: 'pending',
  pilot_miles: 6000,
  release_at: '2026-11-30T10:00:00.000Z',
  history: [{ status: 'pending', at: '2026-11-23T10:00:00.000Z', by: 'postback' }],
});
const confirmed = makeAdminConversion({
  id: 'conv-confirmed',
  offer_name: 'Budget Planner',
  event_name: 'Install',
  email: 'pilot@pilotmiles.test',
  history: [
    { status: 'pending', at: '2026-11-20T10:00:00.000Z', by: 'postback' },
    { status: 'confirmed', at: '2026-11-21T10:00:00.000Z', by: 'admin-uid', reason: 'checked with Swaarm' },
  ],
});
const rejected = makeAdminConversion({ id: 'conv-rejected', status: 'rejected', payout_usd: null });

const cards = () => within(screen.getByRole('list', { name: 'Conversions' })).getAllByRole('listitem');
const card = (text: string) => cards().find((c) => c.textContent?.includes(text))!;

describe('ConversionsSection', () => {
  it('shows a loading state, then the conversions newest first with their status and actions', async () => {
    let answer: (page: AdminConversionsPage) => void = () => {};
    api.routes[LIST] = () => new Promise((resolve) => (answer = (page) => resolve(ok(page))));
    renderAsStaff(<ConversionsSection />);
    expect(screen.getByRole('progressbar', { name: 'Loading conversions' })).toBeInTheDocument();
    await waitFor(() => expect(api.to(LIST)).toHaveLength(1));
    answer({ items: [pending, confirmed, rejected], nextCursor: null });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(cards()[0]).toHaveTextContent('Dragon Quest Idle');
    expect(cards()[0]).toHaveTextContent('6,000 PM');
    expect(cards()[0]).toHaveTextContent('$17.14');
    expect(cards()[0]).toHaveTextContent('Pending');
    expect(cards()[0]).toHaveTextContent('Releases Nov 30, 2026');
    expect(within(cards()[0]).getByRole('button', { name: 'Approve now' })).toBeInTheDocument();
    expect(within(cards()[0]).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(cards()[1]).getByRole('button', { name: 'Reverse' })).toBeInTheDocument();
    expect(within(cards()[1]).queryByRole('button', { name: 'Approve now' })).not.toBeInTheDocument();
    expect(cards()[2]).toHaveTextContent('Rejected');
    expect(cards()[2]).not.toHaveTextContent('$');
    expect(within(cards()[2]).queryByRole('button', { name: /Approve|Reject|Reverse/ })).not.toBeInTheDocument();
    // No filter and no cursor: a bare query.
    expect(listQueries()[0]).toEqual({});
  });

  it('shows a table on wide screens, with each row’s history on demand', async () => {
    setWideScreen();
    serve([{ items: [confirmed], nextCursor: null }]);
    renderAsStaff(<ConversionsSection />);
    const table = await screen.findByRole('table', { name: 'Conversions' });
    expect(within(table).getByText('pilot@pilotmiles.test')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /History of/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show history of Install · Budget Planner' }));
    const history = within(screen.getByRole('list', { name: 'History of Install · Budget Planner' })).getAllByRole(
      'listitem',
    );
    expect(history).toHaveLength(2);
    expect(history[0]).toHaveTextContent('Pending');
    expect(history[0]).toHaveTextContent('by the network');
    expect(history[1]).toHaveTextContent('Confirmed');
    expect(history[1]).toHaveTextContent('by admin-uid');
    expect(history[1]).toHaveTextContent('“checked with Swaarm”');
  });

  it('says so when nothing matches, and shows a failed load with a retry', async () => {
    let calls = 0;
    api.routes[LIST] = () =>
      ++calls === 1
        ? [500, { message: 'Conversions unavailable', code: 'internal' }]
        : ok({ items: [], nextCursor: null });
    renderAsStaff(<ConversionsSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Conversions unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(NO_CONVERSIONS)).toBeInTheDocument();
  });

  it("shows the server's refusal of a filter under that filter, without a useless retry", async () => {
    api.routes[LIST] = (asked) =>
      asked.query.offer_id === 'bad/id'
        ? [
            400,
            {
              message: 'offer_id: must be letters, digits, - or _',
              code: 'validation/invalid-input',
              field: 'offer_id',
            },
          ]
        : ok({ items: [pending], nextCursor: null });
    renderAsStaff(<ConversionsSection />);
    await waitFor(() => expect(cards()).toHaveLength(1));
    await userEvent.type(screen.getByLabelText('Offer id'), 'bad/id{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED_FILTER);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Offer id')).toHaveAccessibleDescription('must be letters, digits, - or _');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByLabelText('Offer id')).not.toHaveAccessibleDescription();
  });

  it('loads more with the cursor, and a filter change starts again from the first page', async () => {
    serve([
      { items: [pending], nextCursor: 'cursor-2' },
      { items: [confirmed], nextCursor: null },
      { items: [rejected], nextCursor: null },
      { items: [rejected], nextCursor: null },
    ]);
    renderAsStaff(<ConversionsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(listQueries()[1]).toMatchObject({ cursor: 'cursor-2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Rejected' }));
    await waitFor(() => expect(api.to(LIST)).toHaveLength(3));
    expect(listQueries()[2]).toEqual({ status: 'rejected' });
    await waitFor(() => expect(cards()).toHaveLength(1));

    await userEvent.type(screen.getByLabelText('Member uid'), ' uid-9 ');
    await userEvent.type(screen.getByLabelText('Offer id'), 'dragon-quest{Enter}');
    await waitFor(() => expect(api.to(LIST)).toHaveLength(4));
    expect(listQueries()[3]).toEqual({ status: 'rejected', uid: 'uid-9', offer_id: 'dragon-quest' });
  });

  it('asks for a reason before approving, then sends it, toasts and refreshes the list', async () => {
    serve(
      [
        { items: [pending], nextCursor: null },
        { items: [{ ...pending, status: 'confirmed' }], nextCursor: null },
      ],
      ({ body }) => ok({ ...pending, status: 'confirmed', body }),
    );
    const { toasts } = renderAsStaff(<ConversionsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve now' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve now' });
    expect(dialog).toHaveTextContent('Credits 6,000 PM to the member now');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
        'give a reason (at least 3 characters)',
      ),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'ok');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(api.to(PATCH)).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), ' by Swaarm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.asked.filter((a) => a.method !== 'GET')).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/admin/swaarm-conversions',
        body: { id: 'conv-pending', action: 'approve', reason: 'ok by Swaarm' },
      }),
    ]);
    expect(toasts.success).toHaveBeenCalledWith('Conversion approved');
    await waitFor(() => expect(api.to(LIST)).toHaveLength(2));
    await waitFor(() => expect(cards()[0]).toHaveTextContent('Confirmed'));
  });

  it('rejects a pending one and reverses a confirmed one with their own actions', async () => {
    serve([{ items: [pending, confirmed], nextCursor: null }]);
    const { toasts } = renderAsStaff(<ConversionsSection />);
    await userEvent.click(within(await waitFor(() => card('Reach level 10'))).getByRole('button', { name: 'Reject' }));
    let dialog = screen.getByRole('dialog', { name: 'Reject conversion' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'fraud suspected');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(card('Budget Planner')).getByRole('button', { name: 'Reverse' }));
    dialog = screen.getByRole('dialog', { name: 'Reverse conversion' });
    expect(dialog).toHaveTextContent("Debits the 1,200 PM credited. The member's balance may go below zero.");
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'chargeback');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(api.to(PATCH)).toHaveLength(2));
    expect(api.to(PATCH).map((a) => a.body)).toEqual([
      { id: 'conv-pending', action: 'reject', reason: 'fraud suspected' },
      { id: 'conv-confirmed', action: 'reverse', reason: 'chargeback' },
    ]);
    expect(toasts.success).toHaveBeenCalledWith('Conversion reversed');
  });

  it("keeps the dialog open with the server's message when the action is refused", async () => {
    serve([{ items: [confirmed], nextCursor: null }], () => [
      409,
      { message: 'This conversion was already reversed', code: 'conflict' },
    ]);
    const { toasts } = renderAsStaff(<ConversionsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reverse' }));
    const dialog = screen.getByRole('dialog', { name: 'Reverse conversion' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'chargeback');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This conversion was already reversed');
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('chargeback');
    expect(toasts.success).not.toHaveBeenCalled();

    // Opening it again starts clean.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Reverse' }));
    const again = screen.getByRole('dialog', { name: 'Reverse conversion' });
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(again).getByRole('textbox', { name: /Reason/ })).toHaveValue('');
  });
});
