/**
 * /cp/rewards/kyc-2 keeps the member in the portal: the provider is asked to send them back to
 * kyc-2 (with the brand), and 'Continue' / 'Leave' go to a portal page, never the product's /rewards.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import type { KycStatus } from '@pilotmiles/core';
import { makeMember, makePortalBrand } from '../../testing/builders';
import { renderPortalAt } from './renderPortalAt';
import { cpPath } from './portalBrand';
import type { CpPortal } from './portalContext';

const SESSION_URL = 'http://127.0.0.1:9400/kyc/verify/kys_123456';

const mocks = vi.hoisted(() => ({
  openModal: vi.fn(),
  openProviderPage: vi.fn((_url: string) => true),
}));
vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));
vi.mock('../kyc/providerPage', async (original) => ({
  ...(await original<typeof import('../kyc/providerPage')>()),
  openProviderPage: mocks.openProviderPage,
}));

const { default: CpKycPage } = await import('./CpKycPage');

const portal: CpPortal = { brand: makePortalBrand({ id: 'acme' }), path: (page, extra) => cpPath(page, 'acme', extra) };
const bodies: unknown[] = [];
let check: unknown = null;
/** The signed-in member's verification, as their record says. */
let kycStatus: KycStatus;

beforeEach(() => {
  kycStatus = 'none';
  bodies.length = 0;
  check = null;
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init?: RequestInit) => {
      const { pathname } = new URL(String(input));
      bodies.push(JSON.parse(String(init?.body)));
      if (pathname === '/api/users/kyc')
        return Response.json({
          data: {
            kyc: { status: 'pending', session_id: 'kys_123456', reason: null, updated_at: null },
            session_url: SESSION_URL,
          },
        });
      return Response.json({ data: check });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

// The page under the portal's path, handed a fixed portal as the portal's layout would.
function renderAt(url: string) {
  renderPortalAt(
    url,
    <Outlet context={portal} />,
    { 'kyc-2': <CpKycPage /> },
    { user: makeMember({ uid: 'u1', kyc_status: kycStatus }) },
  );
}

const approved = { status: 'approved', session_id: 'kys_123456', reason: null, updated_at: null };

describe('CpKycPage', () => {
  it('asks the provider to send the member back to the portal’s kyc-2, with the brand', async () => {
    renderAt('/cp/rewards/kyc-2?brand=acme');
    fireEvent.click(screen.getByRole('button', { name: 'Start verification' }));
    await waitFor(() => expect(mocks.openProviderPage).toHaveBeenCalledWith(SESSION_URL));
    expect(bodies).toEqual([{ return_path: '/cp/rewards/kyc-2?brand=acme' }]);
    // Where 'Continue' goes after the round trip, kept for it: the portal's my-rewards.
    expect(sessionStorage.getItem('pm_kyc_next')).toBe('/cp/rewards/my-rewards?brand=acme');
  });

  it('back from the provider (Veriff returns to the callback as given), approved: continues to the claim page that sent the member', async () => {
    kycStatus = 'pending';
    check = approved;
    sessionStorage.setItem('pm_kyc_next', '/cp/rewards/claim-reward?brand=acme&reward=amazon-us');
    renderAt('/cp/rewards/kyc-2?brand=acme');
    expect(await screen.findByRole('heading', { name: "You're verified" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to rewards' }).getAttribute('href')).toBe(
      '/cp/rewards/claim-reward?brand=acme&reward=amazon-us',
    );
  });

  it('without a portal page to return to, continues to the portal’s my-rewards, not the product’s /rewards', async () => {
    kycStatus = 'pending';
    check = approved;
    renderAt('/cp/rewards/kyc-2?brand=acme');
    expect(await screen.findByRole('heading', { name: "You're verified" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to rewards' }).getAttribute('href')).toBe(
      '/cp/rewards/my-rewards?brand=acme',
    );
  });

  it('does not follow a `next` out of the portal (the product’s pages, another site)', () => {
    kycStatus = 'approved';
    for (const next of ['/rewards', '//evil.example/cp/rewards/', '/auth/kyc']) {
      renderAt(`/cp/rewards/kyc-2?brand=acme&next=${encodeURIComponent(next)}`);
      expect(screen.getByRole('link', { name: 'Continue to rewards' }).getAttribute('href')).toBe(
        '/cp/rewards/my-rewards?brand=acme',
      );
      cleanup();
    }
  });

  it('leaving a verification half done offers KYCClose with the portal page to leave to', () => {
    kycStatus = 'pending';
    renderAt('/cp/rewards/kyc-2?brand=acme&next=%2Fcp%2Frewards%2Fclaim-reward%3Fbrand%3Dacme%26reward%3Damazon-us');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(mocks.openModal).toHaveBeenCalledWith(
      'KYCClose',
      expect.objectContaining({ next: '/cp/rewards/claim-reward?brand=acme&reward=amazon-us' }),
    );
  });
});
