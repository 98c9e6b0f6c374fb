import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { EMPTY_TEXT, SweepstakesView, type SweepstakesViewProps } from './SweepstakesView';
import { makeSweepstake } from '../../testing/builders';
import { makeActions, makeSection as section } from './testBuilders';
import { renderWithProviders } from '../../testing/renderWithProviders';

afterEach(cleanup);

function renderView(over: Partial<SweepstakesViewProps> = {}) {
  const props: SweepstakesViewProps = { tab: 'open', onTabChange: vi.fn(), section: section(), ...makeActions({ member: false }), ...over };
  renderWithProviders(<SweepstakesView {...props} />);
  return props;
}

describe('SweepstakesView', () => {
  it('shows card-shaped skeletons while a section loads, and no empty text', () => {
    renderView({ section: section({ status: 'loading', items: undefined }) });
    expect(screen.getByRole('progressbar', { name: 'Loading open sweepstakes' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says an empty Open section is empty and offers Upcoming', () => {
    const props = renderView();
    expect(screen.getByRole('status')).toHaveTextContent('No open sweepstakes right now — check Upcoming');
    fireEvent.click(screen.getByRole('button', { name: 'See upcoming' }));
    expect(props.onTabChange).toHaveBeenCalledWith('upcoming');
  });

  it.each([
    ['upcoming', EMPTY_TEXT.upcoming],
    ['ended', EMPTY_TEXT.ended],
  ] as const)('has an empty state of its own for %s', (tab, text) => {
    renderView({ tab });
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'See upcoming' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(tab === 'ended' ? 'Ended' : 'Upcoming');
  });

  it("shows a failure with the server's message and a retry", () => {
    const s = section({ status: 'error', error: 'The service is busy', items: undefined });
    renderView({ section: s });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error loading sweepstakes: The service is busy');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(s.onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("lists the cards and pages on with 'Show more' while there are more", () => {
    const s = section({
      items: [makeSweepstake(), makeSweepstake({ id: 'tokyo', title: 'Tokyo for two' })],
      hasMore: true,
    });
    renderView({ section: s });
    const list = screen.getByRole('list', { name: 'Open sweepstakes' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByRole('heading', { name: 'Tokyo for two' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(s.onShowMore).toHaveBeenCalledOnce();
  });

  it("is busy while the next page loads, and hides 'Show more' on the last page", () => {
    renderView({ section: section({ items: [makeSweepstake()], hasMore: true, loadingMore: true }) });
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
    cleanup();
    renderView({ section: section({ items: [makeSweepstake()], hasMore: false }) });
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('keeps the cards when the next page fails, with a retry of that page', () => {
    const s = section({ items: [makeSweepstake()], hasMore: true, moreError: 'An error occurred' });
    renderView({ section: s });
    expect(screen.getByRole('article', { name: 'Weekend in Lisbon' })).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(s.onShowMore).toHaveBeenCalledOnce();
  });

  it('switches sections with the tabs, and explains checking the draw under Ended', () => {
    const props = renderView();
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent('How this draw was picked');
    fireEvent.click(screen.getByRole('tab', { name: 'Ended' }));
    expect(props.onTabChange).toHaveBeenCalledWith('ended');
    cleanup();
    renderView({ tab: 'ended' });
    expect(screen.getByRole('tabpanel', { name: 'Ended' })).toHaveTextContent('How this draw was picked');
  });
});
