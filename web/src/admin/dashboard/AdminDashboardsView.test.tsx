import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardSeries, LastLoginUser, LastUserActivity, SummaryActivities, UserConversionTypes } from '@pilotmiles/core';
import { AdminDashboardsView, type AdminDashboardsViewProps, type Loadable } from './AdminDashboardsView';
import { scaled } from '../../testing/timeouts';
import { renderWithProviders } from '../../testing/renderWithProviders';

afterEach(cleanup);
// The charts' chunk is loaded lazily: warm it once so the first findBy does not wait on the transform.
beforeAll(async () => {
  await import('./DashboardChart');
}, scaled(30_000));

const ready = <T,>(data: T): Loadable<T> => ({ status: 'ready', data, error: null, onRetry: () => {} });
const loading = <T,>(): Loadable<T> => ({ status: 'loading', data: undefined, error: null, onRetry: () => {} });

const series = (values: number[]): DashboardSeries => ({
  period: 'day',
  from: '2026-11-01',
  to: '2026-11-03',
  points: values.map((value, i) => ({ start: `2026-11-0${i + 1}`, value })),
});
const none = { pending: 0, confirmed: 0, rejected: 0, reversed: 0 };
const summary: SummaryActivities = { from: '2026-11-01', to: '2026-11-03', types: [{ type: 'offer', amount: 900, count: 3 }] };
const conversions: UserConversionTypes = {
  from: '2026-11-01',
  to: '2026-11-03',
  kinds: [
    { kind: 'offer', total: 2, statuses: { ...none, confirmed: 2 } },
    { kind: 'shopping', total: 0, statuses: none },
    { kind: 'survey', total: 0, statuses: none },
  ],
};
const logins: LastLoginUser[] = [
  { uid: 'u1', display_name: 'Ada Pilot', email: 'ada@pilotmiles.test', last_login_at: '2026-11-03T10:00:00Z' },
  { uid: 'u2', display_name: '', email: 'bob@pilotmiles.test', last_login_at: '2026-11-02T10:00:00Z' },
];
const activities: LastUserActivity[] = [
  { id: 'a1', uid: 'u1', email: 'ada@pilotmiles.test', type: 'sign-in', description: 'Signed in with Google', created_at: '2026-11-03T10:00:00Z' },
];

const base: AdminDashboardsViewProps = {
  period: 'day',
  onPeriodChange: () => {},
  active: ready(series([1, 2, 3])),
  fresh: ready(series([0, 1, 0])),
  earning: ready(summary),
  conversions: ready(conversions),
  logins: ready(logins),
  activities: ready(activities),
};
const renderView = (props: Partial<AdminDashboardsViewProps> = {}) =>
  renderWithProviders(<AdminDashboardsView {...base} {...props} />);
const card = (name: string) => screen.getByRole('region', { name });

describe('AdminDashboardsView', () => {
  it('draws each chart (loaded lazily) and lists recent sign-ins and activities', async () => {
    renderView();
    for (const title of ['Active members', 'New members', 'PM earned by activity', 'Conversions by status']) {
      const figure = await screen.findByRole('figure', { name: title });
      expect(figure.querySelector('svg')).not.toBeNull();
    }
    const signIns = within(screen.getByRole('list', { name: 'Recent sign-ins' })).getAllByRole('listitem');
    expect(signIns).toHaveLength(2);
    expect(signIns[0]).toHaveTextContent('Ada Pilot');
    expect(signIns[0]).toHaveTextContent('ada@pilotmiles.test');
    expect(signIns[1]).toHaveTextContent('bob@pilotmiles.test');
    expect(within(screen.getByRole('list', { name: 'Recent activities' })).getByText('Signed in with Google')).toBeInTheDocument();
    // Each line leads to the member's record.
    expect(within(screen.getByRole('list', { name: 'Recent activities' })).getByRole('link', { name: 'ada@pilotmiles.test' })).toHaveAttribute(
      'href',
      '/admin/users/u1',
    );
    expect(within(screen.getByRole('list', { name: 'Recent sign-ins' })).getByRole('link', { name: 'Ada Pilot' })).toHaveAttribute('href', '/admin/users/u1');
  });

  it('switches the period', async () => {
    const onPeriodChange = vi.fn();
    renderView({ onPeriodChange });
    const group = screen.getByRole('group', { name: 'Period' });
    expect(within(group).getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(group).getByRole('button', { name: 'Month' }));
    expect(onPeriodChange).toHaveBeenCalledWith('month');
    expect(screen.getByText('The last 30 days (UTC)')).toBeInTheDocument();
  });

  it('shows a placeholder in each card while loading', () => {
    renderView({
      active: loading(),
      fresh: loading(),
      earning: loading(),
      conversions: loading(),
      logins: loading(),
      activities: loading(),
    });
    expect(screen.getByLabelText('Loading Active members')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading Recent activities')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('says so when a range has nothing to show', () => {
    renderView({
      active: ready(series([0, 0, 0])),
      fresh: ready(series([0, 0, 0])),
      earning: ready({ ...summary, types: [{ type: 'redemption', amount: -100, count: 1 }] }),
      conversions: ready({ ...conversions, kinds: conversions.kinds.map((k) => ({ ...k, total: 0, statuses: none })) }),
      logins: ready([]),
      activities: ready([]),
    });
    expect(within(card('Active members')).getByText('No sign-ins in this range')).toBeInTheDocument();
    expect(within(card('New members')).getByText('No sign-ups in this range')).toBeInTheDocument();
    expect(within(card('PM earned by activity')).getByText('Nothing earned in this range')).toBeInTheDocument();
    expect(within(card('Conversions by status')).getByText('No conversions in this range')).toBeInTheDocument();
    expect(within(card('Recent sign-ins')).getByText('No sign-ins yet')).toBeInTheDocument();
    expect(within(card('Recent activities')).getByText('No activities yet')).toBeInTheDocument();
  });

  it('shows one card’s error with a retry, the others unaffected', async () => {
    const onRetry = vi.fn();
    renderView({ earning: { status: 'error', data: undefined, error: 'An error occurred', onRetry } });
    const failed = card('PM earned by activity');
    expect(within(failed).getByText('An error occurred')).toBeInTheDocument();
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    expect(await screen.findByRole('figure', { name: 'Active members' })).toBeInTheDocument();
  });
});
