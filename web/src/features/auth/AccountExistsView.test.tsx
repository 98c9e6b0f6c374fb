import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountExistsView, type AccountExistsViewProps } from './AccountExistsView';
import { RESEND_CONFIRMATION } from './authMessages';
import { renderWithProviders } from '../../testing/renderWithProviders';

afterEach(cleanup);

const idle = { busy: false, error: null, sent: false };

function renderView(props: Partial<AccountExistsViewProps> = {}) {
  renderWithProviders(<AccountExistsView email="sam@example.com" account="verified" {...props} />, {
    route: '/auth/signup?utm_source=news',
  });
}

describe('AccountExistsView', () => {
  it('tells the owner of a verified account to sign in or reset the password, not to check an inbox for $5', () => {
    renderView();
    expect(screen.getByRole('heading', { name: 'Email already in use' })).toBeInTheDocument();
    expect(screen.getByText(/You already have a PilotMiles account with/)).toHaveTextContent('sam@example.com');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin?utm_source=news');
    expect(screen.getByRole('link', { name: 'Reset password' })).toHaveAttribute(
      'href',
      '/auth/reset-password?utm_source=news',
    );
    expect(screen.queryByText(/Check your inbox/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\$5|welcome bonus/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
  });

  it('says nothing about an account the password did not open, and offers the link again in case it needs verifying', async () => {
    const onResend = vi.fn();
    renderView({ account: 'unknown', resend: idle, onResend });
    expect(screen.getByText(/There is already a PilotMiles account with/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText(/If it still needs verifying, we have sent it a new link/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(onResend).toHaveBeenCalledOnce();
  });

  it("confirms a resend alike for every address, and shows the server's refusal with its wait", () => {
    renderView({ account: 'unknown', resend: { ...idle, sent: true }, onResend: vi.fn() });
    expect(screen.getByText(RESEND_CONFIRMATION)).toBeInTheDocument();
    cleanup();
    const refusal = 'Too many requests. Please try again in 540 seconds.';
    renderView({ account: 'unknown', resend: { ...idle, error: refusal }, onResend: vi.fn() });
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText(RESEND_CONFIRMATION)).not.toBeInTheDocument();
  });
});
