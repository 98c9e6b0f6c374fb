import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { DailyBonusStatus, User } from '@pilotmiles/core';

// 23:30 UTC on 1 March: the browser (UTC here) is still on the 1st, the member's day is the 2nd.
const NOW = Date.parse('2026-03-01T23:30:00Z');
const user = { uid: 'u1', day_key: '2026-03-02', total_coins: 0 } as User;

const mocks = vi.hoisted(() => ({ openModal: vi.fn() }));
vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('../../lib/session', () => ({
  useSession: () => ({ status: 'signedIn', user, authUser: { emailVerified: true } }),
}));
vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal, useModalState: () => null }));
vi.mock('../../lib/api', async (original) => ({
  ...(await original<typeof import('../../lib/api')>()),
  api: async (): Promise<DailyBonusStatus> => ({
    canClaim: true,
    lastClaimedAt: null,
    streak: 0,
    nextRewardAmount: 1,
    nextDay: 1,
    nextIsWheel: false,
    nextClaimAt: null,
    streakBreaksAt: null,
    serverTime: new Date(NOW).toISOString(),
  }),
}));

const { DailyAutoPrompt } = await import('./DailyAutoPrompt');

beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DailyAutoPrompt', () => {
  it("marks the bonus shown on the member's day, not the browser zone's", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <DailyAutoPrompt />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(mocks.openModal).toHaveBeenCalledWith('DailyBonus'));
    expect(localStorage.getItem('dailyBonusShown:u1:2026-03-02')).toBe('true');
    expect(localStorage.getItem('dailyBonusShown:u1:2026-03-01')).toBeNull();
  });
});
