import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPayout, AdminPayoutsPage, BulkPayoutResult } from '@pilotmiles/core';
import { ok, type FakeApi, type Route } from '../../testing/fakeApi';

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));

const { ReviewQueueSection, NO_PAYOUTS_WAITING, NO_PAYOUTS_MATCH } = await import('./ReviewQueueSection');
const { makeAdminPayout } = await import('./testing');
const { renderAsStaff, resetScreen, setWideScreen } = await import('../shared/testing');

afterEach(resetScreen);

const LIST = 'GET /api/admin/rewards/payouts';
const BULK = 'PATCH /api/admin/rewards/payouts';
const patchOf = (p: AdminPayout) => `PATCH /api/admin/rewards/payouts/${p.id}`;
const patches = (api: FakeApi) => api.asked.filter((a) => a.method === 'PATCH');

/** Acted-on rows keep their place this long here (a moment, not the page's seconds). */
const SETTLE = 300;

/** Renders the queue, answered with `pages` in turn (the last one repeats); `actions` answer the PATCHes. */
function serve(pages: AdminPayoutsPage[], actions: Record<string, Route> = {}) {
  let page = 0;
  return renderAsStaff(<ReviewQueueSection settleMs={SETTLE} />, {
    endpoints: { [LIST]: () => ok(pages[Math.min(page++, pages.length - 1)]), ...actions },
  });
}

const pending = makeAdminPayout({
  id: 'p-pending',
  email: 'ada@pilotmiles.test',
  review_reasons: ['first-payout', 'new-account'],
});
const pending2 = makeAdminPayout({
  id: 'p-pending-2',
  reward_name: 'Target Gift Card',
  email: 'bob@pilotmiles.test',
  value_usd: 50,
  pilot_miles: 4750,
});
const failed = makeAdminPayout({
  id: 'p-failed',
  status: 'failed',
  reward_name: 'Walmart Gift Card',
  email: 'cy@pilotmiles.test',
  attempts: 3,
  last_error: 'provider answered 422: product unavailable',
  review_reasons: [],
});
const fulfilled = makeAdminPayout({
  id: 'p-fulfilled',
  status: 'fulfilled',
  reward_name: 'Starbucks Card',
  email: 'di@pilotmiles.test',
  delivery: { code: '••••-••••-7F3K', pin: '••12', link: null },
  review_reasons: [],
});
/** A $1,000 prize whose winner has not verified their identity. */
const prize = makeAdminPayout({
  id: 'p-prize',
  reward_name: 'Prize: Dream Trip',
  email: 'flo@pilotmiles.test',
  value_usd: 1000,
  pilot_miles: 0,
  review_reasons: ['first-payout', 'kyc-required'],
});
/** $150, nothing flagged beyond a first payout: large enough to confirm, no note needed. */
const large = makeAdminPayout({
  id: 'p-large',
  reward_name: 'Delta Gift Card',
  email: 'gus@pilotmiles.test',
  value_usd: 150,
  pilot_miles: 14250,
});
const approved = makeAdminPayout({
  id: 'p-approved',
  status: 'approved',
  reward_name: 'Nike Card',
  email: 'ed@pilotmiles.test',
});

/** The card (a top-level item of the Payouts list, not a reason chip) that mentions `text`. */
const card = (text: string) =>
  within(screen.getByRole('list', { name: 'Payouts' }))
    .getAllByRole('listitem')
    .find((c) => c.parentElement === screen.getByRole('list', { name: 'Payouts' }) && c.textContent?.includes(text))!;
const reasonBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Reason/ });
const noteBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Note/ });

