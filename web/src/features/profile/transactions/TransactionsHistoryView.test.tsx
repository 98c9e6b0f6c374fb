// @vitest-environment jsdom
// jsdom, which reports computed colours as rgb() the way browsers do (happy-dom keeps the hex).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '../../../theme';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { TransactionsHistoryView, type TransactionsHistoryState } from './TransactionsHistoryView';
import { TransactionsList } from './TransactionsList';
import { makeTransaction } from '../../../testing/builders';

afterEach(cleanup);

const base: TransactionsHistoryState = {
  status: 'ready',
  items: [],
  error: null,
  onRetry: () => {},
  hasMore: false,
  loadingMore: false,
  loadMoreError: null,
  onLoadMore: () => {},
};

function renderHistory(state: Partial<TransactionsHistoryState>) {
  return renderWithProviders(
    <TransactionsHistoryView {...base} {...state}>
      {(items) => <TransactionsList items={items} />}
    </TransactionsHistoryView>,
  );
}

/** CSS colours come back as rgb(); the theme has hex. */
const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('TransactionsHistoryView with the list', () => {
  it('shows a loading indicator and no rows while loading', () => {
    renderHistory({ status: 'loading' });
    expect(screen.getByRole('progressbar', { name: 'Loading transactions' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Transactions' })).not.toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    const onRetry = vi.fn();
    renderHistory({ status: 'error', error: 'An error occurred', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says there is nothing yet and points to earning', () => {
    renderHistory({ items: [] });
    expect(screen.getByText('No transactions yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start earning' })).toHaveAttribute('href', '/dashboard');
  });

  it('renders each entry with its label, signed amount in the right colour, and balance after', () => {
    renderHistory({
      items: [
        makeTransaction({ type: 'welcome', amount: 500, description: 'Welcome to PilotMiles', balance_after: 500 }),
        makeTransaction({ type: 'redemption', amount: -1000, description: '$10 Amazon gift card', balance_after: 1145 }),
      ],
    });
    const [credit, debit] = within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem');
    expect(credit).toHaveTextContent('Welcome to PilotMiles');
    expect(credit).toHaveTextContent('Welcome bonus');
    expect(credit).toHaveTextContent('Balance 500 PM');
    expect(within(credit!).getByText('+500 PM')).toHaveStyle({ color: rgb(theme.palette.success.main) });

    expect(debit).toHaveTextContent('Redemption');
    expect(debit).toHaveTextContent('Balance 1,145 PM');
    expect(within(debit!).getByText('−1,000 PM')).toHaveStyle({ color: rgb(theme.palette.error.main) });
  });

  it('offers Load more only while there are more pages', async () => {
    const onLoadMore = vi.fn();
    const { unmount } = renderHistory({ items: [makeTransaction()], hasMore: true, onLoadMore });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    unmount();
    renderHistory({ items: [makeTransaction()], hasMore: false });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps loaded rows when a later page fails, with a retry for that page', async () => {
    const onLoadMore = vi.fn();
    renderHistory({ items: [makeTransaction({ description: 'Kept row' })], hasMore: true, loadMoreError: 'An error occurred', onLoadMore });
    expect(screen.getByText('Kept row')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it("shows an offer's reversal as a debit labelled 'Offer reversed'", () => {
    renderHistory({
      items: [makeTransaction({ type: 'offer-reversal', amount: -400, description: 'Dragon Quest Idle: Reach level 10', balance_after: -300 })],
    });
    const row = within(screen.getByRole('list', { name: 'Transactions' })).getByRole('listitem');
    expect(row).toHaveTextContent('Offer reversed');
    expect(row).toHaveTextContent('−400 PM');
    expect(row).toHaveTextContent('Balance -300 PM');
  });

  it("shows pending earnings at the top under 'Pending', with their expected date", () => {
    renderHistory({
      items: [makeTransaction({ description: 'Dragon Quest Idle: Install', amount: 100, balance_after: 100 })],
      pending: [
        {
          id: 'p1',
          type: 'offer',
          description: 'Dragon Quest Idle: Reach level 30',
          amount: 6000,
          confirms_at: '2026-11-30T12:00:00.000Z',
          created_at: '2026-11-23T12:00:00.000Z',
        },
        { id: 'p2', type: 'offer', description: 'Hotel booking', amount: 30000, confirms_at: null, created_at: '2026-11-23T12:00:00.000Z' },
      ],
    });
    const section = screen.getByRole('region', { name: 'Pending' });
    const [first, second] = within(section).getAllByRole('listitem');
    expect(first).toHaveTextContent('Dragon Quest Idle: Reach level 30');
    expect(first).toHaveTextContent('Expected Nov 30, 2026'); // the app's one date form
    expect(first).toHaveTextContent('+6,000 PM');
    expect(second).toHaveTextContent('Awaiting review');
    // Above the ledger, which keeps its own rows.
    const ledger = screen.getByRole('list', { name: 'Transactions' });
    expect(section.compareDocumentPosition(ledger) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(ledger).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows pending earnings even before the ledger has any entry', () => {
    renderHistory({
      items: [],
      pending: [{ id: 'p1', type: 'offer', description: 'First offer', amount: 500, confirms_at: null, created_at: '2026-11-23T12:00:00.000Z' }],
    });
    expect(screen.getByRole('region', { name: 'Pending' })).toHaveTextContent('First offer');
    expect(screen.queryByText('No transactions yet')).not.toBeInTheDocument();
  });

  it("'Hide' on the pending earnings asks (onDismissPending); once hidden, their count and 'Show' stay", async () => {
    const onDismissPending = vi.fn();
    const onShowPending = vi.fn();
    const pending = [{ id: 'p1', type: 'offer' as const, description: 'First offer', amount: 500, confirms_at: null, created_at: '2026-11-23T12:00:00.000Z' }];
    const items = [makeTransaction({ description: 'Welcome bonus', amount: 100, balance_after: 100 })];
    const { rerender } = renderHistory({ items, pending, onDismissPending, onShowPending });
    await userEvent.click(within(screen.getByRole('region', { name: 'Pending' })).getByRole('button', { name: 'Hide pending earnings' }));
    expect(onDismissPending).toHaveBeenCalledOnce();

    rerender(
      <TransactionsHistoryView {...base} items={items} pending={pending} pendingHidden onShowPending={onShowPending}>
        {(rows) => <TransactionsList items={rows} />}
      </TransactionsHistoryView>,
    );
    expect(screen.queryByRole('region', { name: 'Pending' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'History' })).not.toBeInTheDocument();
    expect(screen.getByText('1 pending earning hidden')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Transactions' })).getByText('Welcome bonus')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(onShowPending).toHaveBeenCalledOnce();
  });

  it('has no Hide without a handler', () => {
    renderHistory({
      pending: [{ id: 'p1', type: 'offer', description: 'First offer', amount: 500, confirms_at: null, created_at: '2026-11-23T12:00:00.000Z' }],
    });
    expect(screen.queryByRole('button', { name: 'Hide pending earnings' })).not.toBeInTheDocument();
  });
});
