import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ProfileMenuViewCompact, type ProfileMenuViewCompactProps } from './ProfileMenuViewCompact';

afterEach(cleanup);

const member: NonNullable<ProfileMenuViewCompactProps['user']> = {
  display_name: 'Demo Pilot',
  email: 'demo@pilotmiles.test',
  profile_image_url: null,
  total_coins: 1250,
  referral_code: 'DEMOPLT8',
};

function renderView(over: Partial<ProfileMenuViewCompactProps> = {}) {
  const props: ProfileMenuViewCompactProps = { user: member, onInvite: vi.fn(), onClassic: vi.fn(), onSignOut: vi.fn(), ...over };
  renderWithProviders(<ProfileMenuViewCompact {...props} />);
  return props;
}

describe('ProfileMenuViewCompact', () => {
  it("shows a member's name and balance, and their pages", () => {
    renderView();
    const card = screen.getByRole('region', { name: 'Your account' });
    expect(card).toHaveTextContent('Demo Pilot');
    expect(card).toHaveTextContent('1,250 PM');
    const nav = within(screen.getByRole('navigation', { name: 'Profile' }));
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/new/dashboard');
    expect(nav.getByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '/new/profile/transactions');
    expect(nav.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/new/profile/account-settings');
    expect(nav.getByRole('link', { name: 'My rewards' })).toHaveAttribute('href', '/profile/rewards');
    expect(nav.getByRole('link', { name: 'Help' })).toHaveAttribute('target', '_blank');
  });

  it('copies the referral code to invite friends', () => {
    const props = renderView();
    fireEvent.click(screen.getByRole('button', { name: /Invite friends/ }));
    expect(props.onInvite).toHaveBeenCalledWith('DEMOPLT8');
  });

  it('goes back to the classic design, remembering the choice', () => {
    const props = renderView();
    const link = screen.getByRole('link', { name: 'Back to the classic design' });
    expect(link).toHaveAttribute('href', '/dashboard');
    fireEvent.click(link);
    expect(props.onClassic).toHaveBeenCalled();
  });

  it('signs out', () => {
    const props = renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(props.onSignOut).toHaveBeenCalled();
  });

  it('offers a visitor sign in and sign up instead', () => {
    renderView({ user: null });
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/auth/signup');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
    expect(screen.queryByRole('navigation', { name: 'Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });
});
