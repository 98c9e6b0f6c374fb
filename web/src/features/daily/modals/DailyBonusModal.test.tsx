import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_DAILY_BONUS_CONFIG, type DailyBonusClaimResult, type DailyBonusStatus } from '@pilotmiles/core';
import type { ComponentType } from 'react';
import { makeMember } from '../../../testing/builders';
import { fakeApi, ok } from '../../../testing/fakeApi';
import { renderWithProviders } from '../../../testing/renderWithProviders';

const NOW = Date.parse('2026-03-01T10:00:00Z');
const user = makeMember({ uid: 'u1', day_key: '2026-03-01', total_coins: 500 });

const mocks = vi.hoisted(() => ({ openModal: vi.fn() }));

vi.mock('../../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));

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

const STATUS = 'GET /api/users/daily-bonus/status';
const COLLECT = 'POST /api/users/daily-bonus/collect';
const api = fakeApi();
/** A request that never answers. */
const never = () => new Promise<never>(() => {});

beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  api.routes[STATUS] = () => ok(status());
  api.routes['GET /api/users/daily-bonus/config'] = () => ok(DEFAULT_DAILY_BONUS_CONFIG);
});
afterEach(() => vi.restoreAllMocks());

describe('DailyBonusModal', () => {
  it("claims once on a double click, shows 'Claiming...' meanwhile, then '+amount'", async () => {
    let answer: (r: DailyBonusClaimResult) => void = () => {};
    api.routes[COLLECT] = () => new Promise((resolve) => (answer = (r) => resolve(ok(r))));
    const { session } = renderModal();
    const button = await claimButton();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Claiming...' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Claiming...' }));
    await waitFor(() => expect(api.to(COLLECT)).toHaveLength(1));
    answer(claimed());
    await waitFor(() => expect(mocks.openModal).toHaveBeenCalledWith('DailyBonusSuccess', { amount: 3, day: 3 }));
    expect(session.refreshUser).toHaveBeenCalled();
    expect(api.to(COLLECT)).toHaveLength(1);
  });

  it("never shows '+amount' for a replayed claim (today's, answered again)", async () => {
    const replay = claimed({ replayed: true });
    api.routes[COLLECT] = () => ok(replay);
    const { toasts } = renderModal();
    const button = await claimButton();
    api.routes[STATUS] = () => ok(replay.status);
    fireEvent.click(button);
    await waitFor(() => expect(toasts.info).toHaveBeenCalledWith(ALREADY_CLAIMED_TODAY));
    expect(mocks.openModal).not.toHaveBeenCalledWith('DailyBonusSuccess', expect.anything());
    // The status from the answer: closed, with the countdown to the next claim.
    expect(await screen.findByRole('timer')).toHaveTextContent('24:00:00');
  });

  it("a 409 not-yet shows the server's message and counts down from its retry_after", async () => {
    api.routes[COLLECT] = () => [
      409,
      { message: 'Your next daily bonus unlocks in 05:00:00', code: 'daily-bonus/not-yet', retry_after: 5 * 3600 },
    ];
    const { toasts } = renderModal();
    const button = await claimButton();
    // The refetch after the refusal does not answer: the countdown comes from retry_after alone.
    api.routes[STATUS] = never;
    fireEvent.click(button);
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Your next daily bonus unlocks in 05:00:00'));
    expect(await screen.findByRole('timer')).toHaveTextContent('05:00:00');
    expect(screen.getByRole('button', { name: 'Continue Challenge' })).toBeEnabled();
    expect(mocks.openModal).not.toHaveBeenCalled();
  });

  it("any other failure: the server's message, else 'Error claiming daily bonus'", async () => {
    // The network fails: no answer, so no server message.
    api.routes[COLLECT] = () => Promise.reject(new TypeError('Failed to fetch'));
    const { toasts } = renderModal();
    fireEvent.click(await claimButton());
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Error claiming daily bonus'));
    expect(await claimButton()).toBeEnabled();
  });

  it('shows a spinner while the status loads, and its error with a retry', async () => {
    api.routes[STATUS] = never;
    renderModal();
    expect(screen.getByRole('progressbar', { name: 'Loading daily bonus' })).toBeInTheDocument();
    // That request is in before the next render's answers are set.
    await waitFor(() => expect(api.to(STATUS)).toHaveLength(1));
    cleanup();
    let calls = 0;
    api.routes[STATUS] = () => (++calls === 1 ? [500, { message: 'Something broke', code: 'internal' }] : ok(status()));
    renderModal();
    expect(await screen.findByText('Something broke')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await claimButton()).toBeEnabled();
  });
});
