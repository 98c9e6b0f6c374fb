import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, type Route } from '../../testing/fakeApi';

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));

const { default: SettingsPage } = await import('./SettingsPage');
const { renderAsStaff } = await import('../shared/testing');

/** Both configs load; either section's save answers with `save`. */
function renderPage(save: Route) {
  return renderAsStaff(<SettingsPage />, {
    endpoints: {
      'GET /api/admin/geo-config': () => ok({ blocked: ['CU'], allowed: [] }),
      'GET /api/admin/events-config': () => ok({ retention_days: 90 }),
      'POST /api/admin/geo-config': save,
      'POST /api/admin/events-config': save,
    },
  });
}

describe('SettingsPage', () => {
  it('loads both sections and saves one on its own, with a toast', async () => {
    const { api, toasts } = renderPage(({ body }) => ok(body));
    expect(screen.getByRole('heading', { level: 1, name: 'Platform settings' })).toBeInTheDocument();
    const blocked = await screen.findByRole('combobox', { name: 'Blocked countries' });
    expect(await screen.findByLabelText('Keep events for (days)')).toHaveValue(90);
    await userEvent.type(blocked, 'ir{Enter}');
    const geo = screen.getByRole('form', { name: 'Where PilotMiles is available' });
    const saveGeo = geo.querySelector('button[type="submit"]') as HTMLButtonElement;
    await waitFor(() => expect(saveGeo).toBeEnabled());
    await userEvent.click(saveGeo);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Saved'));
    expect(api.asked.filter((a) => a.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/api/admin/geo-config', body: { blocked: ['CU', 'IR'], allowed: [] } }),
    ]);
    // The form restarts from the saved lists: nothing left to save.
    await waitFor(() =>
      expect(
        screen.getByRole('form', { name: 'Where PilotMiles is available' }).querySelector('button[type="submit"]'),
      ).toBeDisabled(),
    );
  });

  it("shows the server's 400 message", async () => {
    const { toasts } = renderPage(() => [
      400,
      { message: 'Unrecognized key: "extra"', code: 'validation/invalid-input', field: 'body' },
    ]);
    const days = await screen.findByLabelText('Keep events for (days)');
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    const events = screen.getByRole('form', { name: 'Analytics retention' });
    const save = events.querySelector('button[type="submit"]') as HTMLButtonElement;
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Unrecognized key: "extra"'));
    expect(days).toHaveValue(30); // the edit stays
  });
});
