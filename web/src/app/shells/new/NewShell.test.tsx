// @vitest-environment jsdom
// jsdom, which has no matchMedia: these tests describe a phone with no hover (happy-dom matches a desktop window).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { newTheme } from './newTheme';
import { DESIGN_KEY } from '../../../lib/design';
import type { HeaderAccount } from '../../../components/layout/account';
import { NewShell } from './NewShell';
import { NewAccountMenu } from './NewAppBar';
import { renderWithProviders } from '../../../testing/renderWithProviders';

beforeAll(() => NewAccountMenu.preload());
beforeEach(() => localStorage.clear());
afterEach(cleanup);

const member: HeaderAccount = {
  kind: 'signedIn',
  displayName: 'Maximilian Fernandez',
  email: 'max@example.com',
  balance: 1195,
  avatarUrl: null,
  isAdmin: false,
};

function Url() {
  const { pathname } = useLocation();
  return <output data-testid="url">{pathname}</output>;
}

function renderShell(url: string, account: HeaderAccount = member, onSignOut = vi.fn()) {
  // As NewLayout mounts it: the /new theme variant inside the app's providers.
  renderWithProviders(
    <ThemeProvider theme={newTheme}>
      <NewShell account={account} onSignOut={onSignOut}>
        <p>page</p>
        <Url />
      </NewShell>
    </ThemeProvider>,
    { route: url, path: '*' },
  );
  return onSignOut;
}

/** The bottom navigation (phones) and the rail (desktop): both in the DOM, one shown by width. */
const navs = () => screen.getAllByRole('navigation', { name: 'Sections' });

describe('NewShell', () => {
  it('has the four sections in the bottom navigation and the rail, the current one marked', () => {
    renderShell('/new/earn/offer/123');
    expect(navs()).toHaveLength(2);
    for (const nav of navs()) {
      const links = within(nav).getAllByRole('link');
      expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
        ['Earn', '/new/earn'],
        ['Win Big', '/new/win-big'],
        ['Redeem', '/new/redeem'],
        ['Profile', '/new/profile/menu'],
      ]);
      expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Earn');
    }
  });

  it('marks Profile on the profile pages and nothing on other paths', () => {
    renderShell('/new/profile/transactions');
    for (const nav of navs()) expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Profile');
    cleanup();
    renderShell('/new/elsewhere');
    for (const nav of navs()) expect(within(nav).queryByRole('link', { current: 'page' })).toBeNull();
  });

  it("shows the member's balance, linked to the /new history, and the page", () => {
    renderShell('/new/earn');
    expect(screen.getByRole('link', { name: /Your balance: 1,195 PM/ })).toHaveAttribute(
      'href',
      '/new/profile/transactions',
    );
    expect(screen.getByRole('main')).toHaveTextContent('page');
  });

  it("the avatar's menu leads to the member's pages, back to the classic design (remembered), and signs out", async () => {
    const onSignOut = renderShell('/new/earn');
    await userEvent.click(screen.getByRole('button', { name: 'Open profile menu' }));
    const items = screen.getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual([
      'Dashboard',
      'Account settings',
      'Transaction history',
      'Back to the classic design',
      'Sign out',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Back to the classic design' }));
    expect(localStorage.getItem(DESIGN_KEY)).toBe('classic');
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/dashboard$/);
    await userEvent.click(screen.getByRole('button', { name: 'Open profile menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('offers the admin panel to admins', async () => {
    renderShell('/new/earn', { ...member, isAdmin: true } as HeaderAccount);
    await userEvent.click(screen.getByRole('button', { name: 'Open profile menu' }));
    expect(screen.getByRole('menuitem', { name: 'Admin panel' })).toHaveAttribute('href', '/admin');
  });

  it('offers visitors Sign in and Join, and the classic design from the footer', async () => {
    renderShell('/new/earn', { kind: 'signedOut' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
    expect(screen.getByRole('link', { name: 'Join free' })).toHaveAttribute('href', '/auth/signup');
    expect(screen.queryByRole('link', { name: /Your balance/ })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the classic design' }));
    expect(localStorage.getItem(DESIGN_KEY)).toBe('classic');
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/$/);
  });
});
