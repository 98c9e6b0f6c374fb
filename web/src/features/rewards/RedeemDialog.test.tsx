import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@pilotmiles/core';
import { fakePostEndpoint } from '../../testing/fakeEndpoint';
import { makePayout, makeRedeemResult, makeReward } from '../../testing/builders';
import { ok, serveApi } from '../../testing/fakeApi';
import { renderWithProviders, testQueryClient } from '../../testing/renderWithProviders';

const mocks = vi.hoisted(() => ({
  refreshUser: vi.fn(async () => null),
  sessionExpired: vi.fn(),
  toast: { error: vi.fn(), info: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() },
}));

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('../../lib/toast', () => ({ useToast: () => mocks.toast }));

const { RedeemDialog } = await import('./RedeemDialog');
const { EMAIL_NOT_VERIFIED_TO_REDEEM, FOLLOW_MS } = await import('./useRedeem');
const { rewardKeys } = await import('./rewardsApi');

/** What POST /api/rewards/redeem answers next (status, body), every body it received, and the gate that holds its answer. */
const server = fakePostEndpoint('/api/rewards/redeem', mocks.sessionExpired);
const { answers, bodies } = server;

function renderDialog() {
  const queryClient = testQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  renderWithProviders(<RedeemDialog reward={makeReward()} open onClose={vi.fn()} returnTo="/rewards" />, { user: { uid: 'u1', total_coins: 3000 } as User, session: { refreshUser: mocks.refreshUser }, queryClient });
  return { invalidate };
}

const dialog = () => screen.getByRole('dialog', { name: 'Amazon.com Gift Card' });
const choose = (label: string) => fireEvent.click(within(dialog()).getByRole('button', { name: label }));
const redeem = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Redeem' }));

describe('RedeemDialog', () => {
  it('redeems with one request id however often the member presses, then refreshes the balance and My rewards', async () => {
    answers.push([201, { data: makeRedeemResult({ status: 'pending_review' }, 500) }]);
    let answer = () => {};
    server.gate = new Promise((resolve) => (answer = resolve));
    const { invalidate } = renderDialog();
    choose('$25 for 2,500 PM');
    // A double click: the second press, before any re-render, sends nothing.
    redeem();
    redeem();
    expect(await within(dialog()).findByRole('button', { name: 'Redeeming…' })).toBeDisabled();
    answer();
    expect(await within(dialog()).findByText('Request received')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({
      reward_id: 'amazon-us',
      value: 25,
      request_id: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    expect(mocks.refreshUser).toHaveBeenCalledOnce();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: rewardKeys.payouts('u1') });
  });

  it('retries with the same request id, so the server answers the same payout instead of a second one', async () => {
    answers.push([503, { message: 'The gift card service is busy, try again', code: 'internal' }]);
    answers.push([200, { data: makeRedeemResult({ status: 'pending_review' }) }]);
    renderDialog();
    redeem();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('The gift card service is busy, try again');
    redeem();
    expect(await within(dialog()).findByText('Request received')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.request_id).toBe(bodies[0]!.request_id);
  });

  it('follows an approved payout (the server orders it after answering) until the provider has delivered it', async () => {
    const placed = makeRedeemResult({ status: 'approved' });
    const delivered = makePayout({ status: 'fulfilled', delivery: { code: null, pin: null, link: 'https://rewards.example/r/1' } });
    let reads = 0;
    const api = serveApi({
      'POST /api/rewards/redeem': () => [201, { data: placed }],
      'GET /api/users/u1/payouts': () => ok({ items: [++reads < 2 ? placed.payout : delivered], nextCursor: null }),
    });
    renderDialog();
    redeem();
    expect(await within(dialog()).findByText('Reward redeemed')).toBeInTheDocument();
    expect(within(dialog()).getByText('Approved — your reward is on its way')).toBeInTheDocument();
    expect(await within(dialog()).findByText('Your reward is ready', {}, { timeout: 5_000 })).toBeInTheDocument();
    // The newest few payouts, not a whole page, and no more reads once it is delivered.
    expect(api.to('GET /api/users/u1/payouts')[0]!.query.limit).toBe('5');
    const settled = reads;
    await new Promise((r) => setTimeout(r, FOLLOW_MS + 300));
    expect(reads).toBe(settled);
  });

  it("shows a KYC refusal's own message (a 403 that is not an expired session) with the way to verify", async () => {
    const message = 'Verify your identity before your first cash payout. It takes about two minutes.';
    answers.push([403, { message, code: 'rewards/kyc-required' }]);
    renderDialog();
    redeem();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog()).getByRole('link', { name: 'Verify my identity' })).toHaveAttribute(
      'href',
      '/auth/kyc?next=/rewards',
    );
    expect(mocks.sessionExpired).not.toHaveBeenCalled();
    expect(mocks.refreshUser).not.toHaveBeenCalled();
  });

  it('explains e-mail verification when the server asks for it', async () => {
    answers.push([403, { message: 'Email not verified', code: 'auth/email-not-verified' }]);
    renderDialog();
    redeem();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(EMAIL_NOT_VERIFIED_TO_REDEEM);
    expect(mocks.sessionExpired).not.toHaveBeenCalled();
  });

  it("copies a delivered code and says 'Copied'", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    answers.push([
      201,
      { data: makeRedeemResult({ status: 'fulfilled', delivery: { code: 'AMZ-9876', pin: null, link: null } }) },
    ]);
    renderDialog();
    redeem();
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('AMZ-9876');
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Copied'));
  });
});
