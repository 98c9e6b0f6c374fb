import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../../../../components/layout/renderAt';
import { AccountMenu } from './AccountMenu';
import { HoverMenuPopup } from './HoverMenu';

// The dropdown loads on demand; loaded up front here, it renders as soon as it opens.
beforeAll(() => HoverMenuPopup.preload());

afterEach(cleanup);

const account = {
  kind: 'signedIn' as const,
  displayName: 'Maximilian Fernandez',
  email: 'max@example.com',
  balance: 1195,
  avatarUrl: null,
  isAdmin: false,
};

describe('AccountMenu', () => {
  it('links the balance to the transactions history and the avatar to account settings', () => {
    renderAt('/', <AccountMenu account={account} onSignOut={vi.fn()} />);
    expect(screen.getByRole('link', { name: /Your balance: 1,195 PM/ })).toHaveAttribute('href', '/profile/transactions');
    expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/profile/account-settings');
  });

  it('lists Dashboard, Settings, Transaction History, My Rewards, the new design and Sign out, under the whole name', () => {
    renderAt('/', <AccountMenu account={account} onSignOut={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open account menu' }));
    const items = screen.getAllByRole('menuitem').map((el) => el.textContent);
    expect(items).toEqual(['Dashboard', 'Settings', 'Transaction History', 'My Rewards', 'Try the new design', 'Sign out']);
    // One settings page; the name is cut by CSS where the menu ends, never by a character count.
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/profile/account-settings');
    expect(screen.getByRole('menuitem', { name: 'My Rewards' })).toHaveAttribute('href', '/profile/rewards');
    expect(screen.getByText('Maximilian Fernandez')).toHaveAttribute('title', 'Maximilian Fernandez');
  });

  it('gives focus back to the menu button on Escape', () => {
    renderAt('/', <AccountMenu account={account} onSignOut={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Open account menu' });
    fireEvent.click(toggle);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(toggle).toHaveFocus();
  });

  it('signs out from the menu', () => {
    const onSignOut = vi.fn();
    renderAt('/', <AccountMenu account={account} onSignOut={onSignOut} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open account menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it("'Try the new design' goes to the earn hub of /new and remembers the choice", () => {
    localStorage.removeItem('pm_design');
    renderAt('/', <AccountMenu account={account} onSignOut={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open account menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Try the new design' }));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/new\/earn$/);
    expect(localStorage.getItem('pm_design')).toBe('new');
  });

  it('navigates from a menu item', () => {
    renderAt('/', <AccountMenu account={account} onSignOut={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open account menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Dashboard' }));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/dashboard$/);
  });
});
