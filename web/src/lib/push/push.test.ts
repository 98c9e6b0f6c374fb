import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFcmEndpoint, stubNotification } from './testing';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-05-10T12:00:00Z');
const mocks = vi.hoisted(() => ({ seq: 0, listen: vi.fn(() => () => undefined) }));

vi.mock('../authState', () => ({ readyAuth: async () => ({ currentUser: { getIdToken: async () => 'member-token' } }) }));
vi.mock('./messaging', () => ({
  messagingAdapter: () => ({ getToken: async () => `local-tok-${++mocks.seq}`, listen: mocks.listen }),
  pushSupported: () => true,
}));

const { refreshPushToken, savePushDenied, savePushToken } = await import('./push');
const { rememberToken, rememberedToken } = await import('./storage');

beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('saving the token', () => {
  it('posts the token for this device and remembers it', async () => {
    const calls = fakeFcmEndpoint();
    stubNotification('granted');
    const token = await savePushToken('u1');
    expect(token).toMatch(/^local-tok-/);
    expect(calls).toEqual([{ method: 'POST', path: '/api/service/fcm-token', body: { token }, deviceId: expect.any(String) }]);
    expect(rememberedToken()).toEqual({ token, saved_at: NOW, uid: 'u1' });
  });

  it('posts null when permission is denied, and forgets any token', async () => {
    const calls = fakeFcmEndpoint();
    rememberToken({ token: 'old', saved_at: NOW, uid: 'u1' });
    await savePushDenied();
    expect(calls.map((c) => [c.method, c.body])).toEqual([['POST', { token: null }]]);
    expect(rememberedToken()).toBeNull();
  });

  it('logs a failed save and remembers nothing', async () => {
    fakeFcmEndpoint(() => Response.json({ message: 'Bad token', code: 'bad-request' }, { status: 400 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await savePushToken('u1')).toBeNull();
    expect(warn).toHaveBeenCalled();
    expect(rememberedToken()).toBeNull();
  });
});

describe('refresh on app start', () => {
  it('keeps a fresh token of this member', async () => {
    const calls = fakeFcmEndpoint();
    stubNotification('granted');
    rememberToken({ token: 'fresh', saved_at: NOW - 6 * DAY, uid: 'u1' });
    expect(await refreshPushToken('u1')).toBe('fresh');
    expect(calls).toEqual([]);
  });

  it('re-saves a token older than 7 days', async () => {
    const calls = fakeFcmEndpoint();
    stubNotification('granted');
    rememberToken({ token: 'stale', saved_at: NOW - 7 * DAY - 1, uid: 'u1' });
    const token = await refreshPushToken('u1');
    expect(token).not.toBe('stale');
    expect(calls.map((c) => [c.method, c.body])).toEqual([['POST', { token }]]);
    expect(rememberedToken()?.saved_at).toBe(NOW);
  });

  it("re-saves when the remembered token is missing or another member's", async () => {
    const calls = fakeFcmEndpoint();
    stubNotification('granted');
    await refreshPushToken('u1');
    rememberToken({ token: 'theirs', saved_at: NOW, uid: 'u2' });
    await refreshPushToken('u1');
    expect(calls).toHaveLength(2);
    expect(rememberedToken()?.uid).toBe('u1');
  });

  it('does nothing without permission', async () => {
    const calls = fakeFcmEndpoint();
    stubNotification('default');
    expect(await refreshPushToken('u1')).toBeNull();
    stubNotification('denied');
    expect(await refreshPushToken('u1')).toBeNull();
    expect(calls).toEqual([]);
  });
});
