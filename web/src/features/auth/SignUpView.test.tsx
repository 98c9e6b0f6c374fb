import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignUpView, type SignUpViewProps } from './SignUpView';
import type { SignUpForm } from './flows';
import { renderWithProviders } from '../../testing/renderWithProviders';

afterEach(cleanup);

const empty: SignUpForm = { fullName: '', displayName: '', email: '', password: '', referralCode: '' };

/** The view with its form state held the way the page holds it. */
function Harness(props: Partial<SignUpViewProps> & { initial?: SignUpForm; passwordValid?: boolean }) {
  const [form, setForm] = useState(props.initial ?? empty);
  return (
    <SignUpView
      form={form}
      onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
      password={{
        items: [{ label: 'At least 6 characters', met: !!props.passwordValid }],
        isValid: !!props.passwordValid,
        afterCheck: async (then) => then(!!props.passwordValid),
      }}
      busy={false}
      googleBusy={false}
      error={null}
      onSubmit={vi.fn()}
      onGoogle={vi.fn()}
      {...props}
    />
  );
}

const renderView = (props: Parameters<typeof Harness>[0] = {}) => renderWithProviders(<Harness {...props} />);

describe('SignUpView', () => {
  it('does not submit an incomplete form and says what is missing', async () => {
    const onSubmit = vi.fn();
    renderView({ onSubmit });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Your password does not meet the requirements.')).toBeInTheDocument();
  });

  it('rejects a malformed referral code before anything is created', async () => {
    const onSubmit = vi.fn();
    renderView({
      onSubmit,
      passwordValid: true,
      initial: { ...empty, fullName: 'Sam Lee', email: 'sam@example.com', password: 'secret1', referralCode: 'abc' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Referral codes are 8 letters or digits.')).toBeInTheDocument();
  });

  it('submits a complete form', async () => {
    const onSubmit = vi.fn();
    renderView({ onSubmit, passwordValid: true });
    await userEvent.type(screen.getByLabelText(/^Full name/), 'Sam Lee');
    await userEvent.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("submits a click made while the password's check is still on its way, once it answers", async () => {
    const onSubmit = vi.fn();
    let answer: (valid: boolean) => void = () => {};
    const check = new Promise<boolean>((resolve) => (answer = resolve));
    renderView({
      onSubmit,
      initial: { ...empty, fullName: 'Sam Lee', email: 'sam@example.com', password: 'secret1' },
      // Not valid yet: the check has not answered.
      password: { items: [{ label: 'At least 6 characters', met: false }], isValid: false, afterCheck: async (then) => then(await check) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await act(async () => answer(true));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows the busy state', () => {
    renderView({ busy: true });
    expect(screen.getByRole('button', { name: 'Creating your account…' })).toBeDisabled();
  });

  it('links the terms and privacy policy', () => {
    renderView();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      'https://pilotmiles.com/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'https://pilotmiles.com/privacy',
    );
  });

  it("confirms a friend's code by name, and says when a code doesn't exist", () => {
    const { unmount } = renderView({ referral: { status: 'valid', inviter: 'Jo D.' } });
    const field = screen.getByLabelText(/^Referral code/);
    expect(field).toHaveAccessibleDescription('Invited by Jo D.');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    unmount();
    renderView({ referral: { status: 'unknown' } });
    expect(screen.getByLabelText(/^Referral code/)).toHaveAccessibleDescription(
      "This invite code doesn't exist. Check it with your friend, or leave it empty.",
    );
    expect(screen.getByLabelText(/^Referral code/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says while the code is being checked, and lets a sign-up go on when the check cannot answer', () => {
    const { unmount } = renderView({ referral: { status: 'checking' } });
    expect(screen.getByText('Checking the code…')).toBeInTheDocument();
    unmount();
    renderView({ referral: { status: 'unavailable' } });
    expect(screen.getByLabelText(/^Referral code/)).not.toHaveAttribute('aria-invalid', 'true');
  });
});
