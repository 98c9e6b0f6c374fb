import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUSH_TOAST_MS } from '@pilotmiles/core';
import { Toaster } from '../../components/feedback/Toaster';
import { installPushTestHook, setPushNavigator, showForegroundPush } from './foreground';

const navigate = vi.fn();
const data = (over: Record<string, unknown> = {}) => ({
  title: 'PilotMiles credited',
  body: '+50 PM for Dragon Quest',
  url: '/profile/transactions',
  actions: JSON.stringify([
    { action: 'view', title: 'View' },
    { action: '/profile/rewards', title: 'Redeem' },
    { action: '', title: 'Broken' },
    { title: 'No name' },
  ]),
  ...over,
});

beforeEach(() => {
  setPushNavigator(navigate);
  render(<Toaster />);
});
afterEach(() => {
  cleanup();
  setPushNavigator(null);
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('foreground push', () => {
  it('ignores a payload without a title', () => {
    expect(showForegroundPush({ body: 'no title', url: '/x' })).toBeNull();
    expect(showForegroundPush(null)).toBeNull();
    expect(showForegroundPush('title')).toBeNull();
    expect(screen.queryByText('no title')).not.toBeInTheDocument();
  });

  it('shows title, body and the well-formed actions; a button opens its target', async () => {
    let shown: ReturnType<typeof showForegroundPush> = null;
    act(() => {
      shown = showForegroundPush(data());
    });
    expect(shown!.actions).toEqual([
      { action: 'view', title: 'View' },
      { action: '/profile/rewards', title: 'Redeem' },
    ]);
    expect(await screen.findByText('PilotMiles credited')).toBeInTheDocument();
    expect(screen.getByText('+50 PM for Dragon Quest')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Broken' })).not.toBeInTheDocument();
    // 'view' is not an address: the message's url; '/profile/rewards' is.
    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(navigate).toHaveBeenLastCalledWith('/profile/transactions');
    act(() => void showForegroundPush(data()));
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    expect(navigate).toHaveBeenLastCalledWith('/profile/rewards');
  });

  it('drops malformed actions, leaving an Open button for the url', async () => {
    act(() => void showForegroundPush(data({ actions: '{not json', url: 'https://partner.example/deal' })));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
    expect(assign).toHaveBeenCalledWith('https://partner.example/deal');
    expect(navigate).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('shows top-right and hides after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => void showForegroundPush(data({ title: 'Short-lived', actions: '[]' })));
    const title = await screen.findByText('Short-lived');
    const container = title.closest<HTMLElement>('.notistack-SnackbarContainer')!;
    expect(getComputedStyle(container)).toMatchObject({ top: expect.stringMatching(/px$/), right: expect.stringMatching(/px$/), bottom: '' });
    await act(async () => vi.advanceTimersByTimeAsync(PUSH_TOAST_MS - 500));
    expect(screen.getByText('Short-lived')).toBeInTheDocument();
    for (let i = 0; i < 10; i++) await act(async () => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByText('Short-lived')).not.toBeInTheDocument();
  });

  it('the test hook calls the same handler', async () => {
    const remove = installPushTestHook();
    act(() => void window.__pmPush!(data({ title: 'From the hook' })));
    expect(await screen.findByText('From the hook')).toBeInTheDocument();
    expect(window.__pmPush!({ title: '' })).toBeNull();
    remove();
    expect(window.__pmPush).toBeUndefined();
  });
});
