// @vitest-environment jsdom
// jsdom, which has no matchMedia: these tests describe a phone with no hover (happy-dom matches a desktop window).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { closeModal, useModalState } from '../../../../components/modals/modalStore';
import { renderAt } from '../../../../components/layout/renderAt';
import { MobileNav, SiteHeaderView } from './SiteHeaderView';
import type { HeaderAccount } from '../../../../components/layout/account';

// The drawer loads on demand; loaded up front here, it renders as soon as it opens.
beforeAll(() => MobileNav.preload());

afterEach(() => {
  cleanup();
  closeModal();
});

const member: HeaderAccount = {
  kind: 'signedIn',
  displayName: 'Demo Pilot',
  email: 'demo@example.com',
  balance: 1195,
  avatarUrl: null,
  isAdmin: false,
};
const admin: HeaderAccount = { ...member, isAdmin: true };

// Breakpoint styles do not apply in jsdom, so desktop-only parts count as hidden: `hidden: true`
// finds them anyway.
const all = { hidden: true } as const;

describe('SiteHeaderView', () => {
  it('offers Sign in and Join now to visitors, carrying the campaign query over', () => {
    renderAt('/?utm_source=news&q=flights', <SiteHeaderView account={{ kind: 'signedOut' }} onSignOut={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Sign in', ...all })).toHaveAttribute('href', '/auth/signin?utm_source=news');
    expect(screen.getByRole('link', { name: 'Join now', ...all })).toHaveAttribute('href', '/auth/signup?utm_source=news');
    expect(screen.queryByRole('link', { name: /Your balance/, ...all })).not.toBeInTheDocument();
  });

  it('shows a member their balance instead of the sign-up buttons', () => {
    renderAt('/', <SiteHeaderView account={member} onSignOut={vi.fn()} />);
    expect(screen.getAllByRole('link', { name: /Your balance: 1,195 PM/, ...all }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Join now', ...all })).not.toBeInTheDocument();
  });

  it('offers only Sign out when the member record failed to load', () => {
    const onSignOut = vi.fn();
    renderAt('/', <SiteHeaderView account={{ kind: 'recordUnavailable' }} onSignOut={onSignOut} />);
    expect(screen.queryByRole('link', { name: 'Join now', ...all })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out', ...all }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('has the top menu: Earn, Shop & Save, Win Big, Redeem and Search', () => {
    renderAt('/', <SiteHeaderView account={{ kind: 'signedOut' }} onSignOut={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Main', ...all });
    expect(within(nav).getByRole('button', { name: 'Earn', ...all })).toBeInTheDocument();
    for (const [name, href] of [
      ['Shop & Save', '/shopping'],
      ['Win Big', '/sweepstakes'],
      ['Redeem', '/rewards'],
      ['Search', '/search/articles'],
    ])
      expect(within(nav).getByRole('link', { name, ...all })).toHaveAttribute('href', href);
  });

  it('shows the Admin menu to admins only', () => {
    const { unmount } = renderAt('/', <SiteHeaderView account={member} onSignOut={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Admin', ...all })).not.toBeInTheDocument();
    unmount();
    renderAt('/', <SiteHeaderView account={admin} onSignOut={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Admin', ...all })).toBeInTheDocument();
  });

  it('goes to articles search on Enter in the site search box', () => {
    renderAt('/rewards', <SiteHeaderView account={{ kind: 'signedOut' }} onSignOut={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Search PilotMiles', ...all });
    fireEvent.change(box, { target: { value: 'cheap flights' } });
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/rewards$/); // typing alone does not search
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('url')).toHaveTextContent('/search/articles?q=cheap+flights');
  });

  it('keeps searching the current search page', () => {
    renderAt('/search/articles?q=shoes', <SiteHeaderView account={{ kind: 'signedOut' }} onSignOut={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Search PilotMiles', ...all });
    expect(box).toHaveValue('shoes');
    fireEvent.change(box, { target: { value: 'boots' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('url')).toHaveTextContent('/search/articles?q=boots');
  });

  describe('phone drawer', () => {
    it('holds the Earn links and, for visitors, the Ready for Takeoff prompt', () => {
      renderAt('/', <SiteHeaderView account={{ kind: 'signedOut' }} onSignOut={vi.fn()} />);
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const drawer = screen.getByRole('presentation');
      expect(within(drawer).getByRole('link', { name: 'Play Games' })).toHaveAttribute('href', '/offers?category=Games');
      expect(within(drawer).getByRole('heading', { name: 'Ready for Takeoff?' })).toBeInTheDocument();
      expect(within(drawer).getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/auth/signup');
    });

    it('lets a member sign out', () => {
      const onSignOut = vi.fn();
      renderAt('/', <SiteHeaderView account={member} onSignOut={onSignOut} />);
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const drawer = screen.getByRole('presentation');
      expect(within(drawer).queryByRole('heading', { name: 'Ready for Takeoff?' })).not.toBeInTheDocument();
      expect(within(drawer).getByRole('link', { name: 'Try the new design' })).toHaveAttribute('href', '/new/earn');
      fireEvent.click(within(drawer).getByRole('button', { name: 'Sign out' }));
      expect(onSignOut).toHaveBeenCalledOnce();
    });

    it("gives admins the admin links and modal test triggers", () => {
      function ModalName() {
        return <output data-testid="modal">{useModalState()?.name ?? 'none'}</output>;
      }
      renderAt(
        '/',
        <>
          <SiteHeaderView account={admin} onSignOut={vi.fn()} />
          <ModalName />
        </>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const drawer = screen.getByRole('presentation');
      expect(within(drawer).getByRole('link', { name: 'Admin panel' })).toHaveAttribute('href', '/admin');
      // The /new design's dashboard (docs/app-shell.md).
      expect(within(drawer).getByRole('link', { name: 'New dashboard' })).toHaveAttribute('href', '/new/dashboard');
      fireEvent.click(within(drawer).getByRole('button', { name: 'Test modal: Sign-up prompt' }));
      expect(screen.getByTestId('modal')).toHaveTextContent('PleaseSignUp');
    });
  });
});
