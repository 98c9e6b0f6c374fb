import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { makeOffer } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));

const { default: OfferPage } = await import('./OfferPage');

/** GET /api/swaarm/offers/{id}: off-1 exists; anything else is 404. */
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string) => {
      const { pathname } = new URL(String(input));
      if (pathname === '/api/swaarm/offers/off-1') return Response.json({ data: makeOffer() });
      return Response.json({ message: 'Offer not found', code: 'not-found' }, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(path: string) {
  renderWithProviders(<OfferPage />, { user: null, route: path, path: '/offers/:id' });
}

describe('OfferPage', () => {
  it('shows a skeleton, then the offer', async () => {
    renderPage('/offers/off-1');
    expect(screen.getByRole('progressbar', { name: 'Loading offer' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dragon Quest Idle' })).toBeInTheDocument();
  });

  it('says an unknown offer is not available, with a way back to /offers', async () => {
    renderPage('/offers/nope');
    expect(await screen.findByRole('heading', { name: 'This offer is no longer available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse offers' })).toHaveAttribute('href', '/offers');
  });
});
