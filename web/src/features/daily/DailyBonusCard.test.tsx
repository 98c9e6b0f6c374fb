import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { DailyBonusStatus } from '@pilotmiles/core';
import { DailyBonusCardView } from './DailyBonusCard';

const NOW = Date.parse('2026-03-01T10:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const bonus = (extra: Partial<DailyBonusStatus>): DailyBonusStatus => ({
  canClaim: true,
  lastClaimedAt: null,
  streak: 3,
  nextRewardAmount: 4,
  nextDay: 4,
  nextIsWheel: false,
  nextClaimAt: null,
  streakBreaksAt: null,
  serverTime: new Date(NOW).toISOString(),
  ...extra,
});

const card = () => screen.getByRole('region', { name: 'Daily bonus' });

describe('DailyBonusCardView', () => {
  it('offers a claimable bonus with its reward and opens the modal', () => {
    const onOpen = vi.fn();
    render(<DailyBonusCardView status="ready" bonus={bonus({})} onOpen={onOpen} />);
    expect(card()).toHaveTextContent('+4 PM');
    expect(card()).toHaveTextContent('Day 4 is ready · 3-day streak');
    fireEvent.click(within(card()).getByRole('button', { name: 'Claim now' }));
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('says a claimed bonus is claimed and when the next opens, on the server clock', () => {
    const claimed = bonus({ canClaim: false, streak: 4, nextClaimAt: new Date(NOW + 5 * 3600_000).toISOString() });
    // The device runs 10 minutes behind the server.
    render(<DailyBonusCardView status="ready" bonus={claimed} offsetMs={10 * 60_000} onOpen={() => {}} />);
    expect(card()).toHaveTextContent('Claimed today · next in 4h 50m');
    expect(within(card()).queryByRole('button', { name: 'Claim now' })).toBeNull();
    expect(within(card()).getByRole('button', { name: /4-day streak/ })).toBeInTheDocument();
  });

  it('reads a wheel day as "up to"', () => {
    render(
      <DailyBonusCardView
        status="ready"
        bonus={bonus({ nextIsWheel: true, nextRewardAmount: 100, nextDay: 7 })}
        onOpen={() => {}}
      />,
    );
    expect(card()).toHaveTextContent('up to 100 PM');
  });

  it('shows loading, then an error with a retry', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<DailyBonusCardView status="loading" bonus={undefined} onOpen={() => {}} />);
    expect(card()).toHaveAttribute('aria-busy', 'true');
    rerender(
      <DailyBonusCardView status="error" bonus={undefined} error="Network error" onRetry={onRetry} onOpen={() => {}} />,
    );
    expect(within(card()).getByRole('alert')).toHaveTextContent('Network error');
    fireEvent.click(within(card()).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
