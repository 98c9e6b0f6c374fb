import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFcmEndpoint, stubNotification } from './testing';

vi.mock('../authState', () => ({ readyAuth: async () => ({ currentUser: { getIdToken: async () => 'member-token' } }) }));

const { forgetPushToken } = await import('./forget');
const { rememberToken, rememberedToken } = await import('./storage');

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('forgetting the token at sign-out', () => {
  it('deletes the device token and forgets it', async () => {
    const calls = fakeFcmEndpoint();
    stubNotification('granted');
    rememberToken({ token: 't1', saved_at: Date.now(), uid: 'u1' });
    await forgetPushToken();
    expect(calls.map((c) => [c.method, c.path])).toEqual([['DELETE', '/api/service/fcm-token']]);
    expect(rememberedToken()).toBeNull();
  });

  it('never asks the server when this browser was never asked and remembers nothing', async () => {
    const calls = fakeFcmEndpoint();
    stubNotification('default');
    await forgetPushToken();
    expect(calls).toEqual([]);
  });

  it('ignores failures and never holds sign-out up', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubNotification('denied');
    fakeFcmEndpoint(() => Response.json({ message: 'down', code: 'internal' }, { status: 500 }));
    await expect(forgetPushToken()).resolves.toBeUndefined();

    vi.useFakeTimers();
    fakeFcmEndpoint(() => new Promise<Response>(() => undefined));
    const done = forgetPushToken(2500);
    await vi.advanceTimersByTimeAsync(2500);
    await expect(done).resolves.toBeUndefined();
  });
});
