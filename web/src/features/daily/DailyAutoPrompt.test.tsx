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
});
