// @vitest-environment jsdom
// jsdom, which has no matchMedia: these tests describe a phone with no hover (happy-dom matches a desktop window).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDashboard } from '@pilotmiles/core';
import { AdminDashboardView, type AdminDashboardViewProps } from './AdminDashboardView';

afterEach(cleanup);

const data: AdminDashboard = {
  users_total: 1234,
  users_verified: 1100,
  users_new_7d: 42,
  admins: 3,
  pm_outstanding: 55490,
  pm_lifetime_earned: 62800,
  recent_users: [
    { uid: 'u1', email: 'new@pilotmiles.test', display_name: 'Newest Pilot', created_at: '2026-11-21T12:00:00Z', total_coins: 500 },
    { uid: 'u2', email: 'older@pilotmiles.test', display_name: '', created_at: '2026-11-20T12:00:00Z', total_coins: 0 },
  ],
};

const base: AdminDashboardViewProps = { status: 'ready', error: null, onRetry: () => {}, data };
const renderView = (props: Partial<AdminDashboardViewProps>) => render(<AdminDashboardView {...base} {...props} />);
const figure = (name: string) => screen.getByRole('region', { name });

describe('AdminDashboardView', () => {
  it('shows every figure, PM ones with their dollar value', () => {
    renderView({});
    expect(figure('Users')).toHaveTextContent('1,234');
    expect(figure('Verified users')).toHaveTextContent('1,100');
    expect(figure('New in 7 days')).toHaveTextContent('42');
    expect(figure('Admins')).toHaveTextContent('3');
    expect(figure('PM outstanding')).toHaveTextContent('55,490 PM$554.90');
    expect(figure('PM lifetime earned')).toHaveTextContent('62,800 PM$628.00');
  });

  it('lists the newest users', () => {
    renderView({});
    const rows = within(screen.getByRole('list', { name: 'Newest users' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('new@pilotmiles.test');
    expect(rows[0]).toHaveTextContent('Newest Pilot');
    expect(rows[0]).toHaveTextContent('500 PM');
    expect(rows[1]).toHaveTextContent('0 PM');
  });

  it('says so when there are no users yet', () => {
    renderView({ data: { ...data, recent_users: [] } });
    expect(screen.getByText('No users yet')).toBeInTheDocument();
  });

  it('shows no numbers while loading', () => {
    renderView({ status: 'loading', data: undefined });
    expect(figure('Users')).toHaveTextContent(/^Users$/);
    expect(screen.queryByRole('list', { name: 'Newest users' })).not.toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    const onRetry = vi.fn();
    renderView({ status: 'error', error: 'An error occurred', data: undefined, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.queryByRole('region', { name: 'Users' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
