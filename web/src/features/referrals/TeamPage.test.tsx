import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@pilotmiles/core';
import { makeSummary } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';

const mocks = vi.hoisted(() => ({
  openModal: vi.fn(),
  toast: { error: vi.fn(), info: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() },
}));
vi.mock('../../lib/toast', () => ({ useToast: () => mocks.toast }));
vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));

const { default: TeamPage } = await import('./TeamPage');

let answers: Array<[number, unknown]> = [];
const asked: Array<{ path: string; headers: Headers }> = [];
const clipboard = { writeText: vi.fn(async (_text: string) => {}) };

beforeEach(() => {
  answers = [];
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init?: RequestInit) => {
      asked.push({ path: new URL(String(input)).pathname, headers: new Headers(init?.headers) });
      const [status, body] = answers.shift() ?? [500, { message: 'no answer set', code: 'internal' }];
      return Response.json(body, { status });
    }),
  );
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
});

function renderPage() {
  renderWithProviders(<TeamPage />, { user: { uid: 'u1', email: 'amelia@pilotmiles.test' } as User });
}

const invite = () => screen.findByRole('region', { name: 'Invite friends' });

describe('TeamPage', () => {
  it("loads GET /users/referrals with the member's token and this browser's device id", async () => {
    answers.push([200, { data: makeSummary() }]);
    renderPage();
    expect(await within(await invite()).findByText('ABCD2345')).toBeInTheDocument();
    expect(asked[0]!.path).toBe('/api/users/referrals');
    expect(asked[0]!.headers.get('authorization')).toBe('Bearer member-token');
    expect(asked[0]!.headers.get('x-device-id')).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('shows the failure with a retry that loads again', async () => {
    // A refusal is shown at once (a 5xx is retried first).
    answers.push([404, { message: 'User not found', code: 'users/not-found' }]);
    answers.push([200, { data: makeSummary({ referees: [], total_referees: 0 }) }]);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading your referrals: User not found');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No one has joined with your code yet')).toBeInTheDocument();
  });

  it("'Join the waitlist' opens the Crew waitlist modal", async () => {
    answers.push([200, { data: makeSummary() }]);
    renderPage();
    fireEvent.click(within(screen.getByRole('region', { name: 'Crew' })).getByRole('button', { name: 'Join the waitlist' }));
    expect(mocks.openModal).toHaveBeenCalledWith('CommingSoon', { feature: 'crew' });
  });

  it('copies the code and the link, and says so', async () => {
    answers.push([200, { data: makeSummary() }]);
    renderPage();
    const card = await invite();
    fireEvent.click(await within(card).findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Invite link copied'));
    expect(clipboard.writeText).toHaveBeenCalledWith('http://127.0.0.1:5000/auth/signup?ref=ABCD2345');
    fireEvent.click(within(card).getByRole('button', { name: 'Copy referral code' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Referral code copied'));
    expect(clipboard.writeText).toHaveBeenLastCalledWith('ABCD2345');
  });

  it("shares with the system's share sheet when there is one; closing it is not a failure", async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    answers.push([200, { data: makeSummary() }]);
    renderPage();
    fireEvent.click(await within(await invite()).findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: 'http://127.0.0.1:5000/auth/signup?ref=ABCD2345', text: expect.stringContaining('ABCD2345') }));
    expect(clipboard.writeText).not.toHaveBeenCalled();

    share.mockRejectedValueOnce(Object.assign(new Error('cancelled'), { name: 'AbortError' }));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await Promise.resolve();
    expect(clipboard.writeText).not.toHaveBeenCalled();
    expect(mocks.toast.error).not.toHaveBeenCalled();

    share.mockRejectedValueOnce(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(clipboard.writeText).toHaveBeenCalledWith('http://127.0.0.1:5000/auth/signup?ref=ABCD2345'));
  });

  it('copies the link instead where the browser cannot share', async () => {
    answers.push([200, { data: makeSummary() }]);
    renderPage();
    fireEvent.click(await within(await invite()).findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Invite link copied'));
    expect(clipboard.writeText).toHaveBeenCalledWith('http://127.0.0.1:5000/auth/signup?ref=ABCD2345');
  });
});
