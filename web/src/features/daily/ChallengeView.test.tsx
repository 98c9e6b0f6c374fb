import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { DailyChallengeProgress } from '@pilotmiles/core';
import { ChallengeView, type ChallengeViewProps } from './ChallengeView';
import { challengeState, tierStatus } from './challengeState';
import { TiersList } from './TiersList';
import { WellDoneView } from './modals/WellDoneModal';
import { DailyChallengeCardView, type DailyChallengeCardViewProps } from './DailyChallengeCard';
import { renderWithProviders } from '../../testing/renderWithProviders';

const NOW = Date.parse('2026-03-01T20:30:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const progress = (over: Partial<DailyChallengeProgress> = {}): DailyChallengeProgress => ({
  day_key: '2026-03-01',
  challenge: { target: 100, reward: 15 },
  tier_index: 1,
  tiers_total: 3,
  earned: 40,
  remaining: 60,
  completed: false,
  // 3 h 29 min 30 s to midnight
  ends_at: new Date(NOW + (3 * 3600 + 29 * 60 + 30) * 1000).toISOString(),
  serverTime: new Date(NOW).toISOString(),
  ...over,
});

const props = (p: DailyChallengeProgress, over: Partial<ChallengeViewProps> = {}): ChallengeViewProps => ({
  progress: p,
  offsetMs: 0,
  busy: false,
  onCollect: vi.fn(),
  onOk: vi.fn(),
  onHowItWorks: vi.fn(),
  ...over,
});

