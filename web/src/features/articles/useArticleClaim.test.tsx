import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import type { ArticleClaimResult } from '@pilotmiles/core';
import { makeArticle, makeMember } from '../../testing/builders';
import { fakeApi, ok } from '../../testing/fakeApi';
import { renderHookWithProviders } from '../../testing/renderWithProviders';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const CLAIM = 'POST /api/articles/claim';
const user = makeMember({ COINS_PER_ARTICLE: 5, COINS_ARTICLE_DAILY_REWARD: 25, CLAIMED_ARTICLE_COINS: 0 });

const mocks = vi.hoisted(() => ({ refreshUser: vi.fn(), openModal: vi.fn(), steps: [] as string[] }));

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('../../lib/analytics', () => ({ track: vi.fn() }));
vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));

const { useArticleClaim } = await import('./useArticleClaim');

const api = fakeApi();
/** A refusal in the API's envelope. */
const refusal = (status: number, code: string, message: string, retry_after?: number) => () =>
  [status, { message, code, ...(retry_after ? { retry_after } : {}) }] as [number, unknown];

function renderClaim(article = makeArticle({ opened_at: new Date(NOW).toISOString() })) {
  return renderHookWithProviders(() => useArticleClaim('fly-for-less', article, NOW), {
    user,
    session: { refreshUser: mocks.refreshUser },
  });
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
    api.routes[CLAIM] = () => new Promise((resolve) => (answer = (r) => resolve(ok(r))));
    const { result } = renderClaim();
    act(() => result.current.claim());
    await waitFor(() => expect(result.current.busy).toBe(true));
    expect(mocks.steps).toEqual(['scroll']);
    await waitFor(() => expect(api.to(CLAIM)).toHaveLength(1));
    await act(async () => answer({ amount: 5, claimed_today_total: 5, cap: 25 }));
    await waitFor(() => expect(result.current.claimedAmount).toBe(5));
    expect(result.current.busy).toBe(false);
    expect(mocks.steps).toEqual(['scroll', 'refresh', 'modal:ClamedArticle']);
    expect(mocks.openModal).toHaveBeenLastCalledWith('ClamedArticle', { amount: 5 });

    // Claimed here: pressing again only reopens the modal.
    act(() => result.current.claim());
    expect(api.to(CLAIM)).toEqual([expect.objectContaining({ body: { slug: 'fly-for-less' }, auth: 'Bearer member-token' })]);
    expect(mocks.openModal).toHaveBeenCalledTimes(2);
  });

  it("restarts the countdown from the server's retry_after on a too-early refusal", async () => {
    const message = 'Keep reading: you can claim this article in 7 seconds';
    api.routes[CLAIM] = refusal(409, 'articles/too-early', message, 7);
    const { result, toasts } = renderClaim();
    act(() => result.current.claim());
    await waitFor(() => expect(result.current.unlockAt).toBe(NOW + 7_000));
    expect(toasts.info).toHaveBeenCalledWith(message);
    expect(result.current.claimedAmount).toBeNull();
  });

  it('shows an article claimed elsewhere as claimed', async () => {
    api.routes[CLAIM] = refusal(409, 'articles/already-claimed', 'Already claimed today');
    const { result } = renderClaim();
    act(() => result.current.claim());
    await waitFor(() => expect(result.current.claimedElsewhere).toBe(true));
    expect(result.current.limitHit).toBe(false);
  });

  it('opens the daily-limit modal when the cap is reached while claiming', async () => {
    api.routes[CLAIM] = refusal(409, 'articles/daily-limit', "You've reached today's article limit");
    const { result } = renderClaim();
    act(() => result.current.claim());
    await waitFor(() => expect(result.current.limitHit).toBe(true));
    expect(mocks.openModal).toHaveBeenCalledWith('DailyLimitReached', { variant: 'article', perArticle: 5, cap: 25 });
  });

  it("says 'Please sign in to claim this article' on a 403", async () => {
    api.routes[CLAIM] = refusal(403, 'auth/email-not-verified', 'x');
    const { result, toasts } = renderClaim();
    act(() => result.current.claim());
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Please sign in to claim this article'));
    expect(result.current.busy).toBe(false);
  });
});
