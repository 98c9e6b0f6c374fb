import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventStats } from '@pilotmiles/core';
import { FUNNEL_DAYS, funnelRange } from '../shared/funnelData';

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));

const { AdminDashboardsSection } = await import('./AdminDashboardsSection');
const { renderAsStaff } = await import('../shared/testing');

const statsQueries: Array<Record<string, string>> = [];
let statsAnswer: () => [number, unknown];
const stats: EventStats = {
  from: '2026-10-26',
  to: '2026-11-24',
  days: [],
  totals_by_type: {},
  top_pages: [],
  funnel: { signed_up: 20, verified: 10, first_earning: 4, first_redemption: 1 },
};

beforeEach(() => {
  statsQueries.length = 0;
  statsAnswer = () => [200, { data: stats }];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string) => {
      const url = new URL(String(input));
      if (url.pathname === '/api/events/stats') {
        statsQueries.push(Object.fromEntries(url.searchParams));
        const [status, body] = statsAnswer();
        return Response.json(body, { status });
      }
      // The other dashboard calls stay loading: only the funnel is looked at here.
      return new Promise<Response>(() => {});
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderSection = () =>
  renderAsStaff(<AdminDashboardsSection />);

describe('AdminDashboardsSection funnel', () => {
  it('asks GET /events/stats for the period’s range and shows the steps with their conversion', async () => {
    renderSection();
    const card = screen.getByRole('region', { name: 'Funnel' });
    expect(within(card).getByLabelText('Loading Funnel')).toBeInTheDocument();
    const steps = await within(card).findAllByRole('listitem');
    expect(statsQueries[0]).toEqual(funnelRange(FUNNEL_DAYS.day));
    expect(steps.map((s) => s.textContent)).toEqual(['Signed up20', 'Verified1050%', 'First earning440%', 'First redemption125%']);
    expect(card).toHaveTextContent('in the last 30 days');
    await userEvent.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(statsQueries.at(-1)).toEqual(funnelRange(FUNNEL_DAYS.week)));
    expect(await within(card).findByText(/in the last 84 days/)).toBeInTheDocument();
  });

  it('shows an error with Try again, and an empty range', async () => {
    let calls = 0;
    statsAnswer = () =>
      ++calls === 1
        ? [500, { message: 'Stats are down', code: 'internal' }]
        : [200, { data: { ...stats, funnel: { signed_up: 0, verified: 0, first_earning: 0, first_redemption: 0 } } }];
    renderSection();
    const card = screen.getByRole('region', { name: 'Funnel' });
    const alert = await within(card).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('No sign-ups in this range')).toBeInTheDocument();
  });
});
