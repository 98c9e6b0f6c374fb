import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import type { DailyChallengeClaimResult, DailyChallengeProgress } from '@pilotmiles/core';
import { makeMember } from '../../testing/builders';
import { fakeApi, ok } from '../../testing/fakeApi';
import { renderHookWithProviders } from '../../testing/renderWithProviders';

const NOW = Date.parse('2026-03-01T20:00:00Z');
const user = makeMember({ day_key: '2026-03-01', total_coins: 525 });
const PROGRESS = 'GET /api/users/daily-challenge/progress';
const CLAIM = 'POST /api/users/daily-challenge/claim';

const mocks = vi.hoisted(() => ({ refreshUser: vi.fn(async () => null), openModal: vi.fn() }));

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));

const { useDailyChallenge } = await import('./useDailyChallenge');

const api = fakeApi();

const progress = (over: Partial<DailyChallengeProgress> = {}): DailyChallengeProgress => ({
  day_key: '2026-03-01',
  challenge: { target: 25, reward: 5 },
  tier_index: 0,
  tiers_total: 3,
  earned: 25,
  remaining: 0,
  completed: true,
  ends_at: new Date(NOW + 4 * 3600_000).toISOString(),
  serverTime: new Date(NOW).toISOString(),
  ...over,
});

const after: DailyChallengeProgress = progress({
  challenge: { target: 100, reward: 15 },
  tier_index: 1,
  remaining: 75,
  completed: false,
});
const claimResult = (over: Partial<DailyChallengeClaimResult> = {}): DailyChallengeClaimResult => ({
  amount: 5,
  tier_index: 0,
  replayed: false,
  progress: after,
  ...over,
});

const renderChallenge = () =>
  renderHookWithProviders(() => useDailyChallenge(), { user, session: { refreshUser: mocks.refreshUser } });

beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  api.routes[PROGRESS] = () => ok(progress());
});
afterEach(() => vi.restoreAllMocks());

describe('useDailyChallenge', () => {
  it("collects the shown tier once however often Collect is pressed, then 'Well done!' confirms it", async () => {
    let answer: (r: DailyChallengeClaimResult) => void = () => {};
    api.routes[CLAIM] = () => new Promise((resolve) => (answer = (r) => resolve(ok(r))));
    const { result } = renderChallenge();
    await waitFor(() => expect(result.current.query.data).toBeDefined());
    act(() => {
      result.current.collect();
      result.current.collect();
    });
    await waitFor(() => expect(result.current.collecting).toBe(true));
    act(() => result.current.collect());
    await waitFor(() => expect(api.to(CLAIM).map((a) => a.body)).toEqual([{ tier: 0 }]));
    await act(async () => answer(claimResult()));
    await waitFor(() => expect(result.current.collecting).toBe(false));
    expect(mocks.openModal).toHaveBeenCalledOnce();
    expect(mocks.openModal).toHaveBeenCalledWith('WellDone', { amount: 5, label: 'on Daily challenge 1 of 3' });
    expect(mocks.refreshUser).toHaveBeenCalled();
    // The progress every view reads is the answer's: the next tier, below its target.
    expect(result.current.query.data?.value.tier_index).toBe(1);
  });

  it("a replayed collect credits nothing now: no 'Well done!'", async () => {
    api.routes[CLAIM] = () => ok(claimResult({ replayed: true }));
    const { result: hook } = renderChallenge();
    await waitFor(() => expect(hook.current.query.data).toBeDefined());
    act(() => hook.current.collect());
    await waitFor(() => expect(hook.current.query.data?.value.tier_index).toBe(1));
    expect(mocks.openModal).not.toHaveBeenCalled();
  });

  it('does nothing below the target', async () => {
    api.routes[PROGRESS] = () => ok(progress({ earned: 10, remaining: 15, completed: false }));
    const { result: hook } = renderChallenge();
    await waitFor(() => expect(hook.current.query.data).toBeDefined());
    act(() => hook.current.collect());
    expect(api.to(CLAIM)).toEqual([]);
  });

  it("a failure toasts 'Error collecting daily challenge' and reads the progress again", async () => {
    api.routes[CLAIM] = () => [
      409,
      { message: 'Earn 5 more PilotMiles to win the reward', code: 'daily-challenge/not-reached' },
    ];
    const { result: hook, toasts } = renderChallenge();
    await waitFor(() => expect(hook.current.query.data).toBeDefined());
    act(() => hook.current.collect());
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Error collecting daily challenge'));
    await waitFor(() => expect(api.to(PROGRESS)).toHaveLength(2));
    expect(mocks.openModal).not.toHaveBeenCalled();
  });
});
