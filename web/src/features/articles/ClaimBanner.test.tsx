import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ClaimBanner, type ClaimBannerProps } from './ClaimBanner';

const NOW = new Date('2026-11-23T12:00:00Z').getTime();
beforeEach(() => vi.useFakeTimers({ now: NOW }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const base: ClaimBannerProps = {
  perArticle: 10,
  unlockAt: NOW + 20_000,
  claimed: false,
  busy: false,
  onClaim: () => {},
};

const button = () => screen.getByRole('button', { name: /Claim Article|Claiming/ });
const tick = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

describe('ClaimBanner', () => {
  it('counts down mm:ss from 20 by one each second and enables the button at zero', () => {
    const onClaim = vi.fn();
    render(<ClaimBanner {...base} onClaim={onClaim} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:20');
    expect(button()).toBeDisabled();
    tick(1);
    expect(screen.getByRole('timer')).toHaveTextContent('00:19');
    tick(18);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');
    expect(button()).toBeDisabled();
    fireEvent.click(button());
    expect(onClaim).not.toHaveBeenCalled();
    tick(1);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(button()).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Article reward' })).toHaveTextContent('Claim your 10 PM now');
    fireEvent.click(button());
    expect(onClaim).toHaveBeenCalledOnce();
  });

  it('shows the spinner while claiming and is disabled again once claimed', () => {
    const { rerender } = render(<ClaimBanner {...base} unlockAt={NOW} />);
    expect(button()).toBeEnabled();
    rerender(<ClaimBanner {...base} unlockAt={NOW} busy />);
    expect(button()).toBeDisabled();
    expect(button()).toHaveTextContent('Claiming...');
    rerender(<ClaimBanner {...base} unlockAt={NOW} claimed onShowReward={() => {}} />);
    expect(button()).toBeDisabled();
    expect(button()).toHaveTextContent('Claim Article');
    expect(screen.getByRole('region', { name: 'Article reward' })).toHaveTextContent(
      "You've claimed this article today",
    );
    expect(screen.getByRole('button', { name: 'View reward' })).toBeEnabled();
  });

  it('shows an article claimed earlier today as claimed, without a countdown', () => {
    render(<ClaimBanner {...base} claimed />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(button()).toBeDisabled();
    tick(25);
    expect(button()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'View reward' })).not.toBeInTheDocument();
  });

  it('restarts the countdown at a new deadline (the server said too early, retry_after 7)', () => {
    const { rerender } = render(<ClaimBanner {...base} />);
    tick(20);
    expect(button()).toBeEnabled();
    rerender(<ClaimBanner {...base} unlockAt={Date.now() + 7_000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:07');
    expect(button()).toBeDisabled();
    tick(7);
    expect(button()).toBeEnabled();
  });

  it('reads the time left from the clock, so a throttled background tab is right on its next tick', () => {
    render(<ClaimBanner {...base} />);
    // The tab is in the background: 15 s pass while a single timer fires.
    act(() => {
      vi.setSystemTime(NOW + 15_000);
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:04');
    act(() => {
      vi.setSystemTime(NOW + 30_000);
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(button()).toBeEnabled();
  });

  it('is enabled at once when the deadline has passed (opened earlier today)', () => {
    render(<ClaimBanner {...base} unlockAt={NOW - 60_000} />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(button()).toBeEnabled();
  });
});
