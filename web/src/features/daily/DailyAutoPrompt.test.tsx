import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { DailyBonusStatus } from '@pilotmiles/core';
import { makeMember } from '../../testing/builders';
import { fakeApi } from '../../testing/fakeApi';
import { renderWithProviders } from '../../testing/renderWithProviders';

// 23:30 UTC on 1 March: the browser (UTC here) is still on the 1st, the member's day is the 2nd.
const NOW = Date.parse('2026-03-01T23:30:00Z');
const user = makeMember({ uid: 'u1', day_key: '2026-03-02', total_coins: 0 });
const STATUS: DailyBonusStatus = {
  canClaim: true,
  lastClaimedAt: null,
  streak: 0,
  nextRewardAmount: 1,
  nextDay: 1,
  nextIsWheel: false,
  nextClaimAt: null,
  streakBreaksAt: null,
  serverTime: new Date(NOW).toISOString(),
};

const mocks = vi.hoisted(() => ({ openModal: vi.fn() }));
vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal, useModalState: () => null }));

const { DailyAutoPrompt } = await import('./DailyAutoPrompt');

const api = fakeApi();
beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  localStorage.clear();
  sessionStorage.clear();
  mocks.openModal.mockClear();
  api.routes['GET /api/users/daily-bonus/status'] = () => [200, { data: STATUS }];
});
afterEach(() => vi.restoreAllMocks());

describe('DailyAutoPrompt', () => {
  it("marks the bonus shown on the member's day, not the browser zone's", async () => {
    renderWithProviders(<DailyAutoPrompt />, { user, route: '/dashboard' });
    await waitFor(() => expect(mocks.openModal).toHaveBeenCalledWith('DailyBonus'));
    expect(localStorage.getItem('dailyBonusShown:u1:2026-03-02')).toBe('true');
    expect(localStorage.getItem('dailyBonusShown:u1:2026-03-01')).toBeNull();
  });

  it('opens one daily modal per visit: a second page load in the same tab opens neither', async () => {
    const first = renderWithProviders(<DailyAutoPrompt />, { user, route: '/dashboard' });
    await waitFor(() => expect(mocks.openModal).toHaveBeenCalledWith('DailyBonus'));
    first.unmount();

    // Another page load in the tab: its sessionStorage stays.
    mocks.openModal.mockClear();
    const second = renderWithProviders(<DailyAutoPrompt />, { user, route: '/offers' });
    const asked = api.to('GET /api/users/daily-bonus/status').length;
    await waitFor(() => expect(api.to('GET /api/users/daily-bonus/status').length).toBeGreaterThan(asked));
    // The status has arrived and the decision run (the old code opened the challenge by now).
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(mocks.openModal).not.toHaveBeenCalled();
    second.unmount();

    // A new tab (a new visit) brings the sign-in's other prompt, the challenge.
    sessionStorage.clear();
    renderWithProviders(<DailyAutoPrompt />, { user, route: '/offers' });
    await waitFor(() => expect(mocks.openModal).toHaveBeenCalledWith('DailyChallenges'));
  });
});
