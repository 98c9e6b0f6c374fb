import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@pilotmiles/core';
import { fakeFcmEndpoint, stubNotification } from '../../lib/push/testing';
import { rememberedToken } from '../../lib/push/storage';
import { makeMember } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';

const DAY = 24 * 60 * 60 * 1000;
const mocks = vi.hoisted(() => ({
  modal: null as string | null,
  listen: vi.fn(() => () => undefined),
  seq: 0,
}));

vi.mock('../../components/modals/modalStore', () => ({ useModalState: () => mocks.modal }));
vi.mock('../../lib/push/messaging', () => ({
  messagingAdapter: () => ({ getToken: async () => `local-tok-${++mocks.seq}`, listen: mocks.listen }),
  pushSupported: () => 'Notification' in window,
}));

const { PushAgent } = await import('./PushAgent');
const TITLE = 'Get notified when your PilotMiles arrive';

/** Who is signed in for the next render: a member who has earned, unless a test says otherwise. */
let user: User | null;

function renderAt(path = '/dashboard') {
  return renderWithProviders(<PushAgent />, { user, route: path });
}

beforeEach(() => {
  user = makeMember({ uid: 'u1', has_earned: true });
  mocks.modal = null;
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('PushAgent: when to ask', () => {
  it('asks a member who has earned, when the browser has not been asked', () => {
    fakeFcmEndpoint();
    stubNotification('default');
    renderAt();
    expect(screen.getByRole('region', { name: TITLE })).toBeInTheDocument();
  });

  const arrangements: Array<[string, () => void, NotificationPermission, string]> = [
    ['a member who has not earned yet', () => void (user = makeMember({ uid: 'u1', has_earned: false })), 'default', '/dashboard'],
    ['a signed-out visitor', () => void (user = null), 'default', '/dashboard'],
    ['permission already granted', () => undefined, 'granted', '/dashboard'],
    ['permission denied', () => undefined, 'denied', '/dashboard'],
    ['the landing page', () => undefined, 'default', '/'],
    ['over a modal', () => void (mocks.modal = 'DailyBonus'), 'default', '/dashboard'],
  ];
  it.each(arrangements)('never asks for %s', (_name, arrange, permission, path) => {
    fakeFcmEndpoint();
    arrange();
    stubNotification(permission);
    renderAt(path);
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it('never asks a browser without notifications', () => {
    fakeFcmEndpoint();
    renderAt();
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it("'Not now' hides it for 7 days, for that member", async () => {
    const calls = fakeFcmEndpoint();
    const request = stubNotification('default');
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    cleanup();
    renderAt();
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
    cleanup();
    user = makeMember({ uid: 'u2', has_earned: true });
    renderAt();
    expect(screen.getByText(TITLE)).toBeInTheDocument();
    cleanup();
    user = makeMember({ uid: 'u1', has_earned: true });
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 7 * DAY);
    renderAt();
    expect(screen.getByText(TITLE)).toBeInTheDocument();
  });
});

describe('PushAgent: the answer', () => {
  it('Turn on → granted: saves the token, remembers it and listens for messages', async () => {
    const calls = fakeFcmEndpoint();
    const request = stubNotification('default', 'granted');
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(request).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByText(TITLE)).not.toBeInTheDocument());
    const token = rememberedToken()?.token;
    expect(token).toMatch(/^local-tok-/);
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', '/api/service/fcm-token', { token }]]);
    expect(rememberedToken()?.uid).toBe('u1');
    await waitFor(() => expect(mocks.listen).toHaveBeenCalledWith('u1', token, expect.any(Function)));
  });

  it('Turn on → denied: saves null and stops asking', async () => {
    const calls = fakeFcmEndpoint();
    stubNotification('default', 'denied');
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(calls.map((c) => [c.method, c.body])).toEqual([['POST', { token: null }]]));
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
    expect(rememberedToken()).toBeNull();
  });

  it('with permission granted, re-saves a token older than 7 days on start', async () => {
    const calls = fakeFcmEndpoint();
    stubNotification('granted');
    localStorage.setItem('pm-push-token', JSON.stringify({ token: 'stale', saved_at: Date.now() - 8 * DAY, uid: 'u1' }));
    renderAt();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({ token: rememberedToken()?.token });
    expect(rememberedToken()?.token).not.toBe('stale');
  });

  it('with a fresh token of this member, saves nothing and listens with it', async () => {
    const calls = fakeFcmEndpoint();
    stubNotification('granted');
    localStorage.setItem('pm-push-token', JSON.stringify({ token: 'fresh', saved_at: Date.now() - DAY, uid: 'u1' }));
    renderAt();
    await waitFor(() => expect(mocks.listen).toHaveBeenCalledWith('u1', 'fresh', expect.any(Function)));
    expect(calls).toEqual([]);
  });

  it('installs the test hook in emulator builds', () => {
    fakeFcmEndpoint();
    stubNotification('granted');
    renderAt();
    expect(typeof window.__pmPush).toBe('function');
    cleanup();
    expect(window.__pmPush).toBeUndefined();
  });
});
