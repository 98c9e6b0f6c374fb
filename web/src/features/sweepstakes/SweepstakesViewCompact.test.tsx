import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { makeDrawnSweepstake, makeSweepstake } from '../../testing/builders';
import { makeActions, makeSection as section } from './testBuilders';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { NO_FINISHED_TEXT, NO_RUNNING_TEXT, SweepstakesViewCompact, type SweepstakesViewCompactProps } from './SweepstakesViewCompact';

vi.mock('../../components/modals/modalStore', () => ({ openModal: vi.fn() }));
const { openModal } = await import('../../components/modals/modalStore');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const FUTURE = new Date(Date.now() + 3 * 86_400_000).toISOString();

function renderView(over: Partial<SweepstakesViewCompactProps> = {}) {
  const props: SweepstakesViewCompactProps = { running: section(), finished: section(), ...makeActions(), ...over };
  renderWithProviders(<SweepstakesViewCompact {...props} />);
  return props;
}

describe('SweepstakesViewCompact', () => {
  it('shows placeholders while both sections load', () => {
    renderView({ running: section({ status: 'loading', items: undefined }), finished: section({ status: 'loading', items: undefined }) });
    expect(screen.getByRole('progressbar', { name: 'Loading running sweepstakes' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading finished sweepstakes' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when nothing is running or finished', () => {
    renderView();
    const [running, finished] = screen.getAllByRole('status');
    expect(running).toHaveTextContent(NO_RUNNING_TEXT);
    expect(finished).toHaveTextContent(NO_FINISHED_TEXT);
  });

  it('shows an error with a retry', () => {
    const props = renderView({ running: section({ status: 'error', error: 'Network down', items: undefined }) });
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading sweepstakes: Network down');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.running.onRetry).toHaveBeenCalled();
  });

  it('shows a running one big: prize, time left, entries; a member enters through the enter flow', () => {
    const s = makeSweepstake({ end_date: FUTURE, my_entries: 2 });
    const props = renderView({ running: section({ items: [s] }) });
    const card = screen.getByRole('article', { name: 'Weekend in Lisbon' });
    expect(card).toHaveTextContent('$1,500');
    expect(card).toHaveTextContent(/Ends in 2d|Ends in 3d/);
    expect(card).toHaveTextContent('39 entries · 12 entrants');
    expect(card).toHaveTextContent('Your entries: 2 of 5');
    fireEvent.click(within(card).getByRole('button', { name: 'Enter Weekend in Lisbon' }));
    expect(props.onEnter).toHaveBeenCalledWith(s);
    expect(openModal).not.toHaveBeenCalled();
  });

  it("asks a visitor to sign up instead of entering", () => {
    const props = renderView({ member: false, running: section({ items: [makeSweepstake({ end_date: FUTURE })] }) });
    fireEvent.click(screen.getByRole('button', { name: 'Enter Weekend in Lisbon' }));
    expect(openModal).toHaveBeenCalledWith('PleaseSignUp');
    expect(props.onEnter).not.toHaveBeenCalled();
  });

  it('disables Enter at the most entries a member may hold', () => {
    renderView({ running: section({ items: [makeSweepstake({ end_date: FUTURE, my_entries: 5 })] }) });
    expect(screen.getByRole('button', { name: 'Max entries reached' })).toBeDisabled();
  });

  it('lists finished ones with their winner and the way to check the draw', () => {
    const s = makeDrawnSweepstake();
    const props = renderView({ finished: section({ items: [s], hasMore: true }) });
    const row = screen.getByRole('listitem', { name: 'Weekend in Lisbon' });
    expect(row).toHaveTextContent('Winner: Maria G.');
    fireEvent.click(within(row).getByRole('button', { name: 'How this draw was picked' }));
    expect(props.onDraw).toHaveBeenCalledWith(s);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(props.finished.onShowMore).toHaveBeenCalled();
  });
});
