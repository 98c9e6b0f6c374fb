import { describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { systemRewardsConfigBody, type SystemRewardsConfig } from '@pilotmiles/core';
import { makeStaff } from '../../testing/builders';
import { fakeApi, ok, type Route } from '../../testing/fakeApi';
import { renderHookWithProviders } from '../../testing/renderWithProviders';
import type { ConfigFormDef, ConfigSchema } from './configForms';

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));

const { useConfig, SAVED_MESSAGE } = await import('./useConfig');

const GET = 'GET /api/admin/system-rewards-config';
const SAVE = 'POST /api/admin/system-rewards-config';
const api = fakeApi();

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

const renderConfig = () => renderHookWithProviders(() => useConfig(systemForm), { user: makeStaff() });
/** Answers in turn, the last one from then on. */
const inTurn = (...answers: Route[]): Route => (asked) => (answers.length > 1 ? answers.shift()! : answers[0])(asked);
const internal = (message: string) => () => [500, { message, code: 'internal' }] as [number, unknown];

describe('useConfig', () => {
  it('loads, shows progress while saving, then holds the saved config', async () => {
    api.routes[GET] = () => ok(config);
    let answer: (c: SystemRewardsConfig) => void = () => {};
    api.routes[SAVE] = () => new Promise((resolve) => (answer = (c) => resolve(ok(c))));
    const { result, toasts } = renderConfig();
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.config).toEqual(config));
    act(() => result.current.onSave({ ...config, articleReward: 10 }));
    await waitFor(() => expect(result.current.saving).toBe(true));
    await waitFor(() => expect(api.to(SAVE)).toHaveLength(1));
    await act(async () => answer({ ...config, articleReward: 10 }));
    await waitFor(() => expect(result.current.saving).toBe(false));
    expect(result.current.config).toEqual({ ...config, articleReward: 10 });
    expect(api.to(SAVE)[0].body).toEqual({ ...config, articleReward: 10 });
    expect(toasts.success).toHaveBeenCalledWith(SAVED_MESSAGE);
  });

  it('puts a refusal of a field the form shows under that field, anything else in a toast', async () => {
    api.routes[GET] = () => ok(config);
    const { result, toasts } = renderConfig();
    await waitFor(() => expect(result.current.config).toBeDefined());
    api.routes[SAVE] = () => [
      400,
      { message: 'articleDailyCap: must be at least the reward per article', code: 'validation/invalid-input', field: 'articleDailyCap' },
    ];
    act(() => result.current.onSave(config));
    await waitFor(() =>
      expect(result.current.serverError).toEqual({
        field: 'articleDailyCap',
        message: 'articleDailyCap: must be at least the reward per article',
      }),
    );
    expect(toasts.error).not.toHaveBeenCalled();
    api.routes[SAVE] = internal('An error occurred');
    act(() => result.current.onSave(config));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('An error occurred'));
    expect(result.current.serverError).toBeNull();
  });

  it('reports a failed load with a retry', async () => {
    api.routes[GET] = inTurn(internal('Config unavailable'), () => ok(config));
    const { result } = renderConfig();
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.loadError).toBe('Config unavailable');
    act(() => result.current.onRetry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });
});
