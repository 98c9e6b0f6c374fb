import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInView, type SignInViewProps } from './SignInView';
import { renderWithProviders } from '../../testing/renderWithProviders';

afterEach(cleanup);

function renderView(props: Partial<SignInViewProps> = {}) {
  const handlers = { onSubmit: vi.fn(), onGoogle: vi.fn() };
  renderWithProviders(
    <SignInView
      sessionExpired={false}
      emailVerified={false}
      busy={false}
      googleBusy={false}
      error={null}
      notVerified={null}
      {...handlers}
      {...props}
    />,
    { route: '/auth/signin?sessionExpired=true&ref=ABCD2345' },
  );
  return handlers;
}

const idleResend = { busy: false, error: null, sent: false };

describe('SignInView', () => {
  it('submits the typed e-mail and password', async () => {
    const { onSubmit } = renderView();
    await userEvent.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith('sam@example.com', 'secret123');
  });

  it('shows and hides the password', async () => {
    renderView();
    const field = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(field).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
  });

  it('while busy: progress on the button and nothing clickable twice', () => {
    renderView({ busy: true });
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    expect(screen.getByLabelText(/^Email/)).toBeDisabled();
  });

  it('shows the session-expired notice', () => {
    renderView({ sessionExpired: true });
    expect(screen.getByText('Session expired. Please sign in again.')).toBeInTheDocument();
  });

  it('shows the email-verified welcome (nothing filled in when this browser did not sign up)', () => {
    renderView({ emailVerified: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Your email is verified' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.queryByText('Session expired. Please sign in again.')).not.toBeInTheDocument();
  });

  it("shows 'Email not verified' with a resend action", async () => {
    const onResend = vi.fn();
    renderView({ notVerified: { email: 'sam@example.com', resend: idleResend, onResend } });
    expect(screen.getByText('Email not verified')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(onResend).toHaveBeenCalledOnce();
  });

  it('disables resend while sending and shows a refusal', () => {
    renderView({
      notVerified: { email: 'sam@example.com', resend: { ...idleResend, busy: true }, onResend: vi.fn() },
    });
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    cleanup();
    renderView({
      notVerified: {
        email: 'sam@example.com',
        resend: { ...idleResend, error: 'A verification email was sent recently.' },
        onResend: vi.fn(),
      },
    });
    expect(screen.getByText('A verification email was sent recently.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeEnabled();
  });

  it('shows a flow error with its detail', () => {
    renderView({ error: { message: 'Error during Google sign in', detail: 'The sign-in window was blocked.' } });
    expect(screen.getByText('Error during Google sign in')).toBeInTheDocument();
    expect(screen.getByText('The sign-in window was blocked.')).toBeInTheDocument();
  });

  it('links to reset and sign-up without the one-off flags but with the referral', () => {
    renderView();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/reset-password?ref=ABCD2345',
    );
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/auth/signup?ref=ABCD2345',
    );
  });

  it('greets someone back from the verification link, their address filled in and the password next', async () => {
    const { onSubmit } = renderView({ emailVerified: true, initialEmail: 'jo@example.com' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your email is verified' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).not.toBeInTheDocument();
    expect(screen.getByText('Sign in to collect your $5 welcome bonus.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('jo@example.com');
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(password).toHaveFocus();
    await userEvent.type(password, 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith('jo@example.com', 'secret123');
  });
});
