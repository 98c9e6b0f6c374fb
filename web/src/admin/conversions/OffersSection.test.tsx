import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_OFFERS_CONFIG } from '@pilotmiles/core';

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
const { OffersSection } = await import('./OffersSection');
const { renderAsStaff } = await import('../shared/testing');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The config loads; the sync answers with `sync`. */
function serve(sync: () => Promise<unknown>) {
  mocks.api.mockImplementation((path: string, o?: { method?: string }) =>
    path === '/admin/offers/sync' && o?.method === 'POST' ? sync() : Promise.resolve(DEFAULT_OFFERS_CONFIG),
  );
}

describe('OffersSection', () => {
  it('syncs the catalogue and toasts what changed', async () => {
    let answer: (r: unknown) => void = () => {};
    serve(() => new Promise((resolve) => (answer = resolve)));
    renderAsStaff(<OffersSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(screen.getByRole('button', { name: 'Syncing...' })).toBeDisabled();
    answer({ upserted: 62, deactivated: 1, skipped: 2, total: 64 });
    await waitFor(() =>
      expect(mocks.toast.success).toHaveBeenCalledWith('Synced 64 offers: 62 updated, 1 deactivated, 2 skipped'),
    );
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeEnabled();
    expect(mocks.api).toHaveBeenCalledWith('/admin/offers/sync', { method: 'POST' });
  });

  it("toasts the server's message when the feed fails", async () => {
    serve(() => Promise.reject(new ApiError(502, 'offers/feed-failed', 'The offer feed answered 503')));
    renderAsStaff(<OffersSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('The offer feed answered 503'));
    expect(mocks.toast.success).not.toHaveBeenCalled();
  });

  it('loads the offer settings into the form', async () => {
    serve(() => Promise.resolve({}));
    renderAsStaff(<OffersSection />);
    expect(await screen.findByRole('spinbutton', { name: 'Member share (0 to 1)' })).toHaveValue(0.7);
    expect(mocks.api).toHaveBeenCalledWith('/admin/offers-config', expect.objectContaining({ signal: expect.anything() }));
  });
});
