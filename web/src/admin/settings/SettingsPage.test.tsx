import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  toast: { error: vi.fn(), info: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() },
}));
vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('../../lib/toast', () => ({ useToast: () => mocks.toast }));
vi.mock('../../lib/api', async (original) => ({
  ...(await original<typeof import('../../lib/api')>()),
  api: mocks.api,
}));

const { ApiError } = await import('../../lib/api');
const { default: SettingsPage } = await import('./SettingsPage');
const { renderAsStaff } = await import('../shared/testing');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const CONFIGS: Record<string, unknown> = {
  '/admin/geo-config': { blocked: ['CU'], allowed: [] },
  '/admin/events-config': { retention_days: 90 },
};

function renderPage(post: (path: string, body: unknown) => Promise<unknown>) {
  mocks.api.mockImplementation((path: string, options?: { method?: string; body?: unknown }) =>
    options?.method === 'POST' ? post(path, options.body) : Promise.resolve(CONFIGS[path]),
  );
  renderAsStaff(<SettingsPage />);
}

describe('SettingsPage', () => {
  it('loads both sections and saves one on its own, with a toast', async () => {
    const post = vi.fn((_path: string, body: unknown) => Promise.resolve(body));
    renderPage(post);
    expect(screen.getByRole('heading', { level: 1, name: 'Platform settings' })).toBeInTheDocument();
    const blocked = await screen.findByRole('combobox', { name: 'Blocked countries' });
    expect(await screen.findByLabelText('Keep events for (days)')).toHaveValue(90);
    await userEvent.type(blocked, 'ir{Enter}');
    const geo = screen.getByRole('form', { name: 'Where PilotMiles is available' });
    const saveGeo = geo.querySelector('button[type="submit"]') as HTMLButtonElement;
    await waitFor(() => expect(saveGeo).toBeEnabled());
    await userEvent.click(saveGeo);
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Saved'));
    expect(post).toHaveBeenCalledExactlyOnceWith('/admin/geo-config', { blocked: ['CU', 'IR'], allowed: [] });
    // The form restarts from the saved lists: nothing left to save.
    await waitFor(() =>
      expect(
        screen.getByRole('form', { name: 'Where PilotMiles is available' }).querySelector('button[type="submit"]'),
      ).toBeDisabled(),
    );
  });

  it("shows the server's 400 message", async () => {
    renderPage(() =>
      Promise.reject(new ApiError(400, 'validation/invalid-input', 'Unrecognized key: "extra"', 'body')),
    );
    const days = await screen.findByLabelText('Keep events for (days)');
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    const events = screen.getByRole('form', { name: 'Analytics retention' });
    const save = events.querySelector('button[type="submit"]') as HTMLButtonElement;
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Unrecognized key: "extra"'));
    expect(days).toHaveValue(30); // the edit stays
  });
});