describe('ReviewQueueSection', () => {
  it('loads the payouts waiting for review, each with what staff need and the actions its status allows', async () => {
    let answer: (page: AdminPayoutsPage) => void = () => {};
    const { api } = renderAsStaff(<ReviewQueueSection />, {
      endpoints: { [LIST]: () => new Promise((resolve) => (answer = (page) => resolve(ok(page)))) },
    });
    expect(screen.getByRole('progressbar', { name: 'Loading payouts' })).toBeInTheDocument();
    // The first page of what waits for review: no other filter, no cursor.
    await waitFor(() => expect(api.to(LIST)).toHaveLength(1));
    expect(api.to(LIST)[0]!.query).toEqual({ status: 'pending_review' });
    answer({ items: [pending, failed, fulfilled, approved], nextCursor: null });

    const first = await waitFor(() => card('ada@pilotmiles.test'));
    expect(first).toHaveTextContent('Amazon.com Gift Card');
    expect(first).toHaveTextContent('$25');
    expect(first).toHaveTextContent('2,375 PM');
    expect(first).toHaveTextContent('Pending review');
    const reasons = within(first).getByRole('list', { name: 'Review reasons for ada@pilotmiles.test' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((r) => r.textContent),
    ).toEqual(['First payout', 'New account']);
    expect(within(first).getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(within(first).getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(within(first).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    const failedCard = card('cy@pilotmiles.test');
    expect(failedCard).toHaveTextContent('Failed');
    expect(failedCard).toHaveTextContent('3 attempts · provider answered 422: product unavailable');
    expect(within(failedCard).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(failedCard).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(failedCard).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    const delivered = card('di@pilotmiles.test');
    expect(delivered).toHaveTextContent('Delivered');
    expect(delivered).toHaveTextContent('Code ••••-••••-7F3K · PIN ••12');
    expect(within(delivered).queryByRole('button', { name: /Approve|Reject|Retry/ })).not.toBeInTheDocument();
    expect(within(delivered).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(
      within(card('ed@pilotmiles.test')).queryByRole('button', { name: /Approve|Reject|Retry/ }),
    ).not.toBeInTheDocument();
  });

  it('shows a table with the same actions on wide screens', async () => {
    setWideScreen();
    serve([{ items: [pending, failed], nextCursor: null }]);
    const table = await screen.findByRole('table', { name: 'Payouts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!).getByRole('checkbox', { name: 'Select Amazon.com Gift Card for ada@pilotmiles.test' }),
    ).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says when nothing waits, and shows a failed load with a retry', async () => {
    let loads = 0;
    renderAsStaff(<ReviewQueueSection />, {
      endpoints: {
        [LIST]: () =>
          ++loads === 1
            ? [500, { message: 'Payouts unavailable', code: 'internal' }]
            : ok({ items: [], nextCursor: null }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payouts unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(NO_PAYOUTS_WAITING)).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('filters by status (All too), member and dates, refusing a start after the end', async () => {
    const { api } = serve([
      { items: [pending], nextCursor: 'c2' },
      { items: [approved], nextCursor: null },
      { items: [], nextCursor: null },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(api.to(LIST)).toHaveLength(2));
    expect(api.to(LIST)[1]!.query).toEqual({ status: 'pending_review', cursor: 'c2' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'All statuses' }));
    await waitFor(() => expect(api.to(LIST)).toHaveLength(3));
    // Every status, from the first page: no status and no cursor sent.
    expect(api.to(LIST)[2]!.query).toEqual({});
    expect(await screen.findByText(NO_PAYOUTS_MATCH)).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Member uid'));
    await userEvent.paste(' uid-7 ');
    // A date is set at once, as the browser's date picker does (typing it key by key only slows the test).
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-10' } });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription('must not be after to');
    expect(api.to(LIST)).toHaveLength(3);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(api.to(LIST)).toHaveLength(4));
    expect(api.to(LIST)[3]!.query).toEqual({ uid: 'uid-7', from: '2026-11-20', to: '2026-11-30' });
  });

  it('approves a small unflagged payout at once; its row stays in place showing Approved, so a second click lands on nothing', async () => {
    let answer: (saved: AdminPayout) => void = () => {};
    const { api, toasts } = serve(
      [
        { items: [pending2, pending], nextCursor: null },
        { items: [pending], nextCursor: null },
      ],
      { [patchOf(pending2)]: () => new Promise((resolve) => (answer = (saved) => resolve(ok(saved)))) },
    );
    const approve = within(await waitFor(() => card('bob@pilotmiles.test'))).getByRole('button', { name: 'Approve' });
    await userEvent.dblClick(approve);
    await waitFor(() => expect(patches(api)).toHaveLength(1));
    expect(patches(api).map((a) => [a.path, a.body])).toEqual([
      ['/api/admin/rewards/payouts/p-pending-2', { action: 'approve' }],
    ]);
    expect(approve).toBeDisabled();
    expect(within(card('ada@pilotmiles.test')).getByRole('button', { name: 'Reject' })).toBeDisabled();
    answer({ ...pending2, status: 'approved', updated_at: '2026-11-29T10:00:00.000Z' });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Payout approved: it goes to the provider now'));

    // Still there, where it was, with its new status in place of its buttons.
    const row = card('bob@pilotmiles.test');
    expect(within(row).getByRole('button', { name: 'Approved' })).toBeDisabled();
    // Its other button stays too, disabled, so the row keeps its size and nothing below it moves.
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeDisabled();
    // (fireEvent: a disabled button takes no pointer, which userEvent refuses to simulate.)
    fireEvent.click(within(row).getByRole('button', { name: 'Approved' }));
    expect(patches(api)).toHaveLength(1);

    // A moment later the queue reloads without it; the rows that moved wait before taking clicks.
    await waitFor(() => expect(api.to(LIST)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('bob@pilotmiles.test')).not.toBeInTheDocument());
    const next = within(card('ada@pilotmiles.test')).getByRole('button', { name: 'Approve' });
    expect(next).toBeDisabled();
    fireEvent.click(next);
    expect(patches(api)).toHaveLength(1);
    await waitFor(() => expect(next).toBeEnabled());
  });

  it('asks for a confirmation and a note before approving a flagged prize, and sends both', async () => {
    const { api, toasts } = serve([{ items: [prize, pending2], nextCursor: null }], {
      [patchOf(prize)]: () => ok({ ...prize, status: 'approved', updated_at: '2026-11-29T10:00:00.000Z' }),
    });
    await userEvent.click(
      within(await waitFor(() => card('flo@pilotmiles.test'))).getByRole('button', { name: 'Approve' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Approve payout' });
    expect(dialog).toHaveTextContent('Prize: Dream Trip · $1,000 — flo@pilotmiles.test');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Flagged: Identity not verified yet');
    expect(noteBox(dialog)).toBeRequired();
    expect(noteBox(dialog)).toHaveAccessibleDescription(/the member never sees it/);
    expect(patches(api)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve $1,000' }));
    await waitFor(() =>
      expect(noteBox(dialog)).toHaveAccessibleDescription('say why it is safe to approve (at least 3 characters)'),
    );
    expect(patches(api)).toHaveLength(0);

    await userEvent.click(noteBox(dialog));
    await userEvent.paste('  Winner verified by phone, ID checked ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve $1,000' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches(api).map((a) => [a.path, a.body])).toEqual([
      [
        '/api/admin/rewards/payouts/p-prize',
        { action: 'approve', confirm: true, reason: 'Winner verified by phone, ID checked' },
      ],
    ]);
    expect(toasts.success).toHaveBeenCalledWith('Payout approved: it goes to the provider now');
  });

  it('confirms a large payout with an optional note, and shows the server refusal in the dialog', async () => {
    let refuse = true;
    const { api } = serve([{ items: [large], nextCursor: null }], {
      [patchOf(large)]: () =>
        refuse
          ? [409, { message: 'This payout is rejected: it cannot be approved', code: 'rewards/payout-state' }]
          : ok({ ...large, status: 'approved', updated_at: '2026-11-29T10:00:00.000Z' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve payout' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('$100 or more');
    expect(noteBox(dialog)).not.toBeRequired();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve $150' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This payout is rejected');
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve $150' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches(api).map((a) => a.body)).toEqual([
      { action: 'approve', confirm: true },
      { action: 'approve', confirm: true },
    ]);
  });

  it("toasts the server's refusal of a one-click action", async () => {
    const { api, toasts } = serve([{ items: [failed], nextCursor: null }], {
      [patchOf(failed)]: () => [409, { message: 'This payout is no longer failed', code: 'rewards/payout-state' }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('This payout is no longer failed'));
    expect(patches(api).map((a) => [a.path, a.body])[0]).toEqual([
      '/api/admin/rewards/payouts/p-failed',
      { action: 'retry' },
    ]);
  });

  it('rejects only with a reason the member will read, and keeps the dialog open on a refusal', async () => {
    let refuse = true;
    const { api, toasts } = serve([{ items: [pending], nextCursor: null }], {
      [patchOf(pending)]: () =>
        refuse
          ? [409, { message: 'Someone approved it first', code: 'rewards/payout-state' }]
          : ok({ ...pending, status: 'rejected' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject payout' });
    expect(dialog).toHaveTextContent('Amazon.com Gift Card · $25 — ada@pilotmiles.test');
    expect(dialog).toHaveTextContent('Refunds 2,375 PM to the member.');
    expect(reasonBox(dialog)).toHaveAccessibleDescription(/The member reads it/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(reasonBox(dialog)).toHaveAccessibleDescription(
        'give a reason (at least 3 characters): the member reads it',
      ),
    );
    expect(patches(api)).toHaveLength(0);

    await userEvent.click(reasonBox(dialog));
    await userEvent.paste('  Duplicate account ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone approved it first');
    expect(reasonBox(dialog)).toHaveValue('  Duplicate account ');

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches(api).map((a) => [a.path, a.body])).toEqual([
      ['/api/admin/rewards/payouts/p-pending', { action: 'reject', reason: 'Duplicate account' }],
      ['/api/admin/rewards/payouts/p-pending', { action: 'reject', reason: 'Duplicate account' }],
    ]);
    expect(toasts.success).toHaveBeenCalledWith('Payout rejected and the PilotMiles refunded');
  });

  it('approves the ticked payouts in one request and sums up the answer', async () => {
    const result: BulkPayoutResult = {
      results: [
        { id: 'p-pending', ok: true, payout: { ...pending, status: 'approved' } },
        {
          id: 'p-pending-2',
          ok: false,
          code: 'rewards/payout-state',
          message: 'This payout is no longer pending review',
        },
      ],
    };
    // The reload after the settle delay no longer has the approved one (a slow machine may reach
    // the checks below only after it).
    const { api, toasts } = serve(
      [
        { items: [pending, pending2, failed], nextCursor: null },
        { items: [pending2, failed], nextCursor: null },
      ],
      { [BULK]: () => ok(result) },
    );
    const bar = await screen.findByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).getByRole('button', { name: 'Approve selected (0)' })).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(bar).toHaveTextContent('3 of 3 selected');
    // A failed payout can be rejected, not approved: the count is what each button sends.
    expect(within(bar).getByRole('button', { name: 'Reject selected (3)' })).toBeEnabled();
    await userEvent.click(within(bar).getByRole('button', { name: 'Approve selected (2)' }));
    // One of them is flagged (a new account): the bulk approval asks for a confirmation and a note too.
    const dialog = screen.getByRole('dialog', { name: 'Approve 2 payouts' });
    expect(dialog).toHaveTextContent('$75 in all goes to the provider. 1 of them needs a look:');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Flagged: New account');
    expect(patches(api)).toHaveLength(0);
    await userEvent.click(noteBox(dialog));
    await userEvent.paste('Account checked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve 2' }));
    await waitFor(() =>
      expect(patches(api).map((a) => [a.path, a.body])).toEqual([
        [
          '/api/admin/rewards/payouts',
          { ids: ['p-pending', 'p-pending-2'], action: 'approve', confirm: true, reason: 'Account checked' },
        ],
      ]),
    );
    await waitFor(() =>
      expect(toasts.info).toHaveBeenCalledWith(
        '1 approved, 1 could not be changed: This payout is no longer pending review',
      ),
    );
    // The changed one leaves the selection; the refused ones stay ticked for another look.
    await waitFor(() => expect(bar).toHaveTextContent('2 of 2 selected'));
    await waitFor(() => expect(api.to(LIST).length).toBeGreaterThan(1));
  });

  it('approves ticked small unflagged payouts in one request, without a dialog', async () => {
    const { api } = serve([{ items: [pending2, failed], nextCursor: null }], {
      [BULK]: () => ok({ results: [{ id: 'p-pending-2', ok: true, payout: { ...pending2, status: 'approved' } }] }),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected (1)' }));
    await waitFor(() => expect(patches(api).map((a) => a.body)).toEqual([{ ids: ['p-pending-2'], action: 'approve' }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('rejects the ticked payouts after a confirmation with one reason', async () => {
    const { api, toasts } = serve([{ items: [pending, pending2], nextCursor: null }], {
      [BULK]: ({ body }) =>
        ok({
          results: (body as { ids: string[] }).ids.map((id) => ({
            id,
            ok: true,
            payout: { ...pending, id, status: 'rejected' },
          })),
        }),
    });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select Amazon.com Gift Card for ada@pilotmiles.test' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Target Gift Card for bob@pilotmiles.test' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject selected (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject 2 payouts' });
    expect(dialog).toHaveTextContent('Refunds each member (7,125 PM in all)');
    expect(patches(api)).toHaveLength(0);
    await userEvent.click(reasonBox(dialog));
    await userEvent.paste('Fraud ring');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject 2' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches(api).map((a) => a.body)).toEqual([
      { ids: ['p-pending', 'p-pending-2'], action: 'reject', reason: 'Fraud ring' },
    ]);
    expect(toasts.success).toHaveBeenCalledWith('2 rejected');
  });
});
