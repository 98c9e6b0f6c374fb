/**
 * The sign-up page around its view: a friend's code checked again on submit (one nobody has stops
 * the sign-up and says so), and 'Check your inbox' held by the history entry, the address and
 * where they were going remembered for the sign-in after the verification link.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../testing/renderWithProviders';

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null }, usingEmulators: false }));
const signUpWithEmail = vi.fn(async (form: { email: string }) => ({ email: form.email, duplicate: null }));
vi.mock('./flows', async (actual) => ({ ...(await actual<typeof import('./flows')>()), signUpWithEmail }));
const { default: SignUpPage } = await import('./SignUpPage');
const { forgetSignUp, pendingSignUp } = await import('./pendingSignUp');

afterEach(() => {
  forgetSignUp();
  signUpWithEmail.mockClear();
});

const answers = {
  'GET /api/users/referral-codes/BOGUS123': () => [200, { data: { valid: false } }] as [number, unknown],
  'GET /api/users/referral-codes/ABCD2345': () =>
    [200, { data: { valid: true, inviter: 'Jo D.' } }] as [number, unknown],
};

function renderPage(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/auth/signup" element={<SignUpPage />} />
    </Routes>,
    { route, endpoints: answers },
  );
}

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText(/^Full name/), 'Sam Lee');
  await userEvent.type(screen.getByLabelText(/^Email/), 'sam@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('SignUpPage', () => {
  it('stops a sign-up with a code nobody has (?ref=BOGUS123), says so and puts the cursor on the code', async () => {
    renderPage('/auth/signup?ref=BOGUS123');
    const code = screen.getByLabelText(/^Referral code/);
    expect(code).toHaveValue('BOGUS123');
    await waitFor(() => expect(code).toHaveAccessibleDescription(/^This invite code doesn't exist/));
    await fillAndSubmit();
    expect(signUpWithEmail).not.toHaveBeenCalled();
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.queryByText('Check your inbox')).not.toBeInTheDocument();

    // Cleared, the sign-up goes on without a code.
    await userEvent.clear(code);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(signUpWithEmail).toHaveBeenCalledOnce());
  });

  it('names the friend of a good code, signs up, and remembers the address for the sign-in after the link', async () => {
    renderPage('/auth/signup?ref=abcd2345');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Referral code/)).toHaveAccessibleDescription('Invited by Jo D.'),
    );
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument());
    expect(signUpWithEmail).toHaveBeenCalledWith(expect.objectContaining({ referralCode: 'abcd2345' }), '/success');
    expect(pendingSignUp()).toEqual({ email: 'sam@example.com', next: null });
  });
});
