import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminEvent, AdminEventsPage as Page, EventStats } from '@pilotmiles/core';

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));

const { default: AdminEventsPage } = await import('./AdminEventsPage');
const { renderAsStaff, resetScreen, setWideScreen } = await import('../shared/testing');
const { cursorPage, fakeGetEndpoints } = await import('../../testing/fakeGetEndpoints');

const stats = (over: Partial<EventStats> = {}): EventStats => ({
  from: '2026-11-10',
  to: '2026-11-11',
  days: [
    { day: '2026-11-10', events: 5, by_type: { page_view: 4, offer_click: 1 }, unique_sessions: 3, landing_visits: 2 },
    { day: '2026-11-11', events: 2, by_type: { page_view: 2 }, unique_sessions: 2, landing_visits: 1 },
  ],
  totals_by_type: { page_view: 6, offer_click: 1 },
  top_pages: [
    { path: '/offers', count: 4 },
    { path: '/', count: 2 },
  ],
  funnel: { signed_up: 10, verified: 5, first_earning: 2, first_redemption: 0 },
  ...over,
});

const api = fakeGetEndpoints({
  '/api/events': () => cursorPage([]),
  '/api/events/stats': () => [200, { data: stats() }],
});
const list = api['/api/events'];
const statsApi = api['/api/events/stats'];
const queries = list.queries;
const statsQueries = statsApi.queries;

beforeEach(resetScreen);
afterEach(resetScreen);

let seq = 0;
function event(over: Partial<AdminEvent> = {}): AdminEvent {
  seq += 1;
  return {
    id: `ev-${seq}`,
    event_type: 'page_view',
    event_data: { path: '/offers', tags: ['a', 'b'] },
    session_id: 'sess-1',
    page_url: 'https://pilotmiles.test/offers',
    uid: 'member-1',
    created_at: '2026-11-21T15:00:00.000Z',
    ...over,
  };
}
const page = (items: AdminEvent[], nextCursor: string | null = null): [number, { data: Page }] => cursorPage(items, nextCursor);
const cards = () => within(screen.getByRole('list', { name: 'Events' })).getAllByRole('listitem');

describe('AdminEventsPage', () => {
  it('shows loading, then the events as cards on phones; Load more pages on with the cursor', async () => {
    list.answer = (q) =>
      q.cursor === 'ev-cursor' ? page([event({ event_type: 'offer_click', uid: null })]) : page([event()], 'ev-cursor');
    renderAsStaff(<AdminEventsPage />);
    expect(screen.getByRole('progressbar', { name: 'Loading events' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading event stats')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(queries[0]).toEqual({});
    expect(statsQueries[0]).toEqual({});
    for (const text of ['page_view', 'https://pilotmiles.test/offers', 'Member member-1', 'Session sess-1', 'Nov 21, 2026']) expect(cards()[0]).toHaveTextContent(text);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(queries[1]).toEqual({ cursor: 'ev-cursor' });
    expect(cards()[1]).toHaveTextContent('Signed out');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the range stats: totals, types, top pages and the funnel with step conversion', async () => {
    renderAsStaff(<AdminEventsPage />);
    const traffic = await screen.findByRole('region', { name: 'Traffic' });
    expect(screen.getByText('Nov 10, 2026 – Nov 11, 2026 (UTC)')).toBeInTheDocument();
    expect(traffic).toHaveTextContent('7Events');
    expect(traffic).toHaveTextContent('5Unique sessions');
    expect(traffic).toHaveTextContent('3Landing visits');
    const rows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows('Events by type')).toEqual(['page_view6', 'offer_click1']);
    expect(rows('Top pages')).toEqual(['/offers4', '/2']);
    const steps = within(screen.getByRole('list', { name: 'Funnel' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toEqual(['Signed up10', 'Verified550%', 'First earning240%', 'First redemption00%']);
  });

  it('shows a table on wide screens, and Details opens the event data as JSON', async () => {
    setWideScreen();
    const e = event();
    list.answer = () => page([e]);
    renderAsStaff(<AdminEventsPage />);
    const table = await screen.findByRole('table', { name: 'Events' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['When', 'Type', 'Member', 'Session', 'Page', 'Details']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('member-1');
    await userEvent.click(within(row).getByRole('button', { name: /^Details of page_view at / }));
    const dialog = await screen.findByRole('dialog', { name: 'Event' });
    expect(within(dialog).getByLabelText('Event data').textContent).toBe(JSON.stringify(e.event_data, null, 2));
    expect(dialog).toHaveTextContent('sess-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when no event matches, and when the range has no events', async () => {
    statsApi.answer = () => [200, { data: stats({ days: [], totals_by_type: {}, top_pages: [], funnel: { signed_up: 0, verified: 0, first_earning: 0, first_redemption: 0 } }) }];
    renderAsStaff(<AdminEventsPage />);
    expect(await screen.findByText('No events match')).toBeInTheDocument();
    expect(await screen.findByText('No events in this range')).toBeInTheDocument();
    expect(screen.getByText('No page views in this range')).toBeInTheDocument();
  });

  it('shows errors with Try again, which asks again', async () => {
    let calls = 0;
    let statCalls = 0;
    list.answer = () => (++calls === 1 ? [500, { message: 'The server is down', code: 'internal' }] : page([event()]));
    statsApi.answer = () => (++statCalls === 1 ? [500, { message: 'Stats are down', code: 'internal' }] : [200, { data: stats() }]);
    renderAsStaff(<AdminEventsPage />);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    for (const alert of screen.getAllByRole('alert')) await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(await screen.findByRole('region', { name: 'Traffic' })).toBeInTheDocument();
  });

  it('builds both queries from the filters, offers the known types, and clears them', async () => {
    list.answer = () => page([event({ event_type: 'sign_up' })]);
    renderAsStaff(<AdminEventsPage />);
    await waitFor(() => expect(cards()).toHaveLength(1));
    await screen.findByRole('region', { name: 'Traffic' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['offer_click', 'page_view', 'sign_up']);
    await userEvent.click(options[0]!);
    await userEvent.type(screen.getByRole('textbox', { name: 'Member uid' }), ' member-1 ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Session' }), 'sess-9');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ event_type: 'offer_click', uid: 'member-1', session_id: 'sess-9', from: '2026-11-01', to: '2026-11-30' }),
    );
    await waitFor(() => expect(statsQueries.at(-1)).toEqual({ from: '2026-11-01', to: '2026-11-30' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({}));
    expect(screen.getByRole('textbox', { name: 'Session' })).toHaveValue('');
  });

  it('shows a range the stats refuse under its field', async () => {
    statsApi.answer = (q) =>
      q.from ? [400, { message: 'from: the range may cover at most 92 days', code: 'validation/invalid-input', field: 'from' }] : [200, { data: stats() }];
    list.answer = () => page([event()]);
    renderAsStaff(<AdminEventsPage />);
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('the range may cover at most 92 days')).toBeInTheDocument();
    expect(screen.getByText('Change the filter marked in red to see results.')).toBeInTheDocument();
  });
});
