import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { systemRewardsConfigBody, type SystemRewardsConfig } from '@pilotmiles/core';
import type { ConfigFormDef, ConfigSchema } from './configForms';

const mocks = vi.hoisted(() => ({
  get: vi.fn(),
  post: vi.fn(),
  toast: { error: vi.fn(), info: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() },
}));
vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('../../lib/toast', () => ({ useToast: () => mocks.toast }));
vi.mock('../../lib/api', async (original) => ({
  ...(await original<typeof import('../../lib/api')>()),
  api: (_path: string, options?: { method?: string; body?: unknown }) =>
    options?.method === 'POST' ? mocks.post(options.body) : mocks.get(),
}));

const { ApiError } = await import('../../lib/api');
const { useConfig, SAVED_MESSAGE } = await import('./useConfig');

const config: SystemRewardsConfig = { articleReward: 5, articleDailyCap: 25, welcomeBonus: 500 };

/** A config whose form shows every field of it (the form's own values do not matter here). */
const systemForm: ConfigFormDef<SystemRewardsConfig, SystemRewardsConfig> = {
  name: 'systemRewards',
  path: '/admin/system-rewards-config',
  schema: systemRewardsConfigBody as ConfigSchema<SystemRewardsConfig>,
  toValues: (c) => c,
  toInput: (v) => v,
  ownsField: (f) => f in config,
};

function renderConfig() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useConfig(systemForm), { wrapper });
}

afterEach(() => vi.clearAllMocks());

describe('useConfig', () => {
  it('loads, shows progress while saving, then holds the saved config', async () => {
    mocks.get.mockResolvedValue(config);
    let answer: (c: SystemRewardsConfig) => void = () => {};
    mocks.post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderConfig();
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.config).toEqual(config));
    act(() => result.current.onSave({ ...config, articleReward: 10 }));
    await waitFor(() => expect(result.current.saving).toBe(true));
    await act(async () => answer({ ...config, articleReward: 10 }));
    await waitFor(() => expect(result.current.saving).toBe(false));
    expect(result.current.config).toEqual({ ...config, articleReward: 10 });
    expect(mocks.toast.success).toHaveBeenCalledWith(SAVED_MESSAGE);
  });

  it('puts a refusal of a field the form shows under that field, anything else in a toast', async () => {
    mocks.get.mockResolvedValue(config);
    const { result } = renderConfig();
    await waitFor(() => expect(result.current.config).toBeDefined());
    mocks.post.mockRejectedValueOnce(
      new ApiError(400, 'validation/invalid-input', 'articleDailyCap: must be at least the reward per article', 'articleDailyCap'),
    );
    act(() => result.current.onSave(config));
    await waitFor(() =>
      expect(result.current.serverError).toEqual({
        field: 'articleDailyCap',
        message: 'articleDailyCap: must be at least the reward per article',
      }),
    );
    expect(mocks.toast.error).not.toHaveBeenCalled();
    mocks.post.mockRejectedValueOnce(new ApiError(500, 'internal', 'An error occurred'));
    act(() => result.current.onSave(config));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('An error occurred'));
    expect(result.current.serverError).toBeNull();
  });

  it('reports a failed load with a retry', async () => {
    mocks.get.mockRejectedValueOnce(new ApiError(500, 'internal', 'Config unavailable')).mockResolvedValue(config);
    const { result } = renderConfig();
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.loadError).toBe('Config unavailable');
    act(() => result.current.onRetry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });
});
