import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VerificationProcessView, type VerificationProcessViewProps } from './VerificationProcessView';
import { RESEND_CONFIRMATION } from './authMessages';
import { renderWithProviders } from '../../testing/renderWithProviders';

afterEach(cleanup);

const idle = { busy: false, error: null, sent: false };

function renderView(props: Partial<VerificationProcessViewProps> = {}) {
  const onResend = vi.fn();
  renderWithProviders(
    <VerificationProcessView email="sam@example.com" resend={idle} onResend={onResend} {...props} />,
    { route: '/auth/signup?utm_source=news' },
  );
  return { onResend };
}

describe('VerificationProcessView', () => {
  it('tells where the link went and resends on request', async () => {
    const { onResend } = renderView();
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(onResend).toHaveBeenCalledOnce();
  });

  it('disables the resend button while sending', () => {
    renderView({ resend: { ...idle, busy: true } });
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  });

  it("shows the server's message when resending is refused (429)", () => {
    const message = 'A verification email was sent recently. Please check your inbox or try again in a minute.';
    renderView({ resend: { ...idle, error: message } });
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend email' })).toBeEnabled();
  });

  it('confirms a resend with the same sentence for every address (the server answers alike)', () => {
    renderView({ resend: { ...idle, sent: true } });
    expect(screen.getByText(RESEND_CONFIRMATION)).toBeInTheDocument();
  });

  it("says 'Email already in use' after a duplicate sign-up of an unverified account, and that a link went out", () => {
    renderView({ duplicate: true });
    expect(screen.getByText('Email already in use')).toBeInTheDocument();
    expect(screen.getByText(/not verified it yet, so we've sent a new verification link/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
  });

  it('links back to sign-in, keeping campaign parameters', () => {
    renderView();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/auth/signin?utm_source=news',
    );
  });
});
