import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));

const { MemberHistoryDrawer, tally } = await import('./MemberHistoryDrawer');
const { ReviewQueueSection } = await import('./ReviewQueueSection');
const { makeAdminPayout } = await import('./testing');
const { makePayout } = await import('../../testing/builders');
const { renderAsStaff } = await import('../shared/testing');
const { ok } = await import('../../testing/fakeApi');

const HISTORY = 'GET /api/users/uid-ada/payouts';

const selected = makeAdminPayout({
  id: 'p-now',
  uid: 'uid-ada',
  email: 'ada@pilotmiles.test',
  value_usd: 100,
  pilot_miles: 9500,
  review_reasons: ['above-threshold', 'recent-reversal'],
  history: [{ status: 'pending_review', at: '2026-11-22T10:00:00.000Z', by: 'system' }],
});
const memberPayouts = [
  makePayout({ id: 'p-now', uid: 'uid-ada', value_usd: 100, pilot_miles: 9500 }),
  makePayout({ id: 'p-old-1', uid: 'uid-ada', status: 'fulfilled', value_usd: 25, reward_name: 'Target Gift Card' }),
  makePayout({ id: 'p-old-2', uid: 'uid-ada', status: 'fulfilled', value_usd: 50 }),
  makePayout({ id: 'p-old-3', uid: 'uid-ada', status: 'rejected', rejection_reason: 'Duplicate account' }),
];

describe('MemberHistoryDrawer', () => {
  it("opens beside a payout from the queue with its review reasons and the member's recent payouts", async () => {
    const { api } = renderAsStaff(<ReviewQueueSection />, {
      endpoints: {
        'GET /api/admin/rewards/payouts': () => ok({ items: [selected], nextCursor: null }),
        [HISTORY]: () => ok({ items: memberPayouts, nextCursor: 'older' }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'History of ada@pilotmiles.test' }));
    const panel = screen.getByRole('dialog', { name: 'Member history' });
    expect(panel).toHaveTextContent('uid-ada');
    const reasons = within(panel).getByRole('list', { name: 'Review reasons' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((r) => r.textContent),
    ).toEqual(['Above the auto-approve limit', 'Earnings reversed recently']);
    expect(within(panel).getByRole('list', { name: 'Timeline' })).toHaveTextContent('Pending review');

    const recent = await within(panel).findByRole('list', { name: 'Recent payouts' });
    expect(api.to(HISTORY).map((a) => a.query)).toEqual([{ limit: '10' }]);
    const items = within(recent).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(items[0]).toHaveTextContent('This payout');
    expect(items[1]).toHaveTextContent('Target Gift Card');
    expect(items[1]).toHaveTextContent('Delivered');
    expect(items[3]).toHaveTextContent('“Duplicate account”');
    expect(within(panel).getByTestId('member-tally')).toHaveTextContent(
      '1 pending review · 2 delivered ($75) · 1 rejected',
    );
    expect(panel).toHaveTextContent('The latest 10 shown; the member has older payouts.');

    // Staff decide from the panel.
    expect(within(panel).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close member history' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member history' })).not.toBeInTheDocument());
  });

  it('shows the loading and a failed history with a retry', async () => {
    let answer: () => void = () => {};
    const { api } = renderAsStaff(
      <MemberHistoryDrawer payout={selected} open onClose={vi.fn()} busy={false} onAction={vi.fn()} />,
      { endpoints: { [HISTORY]: () => [500, { message: 'History unavailable', code: 'internal' }] } },
    );
    const panel = screen.getByRole('dialog', { name: 'Member history' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('History unavailable');
    api.routes[HISTORY] = () => new Promise((resolve) => (answer = () => resolve(ok({ items: [], nextCursor: null }))));
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(within(panel).getByRole('progressbar', { name: "Loading the member's payouts" })).toBeInTheDocument();
    await waitFor(() => expect(api.to(HISTORY)).toHaveLength(2));
    answer();
    expect(await within(panel).findByText('No payouts yet.')).toBeInTheDocument();
  });

  it('says when the rules raised no review reason, and hands actions back to the queue', async () => {
    const onAction = vi.fn();
    const failed = { ...selected, status: 'failed' as const, review_reasons: [] };
    renderAsStaff(<MemberHistoryDrawer payout={failed} open onClose={vi.fn()} busy={false} onAction={onAction} />, {
      endpoints: { [HISTORY]: () => ok({ items: [], nextCursor: null }) },
    });
    const panel = screen.getByRole('dialog', { name: 'Member history' });
    expect(panel).toHaveTextContent('No review reason: the rules approved it.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(onAction).toHaveBeenCalledWith(failed, 'retry');
  });

  it('tallies statuses in their order', () => {
    expect(tally(memberPayouts)).toBe('1 pending review · 2 delivered ($75) · 1 rejected');
  });
});
