// @vitest-environment jsdom
// jsdom, which has no matchMedia: these tests describe a phone with no hover (happy-dom matches a desktop window).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router-dom';
import type { User } from '@pilotmiles/core';
import { makePortalBrand, makePortalOffer } from '../../testing/builders';
import { cpPath } from './portalBrand';
import type { CpPortal } from './portalContext';
import { renderWithProviders } from '../../testing/renderWithProviders';

const mocks = vi.hoisted(() => ({ user: null as User | null, track: vi.fn() }));
vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('../../lib/analytics', () => ({ track: mocks.track }));

const { default: CpOfferWallPage } = await import('./CpOfferWallPage');

const portal: CpPortal = {
  brand: makePortalBrand({ offers: [makePortalOffer({ id: 'o1', name: 'Fly More' })] }),
  path: (page, extra) => cpPath(page, 'skyway', extra),
};
const calls: string[] = [];
const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };

beforeEach(() => {
  calls.length = 0;
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return Response.json({ data: { click_id: 'c'.repeat(32), tracking_url: 'http://127.0.0.1:9400/click' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderWall() {
  renderWithProviders(
    <Routes>
      <Route path="/cp/rewards" element={<Outlet context={portal} />}>
        <Route path="offer-wall" element={<CpOfferWallPage />} />
      </Route>
    </Routes>,
    { user: mocks.user, route: '/cp/rewards/offer-wall?brand=skyway' },
  );
}

describe('CpOfferWallPage', () => {
  it("sends a visitor to the portal's sign-up", () => {
    mocks.user = null;
    renderWall();
    expect(screen.getByRole('link', { name: 'Sign up to start' }).getAttribute('href')).toBe(
      '/cp/rewards/signup?brand=skyway',
    );
  });

  it("starts a member's offer through the product's start flow", async () => {
    mocks.user = { uid: 'u1' } as User;
    renderWall();
    fireEvent.click(screen.getByRole('button', { name: 'Start offer' }));
    await waitFor(() => expect(tab.location.href).toBe('http://127.0.0.1:9400/click'));
    expect(calls).toContain('POST /api/swaarm/offers/o1/click');
    expect(mocks.track).toHaveBeenCalledWith('StartEarning_OfferStart', expect.objectContaining({ offer_id: 'o1' }));
  });
});
