import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { User } from '@pilotmiles/core';
import { setSessionExpiredHandler } from '../../lib/api';

const STORE = 'http://127.0.0.1:9400/affiliates/rakuten/click?mid=41234&u1=sub-abc';

const mocks = vi.hoisted(() => ({ user: { uid: 'u1' } as User | null, openModal: vi.fn(), sessionExpired: vi.fn() }));

vi.mock('../../lib/session', () => ({
  useSession: () => ({ status: mocks.user ? 'signedIn' : 'signedOut', user: mocks.user }),
}));
vi.mock('../../lib/authState', () => ({
  readyAuth: async () => (mocks.user ? { currentUser: { getIdToken: async () => 'member-token' } } : null),
}));
vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));

const { useActivateBrand } = await import('./useActivateBrand');
const { shoppingKeys } = await import('./shoppingApi');

/** The tab opened on the click, before the call answers. */
const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
let answer: [number, unknown] = [200, {}];
const calls: Array<{ path: string; method: string | undefined }> = [];

function renderActivate(brandId = 'northwind') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { ...renderHook(() => useActivateBrand(brandId), { wrapper }), invalidate };
}

beforeEach(() => {
  mocks.user = { uid: 'u1' } as User;
  tab.opener = {};
  tab.location.href = '';
  calls.length = 0;
  answer = [201, { data: { sub_id: 'sub-abc', brand_id: 'northwind', url: STORE } }];
  setSessionExpiredHandler(mocks.sessionExpired);
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init?: RequestInit) => {
      calls.push({ path: new URL(String(input)).pathname, method: init?.method });
      return Response.json(answer[1], { status: answer[0] });
    }),
  );
});
afterEach(() => {
  setSessionExpiredHandler(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('useActivateBrand', () => {
  it('opens the tab on the click, records the activation, then sends the tab to the store and says so', async () => {
    const { result, invalidate } = renderActivate();
    act(() => result.current.activate());
    // Synchronously, before the call answers: a tab opened later would be blocked as a pop-up.
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('');
    await waitFor(() => expect(tab.location.href).toBe(STORE));
    expect(tab.opener).toBeNull();
    expect(calls).toEqual([{ path: '/api/shopping/v2/activate/northwind', method: 'POST' }]);
    expect(result.current.activated).toBe(true);
    expect(result.current.error).toBeNull();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: shoppingKeys.brand('northwind', 'u1') });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: shoppingKeys.dashboard('u1') });
  });

  it("closes the tab and shows the server's message as it is, without ending the session", async () => {
    answer = [403, { message: 'Email not verified', code: 'auth/email-not-verified' }];
    const { result } = renderActivate();
    act(() => result.current.activate());
    await waitFor(() => expect(result.current.error).toBe('Email not verified'));
    expect(tab.close).toHaveBeenCalledOnce();
    expect(tab.location.href).toBe('');
    expect(result.current.activated).toBe(false);
    expect(mocks.sessionExpired).not.toHaveBeenCalled();
  });

  it("shows another refusal's message, e.g. a store that stopped paying", async () => {
    answer = [409, { message: 'This store no longer offers cashback', code: 'shopping/inactive' }];
    const { result } = renderActivate();
    act(() => result.current.activate());
    await waitFor(() => expect(result.current.error).toBe('This store no longer offers cashback'));
    expect(tab.close).toHaveBeenCalledOnce();
  });

  it('opens the store with a fresh tab when the browser blocked the first one', async () => {
    vi.mocked(window.open).mockReturnValueOnce(null);
    const { result } = renderActivate();
    act(() => result.current.activate());
    await waitFor(() => expect(window.open).toHaveBeenLastCalledWith(STORE, '_blank', 'noopener'));
  });

  it('asks a visitor to sign up, and opens and records nothing', () => {
    mocks.user = null;
    const { result } = renderActivate();
    act(() => result.current.activate());
    expect(mocks.openModal).toHaveBeenCalledWith('PleaseSignUp');
    expect(window.open).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});
