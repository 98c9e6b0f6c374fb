import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { PAYOUT_MESSAGES } from '@pilotmiles/core';
import { MyRewardsView, type MyRewardsViewProps } from './MyRewardsView';
import { makePayout } from '../../testing/builders';

afterEach(cleanup);

const delivered = makePayout({
  id: 'p-delivered',
  status: 'fulfilled',
  delivery: { code: 'AMZ-1111-2222', pin: null, link: null },
  fulfilled_at: '2026-11-21T12:05:00.000Z',
});
const rejected = makePayout({
  id: 'p-rejected',
  reward_id: 'paypal',
  reward_name: 'PayPal Cash',
  category: 'cash',
  delivery_kind: 'paypal',
  value_usd: 50,
  pilot_miles: 5500,
  status: 'rejected',
  rejection_reason: 'We could not confirm the offers behind these PilotMiles.',
  refund_tx: 'refund:p-rejected',
  created_at: '2026-11-19T09:00:00.000Z',
});
const waiting = makePayout({ id: 'p-waiting', value_usd: 10, pilot_miles: 1000 });

function renderView(over: Partial<MyRewardsViewProps> = {}) {
  const props: MyRewardsViewProps = {
    status: 'ready',
    error: null,
    onRetry: vi.fn(),
    payouts: [delivered, rejected, waiting],
    hasMore: false,
    loadingMore: false,
    loadMoreError: null,
    onLoadMore: vi.fn(),
    onCopy: vi.fn(),
    ...over,
  };
  renderWithProviders(<MyRewardsView {...props} />);
  return props;
}

const rows = () => within(screen.getByRole('list', { name: 'My rewards' })).getAllByRole('article');

describe('MyRewardsView', () => {
  it('lists each payout with its value, PM, date and status', () => {
    renderView();
    const [first, second, third] = rows();
    expect(within(first!).getByRole('heading', { name: 'Amazon.com Gift Card' })).toBeInTheDocument();
    expect(first).toHaveTextContent('$25 · 2,500 PM · Nov 21, 2026');
    expect(first).toHaveTextContent('Delivered');
    expect(second).toHaveTextContent('Rejected');
    expect(third).toHaveTextContent('Pending review');
    expect(third).toHaveTextContent(PAYOUT_MESSAGES.pendingReview);
  });

  it('shows a delivered code with a Copy button', () => {
    const props = renderView();
    const row = rows()[0]!;
    expect(row).toHaveTextContent('AMZ-1111-2222');
    fireEvent.click(within(row).getByRole('button', { name: 'Copy code' }));
    expect(props.onCopy).toHaveBeenCalledWith('AMZ-1111-2222');
  });

  it('reads delivered PayPal cash as money sent to the masked address, never as a code to copy', () => {
    renderView({
      payouts: [
        makePayout({
          id: 'p-paypal',
          reward_name: 'PayPal Cash',
          brand: 'PayPal',
          category: 'cash',
          delivery_kind: 'paypal',
          value_usd: 5,
          status: 'fulfilled',
          sent_to: 'j…@example.com',
          delivery: { code: 'PAYPAL-ABCDEFGHJKLMNPQRS', pin: null, link: null },
        }),
      ],
    });
    const row = rows()[0]!;
    expect(row).toHaveTextContent('Sent $5.00 to j…@example.com via PayPal');
    expect(row).not.toHaveTextContent('PAYPAL-');
    expect(row).not.toHaveTextContent(/Code/);
    expect(within(row).queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
  });

  it('reads a delivered flight reward as a voucher, its code and PIN to copy', () => {
    const props = renderView({
      payouts: [
        makePayout({
          id: 'p-delta',
          reward_name: 'Delta Air Lines Gift Card',
          brand: 'Delta',
          category: 'flights',
          delivery_kind: 'code-pin',
          value_usd: 100,
          status: 'fulfilled',
          delivery: { code: '1111 2222 3333 4444', pin: '9876', link: null },
        }),
      ],
    });
    const row = rows()[0]!;
    expect(row).toHaveTextContent('Voucher code for $100.00 of travel with Delta');
    expect(row).toHaveTextContent('Voucher code1111 2222 3333 4444');
    fireEvent.click(within(row).getByRole('button', { name: 'Copy PIN' }));
    expect(props.onCopy).toHaveBeenCalledWith('9876');
  });

  it("shows a rejection's reason and its refund", () => {
    renderView();
    const row = rows()[1]!;
    expect(row).toHaveTextContent('We could not confirm the offers behind these PilotMiles.');
    expect(row).toHaveTextContent('Refunded 5,500 PM');
    expect(within(row).queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
  });

  it("words approved, processing and failed payouts with core's messages", () => {
    renderView({
      payouts: [
        makePayout({ id: 'a', status: 'approved' }),
        makePayout({ id: 'b', status: 'processing' }),
        makePayout({ id: 'c', status: 'failed' }),
      ],
    });
    const [a, b, c] = rows();
    expect(a).toHaveTextContent(PAYOUT_MESSAGES.approved);
    expect(b).toHaveTextContent(PAYOUT_MESSAGES.processing);
    expect(c).toHaveTextContent(PAYOUT_MESSAGES.failed);
  });

  it('loads more while there are more', () => {
    const props = renderView({ hasMore: true });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(props.onLoadMore).toHaveBeenCalledOnce();
  });

  it('says there are no rewards yet, with the way to redeem', () => {
    renderView({ payouts: [] });
    expect(screen.getByRole('status')).toHaveTextContent(
      'No rewards yet — redeem your PilotMiles for gift cards, cash or flights.',
    );
    expect(screen.getByRole('link', { name: 'Browse rewards' })).toHaveAttribute('href', '/rewards');
  });

  it('shows loading, and the error with a retry', () => {
    renderView({ status: 'loading', payouts: [] });
    expect(screen.getByRole('progressbar', { name: 'Loading your rewards' })).toBeInTheDocument();
    cleanup();
    const props = renderView({ status: 'error', error: 'An error occurred', payouts: [] });
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledOnce();
  });
});
