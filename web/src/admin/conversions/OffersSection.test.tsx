import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_OFFERS_CONFIG } from '@pilotmiles/core';
import { fakeApi, ok, type Route } from '../../testing/fakeApi';

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));

const { OffersSection } = await import('./OffersSection');
const { renderAsStaff } = await import('../shared/testing');

const CONFIG = 'GET /api/admin/offers-config';
const SYNC = 'POST /api/admin/offers/sync';
const api = fakeApi();

/** The config loads; the sync answers with `sync`. */
function serve(sync: Route) {
  api.routes[CONFIG] = () => ok(DEFAULT_OFFERS_CONFIG);
  api.routes[SYNC] = sync;
}

describe('OffersSection', () => {
  it('syncs the catalogue and toasts what changed', async () => {
    let answer: (r: unknown) => void = () => {};
    serve(() => new Promise((resolve) => (answer = (r) => resolve(ok(r)))));
    const { toasts } = renderAsStaff(<OffersSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(screen.getByRole('button', { name: 'Syncing...' })).toBeDisabled();
    // The request leaves once the token is read: answer it only then.
    await waitFor(() => expect(api.to(SYNC)).toHaveLength(1));
    answer({ upserted: 62, deactivated: 1, skipped: 2, total: 64 });
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Synced 64 offers: 62 updated, 1 deactivated, 2 skipped'),
    );
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeEnabled();
    // A bare POST: the sync takes no body.
    expect(api.to(SYNC).map((a) => a.body)).toEqual([undefined]);
  });

  it("toasts the server's message when the feed fails", async () => {
    serve(() => [502, { message: 'The offer feed answered 503', code: 'offers/feed-failed' }]);
    const { toasts } = renderAsStaff(<OffersSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('The offer feed answered 503'));
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('loads the offer settings into the form', async () => {
    serve(() => ok({}));
    renderAsStaff(<OffersSection />);
    expect(await screen.findByRole('spinbutton', { name: 'Member share (0 to 1)' })).toHaveValue(0.7);
    expect(api.to(CONFIG)).toHaveLength(1);
    // The load can be cancelled (the page left): fetch got the query's signal.
    expect(fetch).toHaveBeenCalledWith(
      expect.objectContaining({ pathname: '/api/admin/offers-config' }),
      expect.objectContaining({ signal: expect.anything() }),
    );
  });
});
