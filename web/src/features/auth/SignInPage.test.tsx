/**
 * Back from the verification link (/auth/signin?emailVerified=true): greeted, the address this
 * browser signed up with filled in, and after sign-in on to where the sign-up was going.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { LocationProbe } from '../../testing/LocationProbe';
import { renderWithProviders } from '../../testing/renderWithProviders';

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null }, usingEmulators: false }));
const signInWithEmail = vi.fn(async () => undefined);
vi.mock('./flows', async (actual) => ({ ...(await actual<typeof import('./flows')>()), signInWithEmail }));
const { default: SignInPage } = await import('./SignInPage');
const { forgetSignUp, pendingSignUp, rememberSignUp } = await import('./pendingSignUp');

afterEach(() => {
  forgetSignUp();
  signInWithEmail.mockClear();
});

function renderPage(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/auth/signin" element={<SignInPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

describe('SignInPage after the verification link', () => {
  it('greets them with their address and continues to where their sign-up was going', async () => {
    rememberSignUp('jo@example.com', '/offers/off-1');
    renderPage('/auth/signin?emailVerified=true');
    expect(screen.getByRole('heading', { name: 'Your email is verified' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('jo@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/offers\/off-1$/));
    expect(signInWithEmail).toHaveBeenCalledWith('jo@example.com', 'secret123', expect.anything());
    // Used once: the next sign-in goes to the dashboard again.
    expect(pendingSignUp()).toBeNull();
  });

  it('another address signing in goes to the dashboard and leaves the sign-up remembered', async () => {
    rememberSignUp('jo@example.com', '/offers/off-1');
    renderPage('/auth/signin?emailVerified=true');
    await userEvent.clear(screen.getByLabelText(/^Email/));
    await userEvent.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(pendingSignUp()?.email).toBe('jo@example.com');
  });

  it('fills nothing in on a plain visit to sign-in', () => {
    rememberSignUp('jo@example.com', null);
    renderPage('/auth/signin');
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  });
});
