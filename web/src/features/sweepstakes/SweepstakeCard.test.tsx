import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Sweepstake } from '@pilotmiles/core';
import { makeDrawnSweepstake, makeSweepstake } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';

const mocks = vi.hoisted(() => ({ openModal: vi.fn() }));
vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));

const { COMMITMENT_HELP, SweepstakeCard } = await import('./SweepstakeCard');

/** 2 days, 4 h, 12 min and 9 s before the test sweepstake ends (2026-12-01T00:00:00Z). */
const NOW = Date.parse('2026-12-01T00:00:00.000Z') - ((2 * 24 + 4) * 3600 + 12 * 60 + 9) * 1000;

beforeEach(() => vi.useFakeTimers({ now: NOW }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

function renderCard(sweepstake: Sweepstake, member = true) {
  const props = { onEnter: vi.fn(), onRules: vi.fn(), onDraw: vi.fn(), onDeadline: vi.fn() };
  renderWithProviders(<SweepstakeCard sweepstake={sweepstake} member={member} {...props} />);
  return { ...props, card: screen.getByRole('article', { name: sweepstake.title }) };
}

describe('SweepstakeCard', () => {
  it('shows an open one to a visitor: prize, cost, live countdown, entries, chance of one entry and the commitment', () => {
    const s = makeSweepstake();
    const { card, onEnter } = renderCard(s, false);
    expect(card).toHaveTextContent('Open');
    expect(card).toHaveTextContent('$1,500 prize');
    expect(card).toHaveTextContent('100 PM per entry · up to 5 per member');
    expect(card).toHaveTextContent('Ends in 2d 04:12:09');
    expect(card).toHaveTextContent('39 entries · 12 entrants');
    expect(card).toHaveTextContent('Chance with 1 entry: 1 in 40');
    expect(card).not.toHaveTextContent('Your entries');
    expect(card).toHaveTextContent(`Draw commitment: ${s.seed_hash.slice(0, 8)}…`);
    const img = card.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/images/sweepstakes/travel.svg');
    expect(img).toHaveAttribute('loading', 'lazy');

    act(() => vi.advanceTimersByTime(2000));
    expect(card).toHaveTextContent('Ends in 2d 04:12:07');

    // A visitor is asked to sign up; nothing opens.
    fireEvent.click(within(card).getByRole('button', { name: 'Enter Weekend in Lisbon' }));
    expect(mocks.openModal).toHaveBeenCalledWith('PleaseSignUp');
    expect(onEnter).not.toHaveBeenCalled();
  });

  it("shows a member's entries of the max and their chance, and Enter opens the dialog", () => {
    const s = makeSweepstake({ my_entries: 2 });
    const { card, onEnter } = renderCard(s);
    expect(card).toHaveTextContent('Your entries: 2 of 5');
    expect(card).toHaveTextContent('Your chance: 1 in 20');
    fireEvent.click(within(card).getByRole('button', { name: 'Enter Weekend in Lisbon' }));
    expect(onEnter).toHaveBeenCalledWith(s);
    expect(mocks.openModal).not.toHaveBeenCalled();
  });

  it('disables Enter once the member holds the max', () => {
    const { card, onEnter } = renderCard(makeSweepstake({ my_entries: 5 }));
    const button = within(card).getByRole('button', { name: 'Max entries reached' });
    expect(button).toBeDisabled();
    expect(within(card).queryByRole('button', { name: /^Enter/ })).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(onEnter).not.toHaveBeenCalled();
  });

  it('closes entries when its end passes on screen, and says the lists are out of date', () => {
    const { card, onDeadline } = renderCard(makeSweepstake({ my_entries: 0 }));
    expect(within(card).getByRole('button', { name: 'Enter Weekend in Lisbon' })).toBeEnabled();
    act(() => vi.advanceTimersByTime(((2 * 24 + 4) * 3600 + 12 * 60 + 9) * 1000));
    expect(within(card).getByRole('button', { name: 'Entries closed' })).toBeDisabled();
    expect(card).toHaveTextContent('Entries closed');
    expect(onDeadline).toHaveBeenCalledOnce();
  });

  it('counts down to the opening of an upcoming one, with no way to enter yet', () => {
    const s = makeSweepstake({
      status: 'scheduled',
      start_date: new Date(NOW + 3 * 3600_000 + 5000).toISOString(),
      end_date: '2027-01-01T00:00:00.000Z',
      total_entries: 0,
      entrants: 0,
      my_entries: 0,
    });
    const { card } = renderCard(s);
    expect(card).toHaveTextContent('Upcoming');
    expect(card).toHaveTextContent('Opens in 03:00:05');
    // Nothing to hold or win yet.
    expect(card).not.toHaveTextContent('Your entries');
    expect(card).not.toHaveTextContent(/chance/i);
    expect(card).toHaveTextContent('Draw commitment:');
    expect(within(card).getByRole('button', { name: /^Opens / })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: /^Enter/ })).not.toBeInTheDocument();
  });

  it('shows the winner of an ended one and the way to check its draw, without the commitment line', () => {
    const s = makeDrawnSweepstake({ my_entries: 0 });
    const { card, onDraw } = renderCard(s);
    expect(card).toHaveTextContent('Ended');
    expect(card).toHaveTextContent('Winner: Maria G.');
    expect(card).toHaveTextContent('11 entries · 4 entrants');
    expect(card).not.toHaveTextContent('Draw commitment');
    expect(card).not.toHaveTextContent('You won!');
    // The member did not take part: no stake or chance to show.
    expect(card).not.toHaveTextContent('Your entries');
    expect(card).not.toHaveTextContent(/chance/i);
    expect(within(card).queryByRole('button', { name: /^Enter/ })).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'How this draw was picked' }));
    expect(onDraw).toHaveBeenCalledWith(s);
  });

  it("tells the member they won, with the way to the prize", () => {
    const { card } = renderCard(makeDrawnSweepstake({ my_entries: 3, i_won: true }));
    const won = within(card).getByRole('status');
    expect(won).toHaveTextContent('You won!');
    expect(won).toHaveTextContent('Your $1,500 prize is in My rewards');
    expect(within(won).getByRole('link', { name: 'My rewards' })).toHaveAttribute('href', '/profile/rewards');
    expect(card).toHaveTextContent('Your entries: 3 of 5');
    expect(card).toHaveTextContent('Your chance: 1 in 4');
  });

  it('says the winner is being drawn while it is, with nothing to verify yet', () => {
    const { card } = renderCard(makeSweepstake({ status: 'drawing', my_entries: 1 }));
    expect(card).toHaveTextContent('Drawing the winner…');
    expect(within(card).queryByRole('button', { name: 'How this draw was picked' })).not.toBeInTheDocument();
  });

  it('says when nobody entered an ended one', () => {
    const s = makeDrawnSweepstake();
    const { card } = renderCard({
      ...s,
      total_entries: 0,
      entrants: 0,
      draw: { ...s.draw!, total_entries: 0, entrants: 0, ticket: 0, winner_public_id: null, winner_name: null },
    });
    expect(card).toHaveTextContent('Nobody entered: no winner was drawn.');
  });

  it('opens the official rules, and explains the commitment on hover', async () => {
    const s = makeSweepstake();
    const { card, onRules } = renderCard(s);
    fireEvent.click(within(card).getByRole('button', { name: 'Official rules of Weekend in Lisbon' }));
    expect(onRules).toHaveBeenCalledWith(s);

    fireEvent.mouseOver(within(card).getByText('Draw commitment:', { exact: false }));
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.getByRole('tooltip')).toHaveTextContent(COMMITMENT_HELP);
  });
});
