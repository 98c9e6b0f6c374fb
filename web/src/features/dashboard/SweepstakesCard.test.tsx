import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { SweepstakeDashboard, SweepstakeEntry } from '@pilotmiles/core';
import { makeSweepstakeEntry } from '../../testing/builders';
import { NO_OPEN_ENTRIES_TEXT, NO_SWEEPSTAKES_TEXT, SweepstakesCard, type SweepstakesCardProps } from './SweepstakesCard';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');

beforeEach(() => vi.useFakeTimers({ now: NOW }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const entry = (over: Partial<SweepstakeEntry> = {}): SweepstakeEntry =>
  makeSweepstakeEntry({
    // A day, two hours and three seconds from NOW.
    end_date: new Date(NOW + (26 * 3600 + 3) * 1000).toISOString(),
    updated_at: '2026-11-20T11:00:00.000Z',
    ...over,
  });

const dashboard = (items: SweepstakeEntry[], totals: Partial<SweepstakeDashboard['totals']> = {}): SweepstakeDashboard => ({
  totals: { sweepstakes: items.length, entries: 0, pm_spent: 0, wins: 0, open: 0, ...totals },
  items,
});

function renderCard(over: Partial<SweepstakesCardProps> = {}) {
  const props: SweepstakesCardProps = { data: undefined, error: null, onRetry: vi.fn(), ...over };
  renderWithProviders(<SweepstakesCard {...props} />);
  return { ...props, card: screen.getByRole('region', { name: 'Your sweepstakes' }) };
}

describe('SweepstakesCard (dashboard)', () => {
  it('shows a skeleton while loading', () => {
    const { card } = renderCard();
    expect(within(card).getByRole('progressbar', { name: 'Loading your sweepstakes' })).toBeInTheDocument();
    expect(card).not.toHaveTextContent(NO_SWEEPSTAKES_TEXT);
  });

  it('invites a member without entries to the sweepstakes', () => {
    const { card } = renderCard({ data: dashboard([]) });
    expect(card).toHaveTextContent(NO_SWEEPSTAKES_TEXT);
    expect(within(card).getByRole('link', { name: 'Browse sweepstakes' })).toHaveAttribute('href', '/sweepstakes');
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists open entries with entries of the max, chance, a live countdown and the draw id', () => {
    const { card } = renderCard({
      data: dashboard(
        [entry(), entry({ sweepstake_id: 'tokyo', title: 'Tokyo for two', status: 'drawing', entries: 1, chance: 0.5 })],
        { entries: 3, pm_spent: 300, sweepstakes: 2 },
      ),
    });
    expect(card).toHaveTextContent('3 entries in 2 sweepstakes · 300 PM spent · 0 wins');
    const open = within(card).getByRole('list', { name: 'Open entries' });
    const lisbon = within(open).getByRole('listitem', { name: 'Weekend in Lisbon' });
    expect(lisbon).toHaveTextContent('Entries 2 of 5 · Chance 1 in 20');
    expect(lisbon).toHaveTextContent('Ends in 1d 02:00:03');
    expect(lisbon).toHaveTextContent('Your draw id: 0a1b2c3d4e5f6071');
    act(() => vi.advanceTimersByTime(3000));
    expect(lisbon).toHaveTextContent('Ends in 1d 02:00:00');
    expect(within(open).getByRole('listitem', { name: 'Tokyo for two' })).toHaveTextContent('Drawing the winner…');
    expect(within(card).queryByRole('list', { name: 'Your wins' })).not.toBeInTheDocument();
  });

  it('shows wins with the way to the prize, and says when nothing is open', () => {
    const { card } = renderCard({
      data: dashboard(
        [
          entry({ status: 'completed', won: true, title: 'Weekend in Lisbon', value: 1500 }),
          entry({ sweepstake_id: 'rome', title: 'Rome in spring', status: 'completed' }),
        ],
        { wins: 1, entries: 4, pm_spent: 400 },
      ),
    });
    expect(card).toHaveTextContent('1 win');
    const wins = within(card).getByRole('list', { name: 'Your wins' });
    expect(within(wins).getAllByRole('listitem')).toHaveLength(1);
    expect(wins).toHaveTextContent('You won $1,500: Weekend in Lisbon');
    expect(within(wins).getByRole('link', { name: 'Your prize is in My rewards' })).toHaveAttribute('href', '/profile/rewards');
    expect(within(card).queryByRole('list', { name: 'Open entries' })).not.toBeInTheDocument();
    expect(card).toHaveTextContent(NO_OPEN_ENTRIES_TEXT);
    expect(within(card).getByRole('link', { name: 'Find an open sweepstake' })).toHaveAttribute('href', '/sweepstakes');
  });

  it('shows a failure with a retry', () => {
    const { card, onRetry } = renderCard({ error: 'An error occurred' });
    fireEvent.click(within(within(card).getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
