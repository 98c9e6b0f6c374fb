import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MSG } from '@pilotmiles/core';

const mocks = vi.hoisted(() => ({
  session: { status: 'signedOut', refreshUser: vi.fn() } as { status: string; refreshUser: () => void },
  settled: true,
  leaving: false,
  loadAuth: vi.fn(async () => undefined),
}));
vi.mock('../../lib/session', () => ({ useSession: () => mocks.session, useAuthSettled: () => mocks.settled }));
vi.mock('../../lib/authState', () => ({ signOutInProgress: () => mocks.leaving }));
vi.mock('../../lib/loadAuth', () => ({ loadAuth: mocks.loadAuth }));

const { useSignInGate } = await import('./useSignInGate');

function Gated() {
  return useSignInGate('/cp/rewards/login?brand=skyway') ?? <p>Members' page</p>;
}
function SignIn() {
  const { state } = useLocation() as { state: { from?: string } | null };
  return <p>Sign in, then back to {state?.from}</p>;
}
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/cp/rewards/my-rewards" element={<Gated />} />
        <Route path="/cp/rewards/login" element={<SignIn />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  Object.assign(mocks, { settled: true, leaving: false });
  mocks.loadAuth.mockClear();
});

describe('useSignInGate', () => {
  it('lets a signed-in member through', () => {
    mocks.session = { status: 'signedIn', refreshUser: vi.fn() };
    renderAt('/cp/rewards/my-rewards');
    expect(screen.getByText("Members' page")).toBeInTheDocument();
  });

  it('sends a visitor to the given sign-in page, remembering where they were going', () => {
    mocks.session = { status: 'signedOut', refreshUser: vi.fn() };
    renderAt('/cp/rewards/my-rewards?brand=skyway');
    expect(screen.getByText('Sign in, then back to /cp/rewards/my-rewards?brand=skyway')).toBeInTheDocument();
    expect(mocks.loadAuth).not.toHaveBeenCalled();
  });

  it('waits with a spinner while Auth has not settled, and asks it to load', () => {
    mocks.session = { status: 'signedOut', refreshUser: vi.fn() };
    mocks.settled = false;
    renderAt('/cp/rewards/my-rewards');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText(/Sign in, then back/)).toBeNull();
    expect(mocks.loadAuth).toHaveBeenCalledOnce();
  });

  it('does not redirect during a sign-out, which is taking the person elsewhere', () => {
    mocks.session = { status: 'signedOut', refreshUser: vi.fn() };
    mocks.leaving = true;
    renderAt('/cp/rewards/my-rewards');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText(/Sign in, then back/)).toBeNull();
  });

  it('shows the user-fetch error with a retry', () => {
    const refreshUser = vi.fn();
    mocks.session = { status: 'error', refreshUser };
    renderAt('/cp/rewards/my-rewards');
    expect(screen.getByText(MSG.errorFetchingUser)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(refreshUser).toHaveBeenCalledOnce();
  });
});
