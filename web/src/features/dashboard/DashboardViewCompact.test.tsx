import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { SweepstakeDashboard } from '@pilotmiles/core';
import { makeDashboard, makeSweepstakeEntry as entry } from '../../testing/builders';
import { NO_ACTIVITY_TEXT, NO_ENTRIES_TEXT, DashboardViewCompact, type DashboardViewCompactProps } from './DashboardViewCompact';

afterEach(cleanup);

const data = makeDashboard();

const sweepstakes: SweepstakeDashboard = {
  totals: { sweepstakes: 2, entries: 3, pm_spent: 300, wins: 1, open: 1 },
  items: [entry(), entry({ sweepstake_id: 'tv', title: 'A big TV', value: 900, status: 'completed', won: true })],
};

function renderView(over: Partial<DashboardViewCompactProps> = {}) {
  const props: DashboardViewCompactProps = {
    status: 'ready',
    error: null,
    onRetry: vi.fn(),
    data,
    streak: 4,
    sweepstakes,
    sweepstakesError: null,
    onRetrySweepstakes: vi.fn(),
    ...over,
  };
  renderWithProviders(<DashboardViewCompact {...props} />);
  return props;
}

describe('DashboardViewCompact', () => {
  it('shows the balance, today, lifetime and streak', () => {
    renderView({ liveBalance: 1300 });
    expect(screen.getByRole('region', { name: 'Balance' })).toHaveTextContent('1,300 PM');
    expect(screen.getByRole('region', { name: 'Earned today' })).toHaveTextContent('50 PM');
    expect(screen.getByRole('region', { name: 'Lifetime' })).toHaveTextContent('2,195 PM');
    expect(screen.getByRole('region', { name: 'Streak' })).toHaveTextContent('4 days');
  });

  it('lists recent activity and the way to all of it', () => {
    renderView();
    const activity = screen.getByRole('region', { name: 'Recent activity' });
    expect(activity).toHaveTextContent('Thanks for your feedback!');
    expect(within(activity).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/new/profile/transactions');
  });

  it("shows the member's open entries and wins", () => {
    renderView();
    const list = within(screen.getByRole('list', { name: 'Your entries' }));
    expect(list.getByText('Weekend in Lisbon')).toBeInTheDocument();
    expect(list.getByText(/^Entries 2 of 5 · Chance /)).toBeInTheDocument();
    expect(list.getByText('You won $900: A big TV')).toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    renderView({ status: 'loading', data: undefined, streak: undefined, sweepstakes: undefined });
    expect(screen.getByRole('progressbar', { name: 'Loading recent activity' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading your sweepstakes' })).toBeInTheDocument();
    expect(screen.queryByText('PM', { exact: false })).not.toBeInTheDocument();
  });

  it('says when there is no activity and no entries yet', () => {
    renderView({ data: { ...data, recent_transactions: [] }, sweepstakes: { totals: { sweepstakes: 0, entries: 0, pm_spent: 0, wins: 0, open: 0 }, items: [] } });
    const [activity, entries] = screen.getAllByRole('status');
    expect(activity).toHaveTextContent(NO_ACTIVITY_TEXT);
    expect(entries).toHaveTextContent(NO_ENTRIES_TEXT);
  });

  it('shows each failure with its own retry', () => {
    const props = renderView({ status: 'error', error: 'Network down', data: undefined, sweepstakes: undefined, sweepstakesError: 'Timed out' });
    const [figures, mine] = screen.getAllByRole('alert');
    expect(figures).toHaveTextContent('Network down');
    expect(mine).toHaveTextContent('Timed out');
    fireEvent.click(within(figures!).getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalled();
    fireEvent.click(within(mine!).getByRole('button', { name: 'Try again' }));
    expect(props.onRetrySweepstakes).toHaveBeenCalled();
  });
});
