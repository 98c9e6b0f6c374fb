import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { DEFAULT_DAILY_BONUS_CONFIG, type DailyBonusStatus } from '@pilotmiles/core';
import { DailyBonusView, type DailyBonusViewProps } from './DailyBonusView';
import { DailyBonusSuccessView } from './modals/DailyBonusSuccessModal';

const NOW = Date.parse('2026-03-01T10:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function status(streak: number, canClaim: boolean, extra: Partial<DailyBonusStatus> = {}): DailyBonusStatus {
  const nextDay = streak + 1;
  return {
    canClaim,
    lastClaimedAt: streak ? new Date(NOW - 3600_000).toISOString() : null,
    streak,
    nextRewardAmount: nextDay % 7 === 0 ? 100 : Math.min(nextDay, 5),
    nextDay,
    nextIsWheel: nextDay % 7 === 0,
    nextClaimAt: canClaim ? null : new Date(NOW + 23 * 3600_000).toISOString(),
    streakBreaksAt: streak ? new Date(NOW + 47 * 3600_000).toISOString() : null,
    serverTime: new Date(NOW).toISOString(),
    ...extra,
  };
}

const props = (s: DailyBonusStatus, over: Partial<DailyBonusViewProps> = {}): DailyBonusViewProps => ({
  status: s,
  config: DEFAULT_DAILY_BONUS_CONFIG,
  offsetMs: 0,
  busy: false,
  spin: null,
  onClaim: vi.fn(),
  onContinue: vi.fn(),
  onHowItWorks: vi.fn(),
  ...over,
});

const days = () =>
  within(screen.getByRole('list', { name: "This week's rewards" }))
    .getAllByRole('listitem')
    .map((li) => `${li.getAttribute('aria-label')}`);