describe('ChallengeView', () => {
  it('below target: tier k of n, reward, what is left and the progress bar', () => {
    render(<ChallengeView {...props(progress())} />);
    expect(screen.getByText('Daily challenge 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('+15 PM')).toBeInTheDocument();
    expect(screen.getByText('Earn 60 more PilotMiles to win the reward')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Challenge progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40 / 100')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Collect' })).not.toBeInTheDocument();
    expect(screen.queryByText('Completed')).not.toBeInTheDocument();
  });

  it('at target: Completed and Collect, which collects', () => {
    const onCollect = vi.fn();
    render(<ChallengeView {...props(progress({ earned: 120, remaining: 0, completed: true }), { onCollect })} />);
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('120 / 100')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Challenge progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByText(/more PilotMiles to win/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Collect' }));
    expect(onCollect).toHaveBeenCalledOnce();
  });

  it('while collecting the button is busy', () => {
    render(<ChallengeView {...props(progress({ earned: 100, remaining: 0, completed: true }), { busy: true })} />);
    expect(screen.getByRole('button', { name: 'Collecting...' })).toBeDisabled();
  });

  it('no challenge left: all complete and Ok', () => {
    const onOk = vi.fn();
    render(
      <ChallengeView
        {...props(progress({ challenge: null, tier_index: 3, earned: 300, remaining: 0, completed: true }), { onOk })}
      />,
    );
    expect(screen.getByText("You've completed all of today's challenges!")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Collect' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onOk).toHaveBeenCalledOnce();
    expect(screen.getByRole('timer')).toHaveTextContent('New challenges in 3h 29m');
  });

  it("'Ends in Xh Ym' ticks every second and asks again once the day is over", () => {
    const onDayEnded = vi.fn();
    render(<ChallengeView {...props(progress(), { onDayEnded })} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Ends in 3h 29m');
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Ends in 3h 29m');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Ends in 3h 28m');
    act(() => vi.advanceTimersByTime((3 * 3600 + 28 * 60 + 58) * 1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Ends in 0h 0m');
    expect(onDayEnded).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onDayEnded).toHaveBeenCalledOnce();
  });

  it('counts to midnight on the server clock', () => {
    render(<ChallengeView {...props(progress(), { offsetMs: 60 * 60_000 })} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Ends in 2h 29m');
  });

  it('How it works? opens the help', () => {
    const onHowItWorks = vi.fn();
    render(<ChallengeView {...props(progress(), { onHowItWorks })} />);
    fireEvent.click(screen.getByRole('button', { name: 'How it works?' }));
    expect(onHowItWorks).toHaveBeenCalledOnce();
  });

  it('challengeState reads the three states', () => {
    expect(challengeState(progress())).toBe('below');
    expect(challengeState(progress({ earned: 100, remaining: 0, completed: true }))).toBe('completed');
    expect(challengeState(progress({ challenge: null }))).toBe('allDone');
  });
});

const TIERS = [
  { target: 25, reward: 5 },
  { target: 100, reward: 15 },
  { target: 250, reward: 40 },
];
const statuses = () =>
  within(screen.getByRole('list', { name: "Today's challenges" }))
    .getAllByRole('listitem')
    .map((r) => r.getAttribute('data-status'));

describe('TiersList', () => {
  it('marks tiers collected, in progress and locked, from the progress response', () => {
    render(<TiersList tiers={TIERS} progress={progress()} />);
    expect(statuses()).toEqual(['collected', 'inProgress', 'locked']);
    const rows = within(screen.getByRole('list', { name: "Today's challenges" })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Earn 25 PMChallenge 1 · Collected+5 PM');
    expect(rows[1]).toHaveTextContent('Challenge 2 · In progress (40 / 100)');
    expect(rows[2]).toHaveTextContent('Locked');
  });

  it('says Completed for a reached tier, as the challenge card above it does, never In progress', () => {
    const reached = progress({ earned: 100, remaining: 0, completed: true });
    render(
      <>
        <ChallengeView {...props(reached)} />
        <TiersList tiers={TIERS} progress={reached} />
      </>,
    );
    expect(statuses()).toEqual(['collected', 'ready', 'locked']);
    expect(screen.getAllByText(/Completed/)).toHaveLength(2);
    expect(screen.queryByText(/In progress/)).not.toBeInTheDocument();
    // One Collect action for the tier: the card's.
    expect(screen.getAllByRole('button', { name: 'Collect' })).toHaveLength(1);
  });

  it('marks every tier collected once all are done', () => {
    render(<TiersList tiers={TIERS} progress={progress({ challenge: null, tier_index: 3, completed: false })} />);
    expect(statuses()).toEqual(['collected', 'collected', 'collected']);
  });

  it('tierStatus reads each state', () => {
    expect(tierStatus(progress(), 0)).toBe('collected');
    expect(tierStatus(progress(), 1)).toBe('inProgress');
    expect(tierStatus(progress({ completed: true }), 1)).toBe('ready');
    expect(tierStatus(progress(), 2)).toBe('locked');
  });
});

describe('WellDoneView', () => {
  it("confirms '+amount' with its label and only continues: it never asks to Collect again", () => {
    const onContinue = vi.fn();
    render(<WellDoneView amount={80} label="on Take 2-Minute Survey" onContinue={onContinue} />);
    expect(screen.getByTestId('well-done-amount')).toHaveTextContent('+80');
    expect(screen.getByText('on Take 2-Minute Survey')).toBeInTheDocument();
    expect(screen.getByText(/in your balance/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Collect' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });
});

describe('DailyChallengeCardView', () => {
  const renderCard = (p: DailyChallengeCardViewProps) => renderWithProviders(<DailyChallengeCardView {...p} />);
  const card = () => screen.getByRole('region', { name: 'Daily challenge' });

  it('shows what is left, what counts, and links to /daily-challenge', () => {
    renderCard({
      status: 'ready',
      progress: progress({ tier_index: 0, challenge: TIERS[0]!, earned: 10, remaining: 15 }),
    });
    expect(card()).toHaveTextContent('Earn 15 more PilotMiles to win the reward');
    expect(card()).toHaveTextContent('10 / 25');
    expect(card()).toHaveTextContent(
      "Counts PM earned today from articles, offers, web search, shopping and travel. Bonuses don't count.",
    );
    expect(within(card()).getByRole('link')).toHaveAttribute('href', '/daily-challenge');
  });

  it('says Completed at target, and all done without a challenge', () => {
    renderCard({ status: 'ready', progress: progress({ earned: 120, remaining: 0, completed: true }) });
    expect(card()).toHaveTextContent('Completed: collect your reward');
    expect(screen.getByRole('progressbar', { name: 'Daily challenge progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    cleanup();
    renderCard({ status: 'ready', progress: progress({ challenge: null, tier_index: 3 }) });
    expect(card()).toHaveTextContent("All of today's challenges are complete");
  });

  it('shows a placeholder while loading and the error with a retry', () => {
    renderCard({ status: 'loading', progress: undefined });
    expect(card()).toHaveAttribute('aria-busy', 'true');
    expect(card()).not.toHaveTextContent('PilotMiles');
    cleanup();
    const onRetry = vi.fn();
    renderCard({ status: 'error', progress: undefined, error: 'An error occurred', onRetry });
    expect(within(card()).getByRole('alert')).toHaveTextContent('An error occurred');
    fireEvent.click(within(card()).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
