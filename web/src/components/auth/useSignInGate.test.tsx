import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { MSG } from '@pilotmiles/core';
import { setSignOutInProgress } from '../../lib/authState';
import { makeMember } from '../../testing/builders';
import { renderWithProviders, type RenderOptions } from '../../testing/renderWithProviders';

const mocks = vi.hoisted(() => ({ loadAuth: vi.fn(async () => undefined) }));
// Loading Auth would load Firebase: the gate's asking for it is what is checked.
vi.mock('../../lib/loadAuth', () => ({ loadAuth: mocks.loadAuth }));

const { useSignInGate } = await import('./useSignInGate');

function Gated() {
  return useSignInGate('/cp/rewards/login?brand=skyway') ?? <p>Members' page</p>;
}
function SignIn() {
  const { state } = useLocation() as { state: { from?: string } | null };
  return <p>Sign in, then back to {state?.from}</p>;
}
const renderAt = (route: string, options: RenderOptions = {}) =>
  renderWithProviders(
    <Routes>
      <Route path="/cp/rewards/my-rewards" element={<Gated />} />
      <Route path="/cp/rewards/login" element={<SignIn />} />
    </Routes>,
    { route, ...options },
  );

afterEach(() => {
  setSignOutInProgress(false);
  mocks.loadAuth.mockClear();
});

describe('useSignInGate', () => {
  it('lets a signed-in member through', () => {
    renderAt('/cp/rewards/my-rewards', { user: makeMember() });
    expect(screen.getByText("Members' page")).toBeInTheDocument();
  });

  it('sends a visitor to the given sign-in page, remembering where they were going', () => {
    renderAt('/cp/rewards/my-rewards?brand=skyway');
    expect(screen.getByText('Sign in, then back to /cp/rewards/my-rewards?brand=skyway')).toBeInTheDocument();
    expect(mocks.loadAuth).not.toHaveBeenCalled();
  });

  it('waits with a spinner while Auth has not settled, and asks it to load', () => {
    renderAt('/cp/rewards/my-rewards', { authSettled: false });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText(/Sign in, then back/)).toBeNull();
    expect(mocks.loadAuth).toHaveBeenCalledOnce();
  });

  it('does not redirect during a sign-out, which is taking the person elsewhere', () => {
    setSignOutInProgress(true);
    renderAt('/cp/rewards/my-rewards');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText(/Sign in, then back/)).toBeNull();
  });

  it('shows the user-fetch error with a retry', () => {
    const refreshUser = vi.fn();
    // Signed in, but the record could not be loaded.
    renderAt('/cp/rewards/my-rewards', { user: makeMember(), session: { status: 'error', user: null, refreshUser } });
    expect(screen.getByText(MSG.errorFetchingUser)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(refreshUser).toHaveBeenCalledOnce();
  });
});
