import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_DAILY_BONUS_CONFIG, type DailyBonusClaimResult, type DailyBonusStatus } from '@pilotmiles/core';
import type { ComponentType } from 'react';
import { makeMember } from '../../../testing/builders';
import { renderWithProviders } from '../../../testing/renderWithProviders';

const NOW = Date.parse('2026-03-01T10:00:00Z');
const user = makeMember({ uid: 'u1', day_key: '2026-03-01', total_coins: 500 });

const mocks = vi.hoisted(() => ({
  status: vi.fn(),
  collect: vi.fn(),
  openModal: vi.fn(),
}));

vi.mock('../../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));
vi.mock('../../../lib/api', async (original) => ({
  ...(await original<typeof import('../../../lib/api')>()),
  api: (path: string) => {
    if (path === '/users/daily-bonus/status') return mocks.status();
    if (path === '/users/daily-bonus/config') return Promise.resolve(DEFAULT_DAILY_BONUS_CONFIG);
    if (path === '/users/daily-bonus/collect') return mocks.collect();
    throw new Error(`unexpected ${path}`);
  },
}));

const { ApiError } = await import('../../../lib/api');
const { default: DailyBonusModal, ALREADY_CLAIMED_TODAY } = await import('./DailyBonusModal');
/** ModalProps of a prop-less modal intersect with Record<string, never>: render it by its host's props. */
const Modal = DailyBonusModal as unknown as ComponentType<{ open: boolean; onClose: () => void }>;

const status = (over: Partial<DailyBonusStatus> = {}): DailyBonusStatus => ({
  canClaim: true,
  lastClaimedAt: null,
  streak: 2,
  nextRewardAmount: 3,
  nextDay: 3,
  nextIsWheel: false,
  nextClaimAt: null,
  streakBreaksAt: null,
  serverTime: new Date(NOW).toISOString(),
  ...over,
});

const claimed = (over: Partial<DailyBonusClaimResult> = {}): DailyBonusClaimResult => ({
  amount: 3,
  day: 3,
  streak: 3,
  wheel: null,
  replayed: false,
  status: status({ canClaim: false, streak: 3, nextClaimAt: new Date(NOW + 24 * 3600_000).toISOString() }),
  ...over,
});

const renderModal = () => renderWithProviders(<Modal open onClose={vi.fn()} />, { user });

const claimButton = () => screen.findByRole('button', { name: 'Claim Reward' });

beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  mocks.status.mockResolvedValue(status());
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('DailyBonusModal', () => {
  it("claims once on a double click, shows 'Claiming...' meanwhile, then '+amount'", async () => {
    let answer: (r: DailyBonusClaimResult) => void = () => {};
    mocks.collect.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { session } = renderModal();
    const button = await claimButton();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Claiming...' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Claiming...' }));
    expect(mocks.collect).toHaveBeenCalledOnce();
    answer(claimed());
    await waitFor(() => expect(mocks.openModal).toHaveBeenCalledWith('DailyBonusSuccess', { amount: 3, day: 3 }));
    expect(session.refreshUser).toHaveBeenCalled();
    expect(mocks.collect).toHaveBeenCalledOnce();
  });

  it("never shows '+amount' for a replayed claim (today's, answered again)", async () => {
    const replay = claimed({ replayed: true });
    mocks.collect.mockResolvedValue(replay);
    const { toasts } = renderModal();
    const button = await claimButton();
    mocks.status.mockResolvedValue(replay.status);
    fireEvent.click(button);
    await waitFor(() => expect(toasts.info).toHaveBeenCalledWith(ALREADY_CLAIMED_TODAY));
    expect(mocks.openModal).not.toHaveBeenCalledWith('DailyBonusSuccess', expect.anything());
    // The status from the answer: closed, with the countdown to the next claim.
    expect(await screen.findByRole('timer')).toHaveTextContent('24:00:00');
  });

  it("a 409 not-yet shows the server's message and counts down from its retry_after", async () => {
    mocks.collect.mockRejectedValue(
      new ApiError(409, 'daily-bonus/not-yet', 'Your next daily bonus unlocks in 05:00:00', undefined, 5 * 3600),
    );
    const { toasts } = renderModal();
    const button = await claimButton();
    // The refetch after the refusal does not answer: the countdown comes from retry_after alone.
    mocks.status.mockReturnValue(new Promise(() => {}));
    fireEvent.click(button);
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Your next daily bonus unlocks in 05:00:00'));
    expect(await screen.findByRole('timer')).toHaveTextContent('05:00:00');
    expect(screen.getByRole('button', { name: 'Continue Challenge' })).toBeEnabled();
    expect(mocks.openModal).not.toHaveBeenCalled();
  });

  it("any other failure: the server's message, else 'Error claiming daily bonus'", async () => {
    mocks.collect.mockRejectedValue(new ApiError(0, 'network', 'An error occurred'));
    const { toasts } = renderModal();
    fireEvent.click(await claimButton());
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Error claiming daily bonus'));
    expect(await claimButton()).toBeEnabled();
  });

  it('shows a spinner while the status loads, and its error with a retry', async () => {
    mocks.status.mockReturnValueOnce(new Promise(() => {}));
    renderModal();
    expect(screen.getByRole('progressbar', { name: 'Loading daily bonus' })).toBeInTheDocument();
    cleanup();
    mocks.status.mockRejectedValueOnce(new ApiError(500, 'internal', 'Something broke'));
    renderModal();
    expect(await screen.findByText('Something broke')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await claimButton()).toBeEnabled();
  });
});
