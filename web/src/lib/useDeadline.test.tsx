import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockOffset, useMsUntil } from './useDeadline';

describe('useMsUntil', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('counts down from the clock, not from ticks: a throttled tab is right on its next tick', () => {
    const deadline = Date.now() + 20_000;
    const { result } = renderHook(() => useMsUntil(deadline));
    expect(result.current).toBe(20_000);
    // The browser throttles the tab: 15 s pass while only one timer fires.
    act(() => {
      vi.setSystemTime(Date.now() + 15_000);
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(4_000);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(0);
  });

  it('reads the deadline on the server clock', () => {
    const serverNow = Date.now() + 90_000; // the device is 90 s slow
    const offsetMs = clockOffset(new Date(serverNow).toISOString());
    const { result } = renderHook(() => useMsUntil(serverNow + 60_000, { offsetMs }));
    expect(result.current).toBe(60_000);
  });

  it('is 0 without a deadline and when the tab shows again after the deadline', () => {
    expect(renderHook(() => useMsUntil(null)).result.current).toBe(0);
    const deadline = Date.now() + 5_000;
    const { result } = renderHook(() => useMsUntil(deadline));
    act(() => {
      vi.setSystemTime(Date.now() + 60_000);
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current).toBe(0);
  });
});
