import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ArticleClaimResult, User } from '@pilotmiles/core';
import { makeArticle } from '../../testing/builders';
import { ApiError } from '../../lib/api';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const user = {
  uid: 'u1',
  email: 'sam@example.com',
  display_name: 'Sam',
  COINS_PER_ARTICLE: 5,
  COINS_ARTICLE_DAILY_REWARD: 25,
  CLAIMED_ARTICLE_COINS: 0,
} as User;

const mocks = vi.hoisted(() => ({
  claimArticle: vi.fn(),
  refreshUser: vi.fn(),
  openModal: vi.fn(),
  toast: { error: vi.fn(), info: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() },
  steps: [] as string[],
}));

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('../../lib/analytics', () => ({ track: vi.fn() }));
vi.mock('../../lib/session', () => ({ useSession: () => ({ user, refreshUser: mocks.refreshUser }) }));
vi.mock('../../lib/toast', () => ({ useToast: () => mocks.toast }));
vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));
vi.mock('./articlesApi', async (original) => ({
  ...(await original<typeof import('./articlesApi')>()),
  claimArticle: mocks.claimArticle,
}));

const { useArticleClaim } = await import('./useArticleClaim');

function renderClaim(article = makeArticle({ opened_at: new Date(NOW).toISOString() })) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useArticleClaim('fly-for-less', article, NOW), { wrapper });
}

beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  window.scrollTo = vi.fn(() => mocks.steps.push('scroll')) as typeof window.scrollTo;
  mocks.refreshUser.mockImplementation(async () => {
    mocks.steps.push('refresh');
    return user;
  });
  mocks.openModal.mockImplementation((name: string) => mocks.steps.push(`modal:${name}`));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
  mocks.steps.length = 0;
});

describe('useArticleClaim', () => {
  it("unlocks at the server's opened_at + 20 s", () => {
    const { result } = renderClaim();
    expect(result.current.unlockAt).toBe(NOW + 20_000);
    expect(result.current.busy).toBe(false);
  });

  it('scrolls to top, is busy through the call and the user refresh, then marks claimed and opens the modal', async () => {
    let answer: (r: ArticleClaimResult) => void = () => {};
    mocks.claimArticle.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderClaim();
    act(() => result.current.claim());
    await waitFor(() => expect(result.current.busy).toBe(true));
    expect(mocks.steps).toEqual(['scroll']);
    await act(async () => answer({ amount: 5, claimed_today_total: 5, cap: 25 }));
    await waitFor(() => expect(result.current.claimedAmount).toBe(5));
    expect(result.current.busy).toBe(false);
    expect(mocks.steps).toEqual(['scroll', 'refresh', 'modal:ClamedArticle']);
    expect(mocks.openModal).toHaveBeenLastCalledWith('ClamedArticle', { amount: 5 });

    // Claimed here: pressing again only reopens the modal.
    act(() => result.current.claim());
    expect(mocks.claimArticle).toHaveBeenCalledOnce();
    expect(mocks.openModal).toHaveBeenCalledTimes(2);
  });

  it("restarts the countdown from the server's retry_after on a too-early refusal", async () => {
    const message = 'Keep reading: you can claim this article in 7 seconds';
    mocks.claimArticle.mockRejectedValue(new ApiError(409, 'articles/too-early', message, undefined, 7));
    const { result } = renderClaim();
    act(() => result.current.claim());
    await waitFor(() => expect(result.current.unlockAt).toBe(NOW + 7_000));
    expect(mocks.toast.info).toHaveBeenCalledWith(message);
    expect(result.current.claimedAmount).toBeNull();
  });

  it('shows an article claimed elsewhere as claimed', async () => {
    mocks.claimArticle.mockRejectedValue(new ApiError(409, 'articles/already-claimed', 'Already claimed today'));
    const { result } = renderClaim();
    act(() => result.current.claim());
    await waitFor(() => expect(result.current.claimedElsewhere).toBe(true));
    expect(result.current.limitHit).toBe(false);
  });

  it('opens the daily-limit modal when the cap is reached while claiming', async () => {
    mocks.claimArticle.mockRejectedValue(
      new ApiError(409, 'articles/daily-limit', "You've reached today's article limit"),
    );
    const { result } = renderClaim();
    act(() => result.current.claim());
    await waitFor(() => expect(result.current.limitHit).toBe(true));
    expect(mocks.openModal).toHaveBeenCalledWith('DailyLimitReached', { variant: 'article', perArticle: 5, cap: 25 });
  });

  it("says 'Please sign in to claim this article' on a 403", async () => {
    mocks.claimArticle.mockRejectedValue(new ApiError(403, 'auth/email-not-verified', 'x'));
    const { result } = renderClaim();
    act(() => result.current.claim());
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Please sign in to claim this article'));
    expect(result.current.busy).toBe(false);
  });
});
