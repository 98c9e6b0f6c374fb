import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { AppNotification } from '@pilotmiles/core';
import { NotificationsBellView, NotificationsPanel, type NotificationsBellViewProps } from './NotificationsBellView';
import { relativeTime } from './relativeTime';
import { isAppPath } from './appPath';

// The panel's module is loaded ahead, as pointing at the bell does: it then opens in the same render.
beforeAll(() => NotificationsPanel.preload());
afterEach(cleanup);

const NOW = Date.parse('2026-03-01T20:30:00Z');

const note = (over: Partial<AppNotification> = {}): AppNotification => ({
  id: 'streak:2026-02-28',
  type: 'streak-reminder',
  title: 'Your streak is about to break',
  body: "Claim today's daily bonus within 8h to keep your 4-day streak.",
  url: '/dashboard',
  created_at: new Date(NOW - 5 * 60_000).toISOString(),
  read: false,
  ...over,
});

function renderBell(props: Partial<NotificationsBellViewProps> = {}) {
  const handlers = { onOpenItem: vi.fn(), onMarkAllRead: vi.fn() };
  render(<NotificationsBellView state={{ status: 'loading' }} now={NOW} {...handlers} {...props} />);
  return handlers;
}

const openPanel = (name: RegExp = /^Notifications/) => {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.getByRole('dialog', { name: 'Notifications' });
};

describe('NotificationsBellView', () => {
  it('shows the unread count on the bell', () => {
    renderBell({ state: { status: 'ready', items: [note()], unread: 3 } });
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('3');
  });

  it('has no count when everything is read', () => {
    renderBell({ state: { status: 'ready', items: [note({ read: true })], unread: 0 } });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByTestId('notifications-badge')).not.toHaveTextContent(/\d/);
  });

  it('lists title, body and age; choosing one hands it over and closes the panel', () => {
    const older = note({
      id: 'old',
      title: 'Older one',
      body: 'Older body',
      read: true,
      created_at: new Date(NOW - 3 * 3600_000).toISOString(),
    });
    const { onOpenItem } = renderBell({ state: { status: 'ready', items: [note(), older], unread: 1 } });
    const panel = openPanel();
    const rows = within(panel)
      .getAllByRole('button')
      .filter((b) => b.textContent !== 'Mark all as read');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Your streak is about to break (unread)');
    expect(rows[0]).toHaveTextContent("Claim today's daily bonus within 8h to keep your 4-day streak.");
    expect(rows[0]).toHaveTextContent('5 min ago');
    expect(rows[1]).toHaveTextContent('Older one');
    expect(rows[1]).not.toHaveTextContent('(unread)');
    expect(rows[1]).toHaveTextContent('3 h ago');

    fireEvent.click(rows[1]!);
    expect(onOpenItem).toHaveBeenCalledWith(older);
  });

  it('says so when there is nothing yet, without a mark-all button', () => {
    renderBell({ state: { status: 'ready', items: [], unread: 0 } });
    const panel = openPanel();
    expect(within(panel).getByText('No notifications yet')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('marks all as read, and only offers it while something is unread', () => {
    const { onMarkAllRead } = renderBell({ state: { status: 'ready', items: [note()], unread: 1 } });
    fireEvent.click(within(openPanel()).getByRole('button', { name: 'Mark all as read' }));
    expect(onMarkAllRead).toHaveBeenCalledOnce();
    cleanup();

    renderBell({ state: { status: 'ready', items: [note({ read: true })], unread: 0 } });
    expect(within(openPanel()).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows loading, and an error with a retry', () => {
    renderBell();
    expect(within(openPanel()).getByRole('progressbar', { name: 'Loading notifications' })).toBeInTheDocument();
    cleanup();

    const onRetry = vi.fn();
    renderBell({ state: { status: 'error', message: 'An error occurred', onRetry } });
    const panel = openPanel();
    expect(within(panel).getByText('An error occurred')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('relativeTime', () => {
  const ago = (ms: number) => relativeTime(new Date(NOW - ms).toISOString(), NOW);
  it('is short and never in the future', () => {
    expect(ago(-30_000)).toBe('just now');
    expect(ago(59_000)).toBe('just now');
    expect(ago(60_000)).toBe('1 min ago');
    expect(ago(59 * 60_000)).toBe('59 min ago');
    expect(ago(3600_000)).toBe('1 h ago');
    expect(ago(24 * 3600_000)).toBe('yesterday');
    expect(ago(6 * 24 * 3600_000)).toBe('6 days ago');
    // 12:30 UTC: the same date in any zone the tests may run in.
    expect(ago(8 * 24 * 3600_000 + 8 * 3600_000)).toBe('Feb 21, 2026');
  });
});

describe('isAppPath', () => {
  it('follows only in-app paths', () => {
    expect(isAppPath('/dashboard')).toBe(true);
    for (const url of ['https://evil.test', '//evil.test', '/\\evil.test', 'javascript:alert(1)', ''])
      expect(isAppPath(url)).toBe(false);
  });
});
