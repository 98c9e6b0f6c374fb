import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { PendingEarning } from '@pilotmiles/core';
import { makeTransaction } from '../../../testing/builders';
import type { TransactionsHistoryState } from './TransactionsHistoryView';
import { NO_TRANSACTIONS_TEXT, TransactionsHistoryViewCompact } from './TransactionsHistoryViewCompact';

afterEach(cleanup);

const pendingOne: PendingEarning = {
  id: 'p1',
  type: 'offer',
  description: 'Install Space Farm',
  amount: 300,
  confirms_at: '2026-12-01T00:00:00.000Z',
  created_at: '2026-11-20T00:00:00.000Z',
};

function renderView(over: Partial<TransactionsHistoryState> = {}) {
  const state: TransactionsHistoryState = {
    status: 'ready',
    items: [],
    error: null,
    onRetry: vi.fn(),
    hasMore: false,
    loadingMore: false,
    loadMoreError: null,
    onLoadMore: vi.fn(),
    onDismissPending: vi.fn(),
    onShowPending: vi.fn(),
    ...over,
  };
  renderWithProviders(<TransactionsHistoryViewCompact {...state} />);
  return state;
}

describe('TransactionsHistoryViewCompact', () => {
  it('shows placeholders while loading', () => {
    renderView({ status: 'loading' });
    expect(screen.getByRole('progressbar', { name: 'Loading transactions' })).toBeInTheDocument();
  });

  it('shows an error with a retry', () => {
    const s = renderView({ status: 'error', error: 'Network down' });
    expect(screen.getByRole('alert')).toHaveTextContent('Network down');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(s.onRetry).toHaveBeenCalled();
  });

  it('says an empty history is empty, with the way to earn', () => {
    renderView();
    expect(screen.getByRole('status')).toHaveTextContent(NO_TRANSACTIONS_TEXT);
    expect(screen.getByRole('link', { name: 'Start earning' })).toHaveAttribute('href', '/new/earn');
  });

  it('lists the ledger and pages on', () => {
    const s = renderView({
      items: [makeTransaction({ id: 'a', description: 'Daily bonus' }), makeTransaction({ id: 'b', description: 'Read an article' })],
      hasMore: true,
    });
    const rows = within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(s.onLoadMore).toHaveBeenCalled();
  });

  it('shows pending earnings with Hide (TransactionsDismiss), and what stays once hidden', () => {
    const s = renderView({ pending: [pendingOne] });
    expect(screen.getByRole('list', { name: 'Pending earnings' })).toHaveTextContent('Install Space Farm');
    fireEvent.click(screen.getByRole('button', { name: 'Hide pending earnings' }));
    expect(s.onDismissPending).toHaveBeenCalled();
    cleanup();
    const hidden = renderView({ pending: [pendingOne], pendingHidden: true });
    expect(screen.getByText('1 pending earning hidden')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(hidden.onShowPending).toHaveBeenCalled();
  });

  it('keeps the rows when a later page fails', () => {
    const s = renderView({ items: [makeTransaction()], hasMore: true, loadMoreError: 'Timed out' });
    expect(screen.getByRole('alert')).toHaveTextContent('Timed out');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(s.onLoadMore).toHaveBeenCalled();
  });
});
