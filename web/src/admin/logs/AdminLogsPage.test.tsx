import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminLogEntry, AdminLogsPage as Page } from '@pilotmiles/core';

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));

const { default: AdminLogsPage } = await import('./AdminLogsPage');
const { renderAsStaff, resetScreen, setWideScreen } = await import('../shared/testing');
const { cursorPage, fakeGetEndpoints } = await import('../../testing/fakeGetEndpoints');

const api = fakeGetEndpoints({ '/api/admin/logs': () => cursorPage([]) })['/api/admin/logs'];
const queries = api.queries;

beforeEach(resetScreen);
afterEach(resetScreen);

let seq = 0;
function entry(over: Partial<AdminLogEntry> = {}): AdminLogEntry {
  seq += 1;
  return {
    id: `log-${seq}`,
    actor: 'staff-uid-1',
    actor_email: 'staff@pilotmiles.test',
    action: 'config.update',
    target: 'config/dailyBonus',
    before: { maxDay: 7 },
    after: { maxDay: 10 },
    reason: null,
    created_at: '2026-11-21T15:00:00.000Z',
    ...over,
  };
}
const page = (items: AdminLogEntry[], nextCursor: string | null = null): [number, { data: Page }] => cursorPage(items, nextCursor);
const cards = () => within(screen.getByRole('list', { name: 'Audit entries' })).getAllByRole('listitem');

describe('AdminLogsPage', () => {
  it('shows loading, then the entries as cards on phones; Load more pages on with the cursor', async () => {
    const status = entry({ action: 'user.status', target: 'users/abc', reason: 'chargeback fraud', actor_email: null, actor: 'cli:seed' });
    api.answer = (q) => (q.cursor === 'log-cursor' ? page([entry({ target: 'config/dailyChallenge' })]) : page([status], 'log-cursor'));
    renderAsStaff(<AdminLogsPage />);
    expect(screen.getByRole('progressbar', { name: 'Loading audit entries' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(queries[0]).toEqual({});
    for (const text of ['user.status', 'users/abc', 'cli:seed', 'No e-mail', '“chargeback fraud”', 'Nov 21, 2026']) expect(cards()[0]).toHaveTextContent(text);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(queries[1]).toEqual({ cursor: 'log-cursor' });
    expect(cards()[1]).toHaveTextContent('config/dailyChallenge');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a table on wide screens, and Details opens before/after as JSON side by side', async () => {
    setWideScreen();
    api.answer = () => page([entry({ reason: 'new season' })]);
    renderAsStaff(<AdminLogsPage />);
    const table = await screen.findByRole('table', { name: 'Audit entries' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['When', 'Who', 'Action', 'Target', 'Reason', 'Details']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('staff@pilotmiles.test');
    expect(row).toHaveTextContent('new season');
    await userEvent.click(within(row).getByRole('button', { name: 'Details of config.update on config/dailyBonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Audit entry' });
    expect(within(dialog).getByLabelText('Before').textContent).toBe(JSON.stringify({ maxDay: 7 }, null, 2));
    expect(within(dialog).getByLabelText('After').textContent).toBe(JSON.stringify({ maxDay: 10 }, null, 2));
    expect(dialog).toHaveTextContent('staff@pilotmiles.test (staff-uid-1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close audit entry' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when no entry matches', async () => {
    renderAsStaff(<AdminLogsPage />);
    expect(await screen.findByText('No audit entries match')).toBeInTheDocument();
  });

  it('shows an error with Try again, which asks again', async () => {
    let calls = 0;
    api.answer = () => (++calls === 1 ? [500, { message: 'The server is down', code: 'internal' }] : page([entry()]));
    renderAsStaff(<AdminLogsPage />);
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('builds the query from the filters, offers the loaded actions, and clears them', async () => {
    api.answer = () => page([entry({ action: 'user.role' }), entry({ action: 'config.update' })]);
    renderAsStaff(<AdminLogsPage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const action = screen.getByRole('combobox', { name: 'Action' });
    await userEvent.click(action);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['config.update', 'user.role']);
    await userEvent.click(options[1]!);
    await userEvent.type(screen.getByRole('textbox', { name: 'Who (uid or e-mail)' }), ' staff@pilotmiles.test ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Target' }), 'users/');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ action: 'user.role', actor: 'staff@pilotmiles.test', target: 'users/', from: '2026-11-01', to: '2026-11-30' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({}));
    expect(screen.getByRole('textbox', { name: 'Target' })).toHaveValue('');
  });

  it('shows a refused filter under its field', async () => {
    api.answer = (q) => (q.to ? [400, { message: 'to: must be on or after from', code: 'validation/invalid-input', field: 'to' }] : page([entry()]));
    renderAsStaff(<AdminLogsPage />);
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('must be on or after from')).toBeInTheDocument();
    expect(screen.getByText('Change the filter marked in red to see results.')).toBeInTheDocument();
  });
});
