/**
 * The portal's log-in and password reset stay in the portal's frame: 'Forgot password?' opens the
 * portal's reset page, whose links, e-mail continue URL and action-link hand-offs lead back to the
 * portal's log-in (same brand), never the product's /auth pages.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { makePortalBrand } from '../../../testing/builders';
import { renderPortalAt } from '../../../features/cpPortal/renderPortalAt';

const mocks = vi.hoisted(() => ({
  sendPasswordResetEmail: vi.fn(async (..._args: unknown[]) => undefined),
  verifyPasswordResetCode: vi.fn(async (..._args: unknown[]): Promise<string> => 'sam@example.com'),
  confirmPasswordReset: vi.fn(async (..._args: unknown[]) => undefined),
}));
vi.mock('../../../lib/firebase', () => ({ auth: { currentUser: null }, usingEmulators: false }));
vi.mock('firebase/auth', async (original) => ({
  ...(await original<typeof import('firebase/auth')>()),
  sendPasswordResetEmail: mocks.sendPasswordResetEmail,
  verifyPasswordResetCode: mocks.verifyPasswordResetCode,
  confirmPasswordReset: mocks.confirmPasswordReset,
}));

const { default: PortalLayout } = await import('./PortalLayout');
const { default: CpLoginPage } = await import('../../../features/cpPortal/CpLoginPage');
const { default: CpResetPasswordPage } = await import('../../../features/cpPortal/CpResetPasswordPage');
const { default: CpVerificationPage } = await import('../../../features/cpPortal/CpVerificationPage');

beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: makePortalBrand({ id: 'acme', name: 'Acme Air' }) })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

// A visitor on the portal's auth pages.
function renderAt(url: string) {
  renderPortalAt(url, <PortalLayout />, {
    login: <CpLoginPage />,
    'reset-password': <CpResetPasswordPage />,
    verification: <CpVerificationPage />,
  });
}

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
const location = () => screen.getByTestId('location').textContent;

describe('CpLoginPage', () => {
  it('“Forgot password?” opens the portal’s reset page, in the frame, with the brand', async () => {
    renderAt('/cp/rewards/login?brand=acme');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toBeTruthy();
    expect(href('Forgot password?')).toBe('/cp/rewards/reset-password?brand=acme');
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeTruthy();
    expect(location()).toBe('/cp/rewards/reset-password?brand=acme');
    expect(screen.getByText('Acme Air Rewards')).toBeTruthy();
  });
});

describe('CpResetPasswordPage', () => {
  it('sends the reset e-mail continuing to the portal’s log-in, and every way back stays in the portal', async () => {
    renderAt('/cp/rewards/reset-password?brand=acme');
    expect((await screen.findByRole('link', { name: 'Back to sign in' })).getAttribute('href')).toBe(
      '/cp/rewards/login?brand=acme',
    );
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'sam@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(mocks.sendPasswordResetEmail).toHaveBeenCalledWith(expect.anything(), 'sam@example.com', {
      url: `${window.location.origin}/cp/rewards/login?brand=acme`,
    });
    expect(href('Back to sign in')).toBe('/cp/rewards/login?brand=acme');
  });

  it('the new-password step leads back to the portal’s log-in, and a new link is asked for in the portal', async () => {
    renderAt('/cp/rewards/reset-password?brand=acme&mode=resetPassword&oobCode=abc123');
    fireEvent.change(await screen.findByLabelText(/^New password/, { selector: 'input' }), {
      target: { value: 'Sturdy-Pass-2026' },
    });
    // One click: the password's check answers asynchronously and saving waits for it (clicking
    // again meanwhile raced the button turning into "Saving…").
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { name: 'Password updated' })).toBeTruthy();
    expect(mocks.confirmPasswordReset).toHaveBeenCalledWith(expect.anything(), 'abc123', 'Sturdy-Pass-2026');
    expect(href('Sign in')).toBe('/cp/rewards/login?brand=acme');
  });

  it('an unusable link offers a new one on the portal’s reset page and a way back to its log-in', async () => {
    mocks.verifyPasswordResetCode.mockRejectedValueOnce(
      Object.assign(new Error('x'), { code: 'auth/expired-action-code' }),
    );
    renderAt('/cp/rewards/reset-password?brand=acme&mode=resetPassword&oobCode=old');
    expect(await screen.findByRole('heading', { name: "This reset link can't be used" })).toBeTruthy();
    expect(href('Back to sign in')).toBe('/cp/rewards/login?brand=acme');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    await waitFor(() => expect(location()).toBe('/cp/rewards/reset-password?brand=acme'));
  });

  it('follows the e-mail’s continue URL back to the portal, but never to another site', async () => {
    const back = encodeURIComponent(`${window.location.origin}/cp/rewards/login?brand=acme`);
    const invalid = Object.assign(new Error('x'), { code: 'auth/invalid-action-code' });
    mocks.verifyPasswordResetCode.mockRejectedValueOnce(invalid).mockRejectedValueOnce(invalid);
    renderAt(`/cp/rewards/reset-password?brand=other&mode=resetPassword&oobCode=c1&continueUrl=${back}`);
    expect(await screen.findByRole('heading', { name: "This reset link can't be used" })).toBeTruthy();
    expect(href('Back to sign in')).toBe('/cp/rewards/login?brand=acme');
    cleanup();
    const away = encodeURIComponent('https://evil.example/cp/rewards/login?brand=acme');
    renderAt(`/cp/rewards/reset-password?brand=acme&mode=resetPassword&oobCode=c2&continueUrl=${away}`);
    expect(await screen.findByRole('heading', { name: "This reset link can't be used" })).toBeTruthy();
    expect(href('Back to sign in')).toBe('/cp/rewards/login?brand=acme');
  });

  it('a reset action link opened on the portal’s verification page moves to the portal’s reset page', async () => {
    renderAt('/cp/rewards/verification?brand=acme&mode=resetPassword&oobCode=abc123');
    await waitFor(() =>
      expect(location()).toBe('/cp/rewards/reset-password?brand=acme&mode=resetPassword&oobCode=abc123'),
    );
  });
});
