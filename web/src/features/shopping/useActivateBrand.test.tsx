import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import type { User } from '@pilotmiles/core';
import { setSessionExpiredHandler } from '../../lib/api';
import { fakeApi } from '../../testing/fakeApi';
import { makeMember } from '../../testing/builders';
import { renderHookWithProviders } from '../../testing/renderWithProviders';

const STORE = 'http://127.0.0.1:9400/affiliates/rakuten/click?mid=41234&u1=sub-abc';
const ACTIVATE = 'POST /api/shopping/v2/activate/northwind';

const mocks = vi.hoisted(() => ({ openModal: vi.fn(), sessionExpired: vi.fn() }));
vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));

const { useActivateBrand } = await import('./useActivateBrand');
const { shoppingKeys } = await import('./shoppingApi');

const api = fakeApi();
/** The tab opened on the click, before the call answers. */
const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
const member = makeMember({ uid: 'u1' });

function renderActivate(user: User | null = member) {
  const rendered = renderHookWithProviders(() => useActivateBrand('northwind'), { user });
  return { ...rendered, invalidate: vi.spyOn(rendered.queryClient, 'invalidateQueries') };
}

beforeEach(() => {
  tab.opener = {};
  tab.location.href = '';
  api.routes[ACTIVATE] = () => [201, { data: { sub_id: 'sub-abc', brand_id: 'northwind', url: STORE } }];
  setSessionExpiredHandler(mocks.sessionExpired);
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
});
afterEach(() => {
  setSessionExpiredHandler(null);
  vi.restoreAllMocks();
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
    expect(api.asked.map((a) => `${a.method} ${a.path}`)).toEqual([ACTIVATE]);
    expect(api.asked[0].auth).toBe('Bearer member-token');
    expect(result.current.activated).toBe(true);
    expect(result.current.error).toBeNull();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: shoppingKeys.brand('northwind', 'u1') });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: shoppingKeys.dashboard('u1') });
  });

  it("closes the tab and shows the server's message as it is, without ending the session", async () => {
    api.routes[ACTIVATE] = () => [403, { message: 'Email not verified', code: 'auth/email-not-verified' }];
    const { result } = renderActivate();
    act(() => result.current.activate());
    await waitFor(() => expect(result.current.error).toBe('Email not verified'));
    expect(tab.close).toHaveBeenCalledOnce();
    expect(tab.location.href).toBe('');
    expect(result.current.activated).toBe(false);
    expect(mocks.sessionExpired).not.toHaveBeenCalled();
  });

  it("shows another refusal's message, e.g. a store that stopped paying", async () => {
    api.routes[ACTIVATE] = () => [409, { message: 'This store no longer offers cashback', code: 'shopping/inactive' }];
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
    const { result } = renderActivate(null);
    act(() => result.current.activate());
    expect(mocks.openModal).toHaveBeenCalledWith('PleaseSignUp');
    expect(window.open).not.toHaveBeenCalled();
    expect(api.asked).toEqual([]);
  });
});
