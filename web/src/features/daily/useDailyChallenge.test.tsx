import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DailyChallengeClaimResult, DailyChallengeProgress, User } from '@pilotmiles/core';

const NOW = Date.parse('2026-03-01T20:00:00Z');
const user = { uid: 'u1', day_key: '2026-03-01', total_coins: 525 } as User;

const mocks = vi.hoisted(() => ({
  progress: vi.fn(),
  claim: vi.fn(),
  refreshUser: vi.fn(async () => null),
  openModal: vi.fn(),
  toast: { error: vi.fn(), info: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() },
}));

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('../../lib/session', () => ({ useSession: () => ({ user, refreshUser: mocks.refreshUser }) }));
vi.mock('../../lib/toast', () => ({ useToast: () => mocks.toast }));
vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));
vi.mock('../../lib/api', async (original) => ({
  ...(await original<typeof import('../../lib/api')>()),
  api: (path: string, options?: { body?: unknown }) => {
    if (path === '/users/daily-challenge/progress') return mocks.progress();
    if (path === '/users/daily-challenge/claim') return mocks.claim(options?.body);
    throw new Error(`unexpected ${path}`);
  },
}));

const { ApiError } = await import('../../lib/api');
const { useDailyChallenge } = await import('./useDailyChallenge');

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

function renderChallenge() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useDailyChallenge(), { wrapper });
}

beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  mocks.progress.mockResolvedValue(progress());
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('useDailyChallenge', () => {
  it("collects the shown tier once however often Collect is pressed, then 'Well done!' confirms it", async () => {
    let answer: (r: DailyChallengeClaimResult) => void = () => {};
    mocks.claim.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderChallenge();
    await waitFor(() => expect(result.current.query.data).toBeDefined());
    act(() => {
      result.current.collect();
      result.current.collect();
    });
    await waitFor(() => expect(result.current.collecting).toBe(true));
    act(() => result.current.collect());
    expect(mocks.claim).toHaveBeenCalledOnce();
    expect(mocks.claim).toHaveBeenCalledWith({ tier: 0 });
    await act(async () => answer(claimResult()));
    await waitFor(() => expect(result.current.collecting).toBe(false));
    expect(mocks.openModal).toHaveBeenCalledOnce();
    expect(mocks.openModal).toHaveBeenCalledWith('WellDone', { amount: 5, label: 'on Daily challenge 1 of 3' });
    expect(mocks.refreshUser).toHaveBeenCalled();
    // The progress every view reads is the answer's: the next tier, below its target.
    expect(result.current.query.data?.value.tier_index).toBe(1);
  });

  it("a replayed collect credits nothing now: no 'Well done!'", async () => {
    mocks.claim.mockResolvedValue(claimResult({ replayed: true }));
    const { result: hook } = renderChallenge();
    await waitFor(() => expect(hook.current.query.data).toBeDefined());
    act(() => hook.current.collect());
    await waitFor(() => expect(hook.current.query.data?.value.tier_index).toBe(1));
    expect(mocks.openModal).not.toHaveBeenCalled();
  });

  it('does nothing below the target', async () => {
    mocks.progress.mockResolvedValue(progress({ earned: 10, remaining: 15, completed: false }));
    const { result: hook } = renderChallenge();
    await waitFor(() => expect(hook.current.query.data).toBeDefined());
    act(() => hook.current.collect());
    expect(mocks.claim).not.toHaveBeenCalled();
  });

  it("a failure toasts 'Error collecting daily challenge' and reads the progress again", async () => {
    mocks.claim.mockRejectedValue(new ApiError(409, 'daily-challenge/not-reached', 'Earn 5 more PilotMiles to win the reward'));
    const { result: hook } = renderChallenge();
    await waitFor(() => expect(hook.current.query.data).toBeDefined());
    act(() => hook.current.collect());
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Error collecting daily challenge'));
    await waitFor(() => expect(mocks.progress).toHaveBeenCalledTimes(2));
    expect(mocks.openModal).not.toHaveBeenCalled();
  });
});