describe('DailyBonusView: the 7-day window', () => {
  it('streak 0, claimable: day 1 is today, day 7 the wheel', () => {
    render(<DailyBonusView {...props(status(0, true))} />);
    expect(screen.getByText('Start your streak today')).toBeInTheDocument();
    expect(days()).toEqual([
      'Day 1: today, 1 PM',
      'Day 2: upcoming, 2 PM',
      'Day 3: upcoming, 3 PM',
      'Day 4: upcoming, 4 PM',
      'Day 5: upcoming, 5 PM',
      'Day 6: upcoming, 5 PM',
      'Day 7: bonus wheel, up to 100 PM',
    ]);
  });

  it('streak 3, claimable: three days done, day 4 today', () => {
    render(<DailyBonusView {...props(status(3, true))} />);
    expect(screen.getByText('3-day streak')).toBeInTheDocument();
    expect(days().slice(0, 5)).toEqual([
      'Day 1: claimed, 1 PM',
      'Day 2: claimed, 2 PM',
      'Day 3: claimed, 3 PM',
      'Day 4: today, 4 PM',
      'Day 5: upcoming, 5 PM',
    ]);
  });

  it('streak 6, claimable: the wheel day is today and the wheel shows with its amounts', () => {
    render(<DailyBonusView {...props(status(6, true))} />);
    expect(days()[6]).toBe('Day 7: today, up to 100 PM');
    expect(
      days()
        .slice(0, 6)
        .every((d) => d.includes('claimed')),
    ).toBe(true);
    expect(screen.getByRole('img', { name: /Wheel of fortune: 5 PM, 10 PM, .*100 PM/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim Reward' })).toBeEnabled();
  });

  it('streak 7: a new window from day 8, day 14 the wheel', () => {
    render(<DailyBonusView {...props(status(7, true))} />);
    expect(days()[0]).toBe('Day 8: today, 5 PM');
    expect(days()[6]).toBe('Day 14: bonus wheel, up to 100 PM');
    expect(screen.queryByRole('img', { name: /Wheel of fortune/ })).not.toBeInTheDocument();
  });

  it('streak 13, not claimable: days 8 to 13 done, day 14 the bonus, and a countdown', () => {
    render(<DailyBonusView {...props(status(13, false))} />);
    expect(days()).toEqual([
      'Day 8: claimed, 5 PM',
      'Day 9: claimed, 5 PM',
      'Day 10: claimed, 5 PM',
      'Day 11: claimed, 5 PM',
      'Day 12: claimed, 5 PM',
      'Day 13: claimed, 5 PM',
      'Day 14: bonus wheel, up to 100 PM',
    ]);
    expect(screen.getByRole('timer')).toHaveTextContent('23:00:00');
    expect(screen.queryByRole('img', { name: /Wheel of fortune/ })).not.toBeInTheDocument();
  });
});

describe('DailyBonusView: countdown and button', () => {
  it('ticks each second and flips to Claim Reward at zero, asking the server again', () => {
    const onClaimOpened = vi.fn();
    const onContinue = vi.fn();
    const s = status(2, false, { nextClaimAt: new Date(NOW + 3000).toISOString() });
    render(<DailyBonusView {...props(s, { onClaimOpened, onContinue })} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:03');
    fireEvent.click(screen.getByRole('button', { name: 'Continue Challenge' }));
    expect(onContinue).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:02');
    expect(onClaimOpened).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim Reward' })).toBeEnabled();
    expect(days()[2]).toBe('Day 3: today, 3 PM');
    expect(onClaimOpened).toHaveBeenCalledOnce();
  });

  it('counts against the server clock, not the device clock', () => {
    // The device is 10 minutes slow: the server says 1 minute is left.
    const s = status(2, false, { nextClaimAt: new Date(NOW + 11 * 60_000).toISOString() });
    render(<DailyBonusView {...props(s, { offsetMs: 10 * 60_000 })} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01:00');
  });

  it('Claim Reward when claimable calls onClaim', () => {
    const onClaim = vi.fn();
    render(<DailyBonusView {...props(status(1, true), { onClaim })} />);
    expect(screen.getByText(/Today's reward/)).toHaveTextContent("Today's reward: 2 PM");
    fireEvent.click(screen.getByRole('button', { name: 'Claim Reward' }));
    expect(onClaim).toHaveBeenCalledOnce();
  });

  it("shows 'Claiming...' disabled while busy", () => {
    const onClaim = vi.fn();
    render(<DailyBonusView {...props(status(1, true), { busy: true, onClaim })} />);
    const button = screen.getByRole('button', { name: 'Claiming...' });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Claim Reward' })).not.toBeInTheDocument();
  });

  it('Continue Challenge when not claimable; How it works? opens the help', () => {
    const onHowItWorks = vi.fn();
    render(<DailyBonusView {...props(status(4, false), { onHowItWorks })} />);
    expect(screen.getByRole('button', { name: 'Continue Challenge' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Claim Reward' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'How it works?' }));
    expect(onHowItWorks).toHaveBeenCalledOnce();
  });

  it('spins the wheel to the rotation it is given, without a transition under reduced motion', () => {
    const segments = DEFAULT_DAILY_BONUS_CONFIG.wheel.segments;
    const { rerender } = render(
      <DailyBonusView
        {...props(status(6, true), { busy: true, spin: { segments, rotation: 2137.5, animate: true } })}
      />,
    );
    const wheel = screen.getByTestId('wheel');
    expect(wheel).toHaveAttribute('data-rotation', '2137.5');
    expect(wheel).toHaveStyle({ transform: 'rotate(2137.5deg)' });
    expect(wheel).not.toHaveStyle({ transition: 'none' });
    rerender(
      <DailyBonusView
        {...props(status(6, true), { busy: true, spin: { segments, rotation: 2137.5, animate: false } })}
      />,
    );
    expect(screen.getByTestId('wheel')).toHaveStyle({ transition: 'none' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(
      <DailyBonusView
        {...props(status(6, true), { busy: true, spin: { segments, rotation: 2137.5, animate: false, won: 10 } })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('You won 10 PM!');
  });
});

describe('DailyBonusSuccessView', () => {
  it("shows '+amount', the streak day and Start Challenge", () => {
    const onStart = vi.fn();
    render(<DailyBonusSuccessView amount={30} day={7} onStartChallenge={onStart} />);
    expect(screen.getByTestId('bonus-amount')).toHaveTextContent('+30');
    expect(screen.getByText(/Day 7 of your streak/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start Challenge' }));
    expect(onStart).toHaveBeenCalledOnce();
  });
});
