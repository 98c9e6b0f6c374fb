import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { User } from '@pilotmiles/core';
import { makeMember, makePortalBrand } from '../../../testing/builders';
import { renderPortalAt } from '../../../features/cpPortal/renderPortalAt';
import { scaled } from '../../../testing/timeouts';
import { CP_BRAND_KEY } from '../../../features/cpPortal/portalBrand';

const mocks = vi.hoisted(() => ({ signOutOfAuth: vi.fn() }));
// The real sign-out hook, with the identity provider's part stood in for: it signs out, then leaves.
vi.mock('../../../lib/loadAuth', () => ({
  signOutOfAuth: async (leave: () => unknown) => {
    mocks.signOutOfAuth();
    await leave();
  },
}));
vi.mock('../../../lib/push/forget', () => ({ forgetPushToken: async () => undefined }));

const { default: PortalLayout, BRAND_NOT_FOUND } = await import('./PortalLayout');

let answer: () => Promise<Response>;
const requested: string[] = [];
/** Who is signed in for the next render (a visitor unless a test says). */
let user: User | null;

beforeEach(() => {
  user = null;
  requested.length = 0;
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string) => {
      requested.push(new URL(String(input)).pathname);
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderAt(url: string) {
  return renderPortalAt(
    url,
    <PortalLayout />,
    { '': <p>portal page</p>, landing: <p>portal landing</p>, 'my-rewards': <p>portal my rewards</p> },
    { user },
  );
}

describe('PortalLayout', () => {
  it('loads the ?brand= brand, dresses the frame and remembers the brand', async () => {
    answer = async () => Response.json({ data: makePortalBrand({ id: 'acme', name: 'Acme Air' }) });
    renderAt('/cp/rewards?brand=acme');
    expect(screen.getByRole('progressbar', { name: 'Loading the rewards portal' })).toBeTruthy();
    expect(await screen.findByText('portal page')).toBeTruthy();
    expect(screen.getByText('Acme Air Rewards')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/cp/rewards/signup?brand=acme');
    expect(requested).toEqual(['/api/cp/brands/acme']);
    expect(sessionStorage.getItem(CP_BRAND_KEY)).toBe('acme');
  });

  it('keeps every link of its frame in the portal, with the brand', async () => {
    answer = async () => Response.json({ data: makePortalBrand({ id: 'acme', name: 'Acme Air' }) });
    user = makeMember({ uid: 'u1', total_coins: 1200 });
    renderAt('/cp/rewards?brand=acme');
    await screen.findByText('portal page');
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/cp/rewards/landing?brand=acme',
      '/cp/rewards/offer-wall?brand=acme',
      '/cp/rewards/how-to-earn?brand=acme',
      '/cp/rewards/my-rewards?brand=acme',
    ]);
    // The balance is shown, not a way out to the product's /rewards.
    expect(screen.getByLabelText('Balance').closest('a')).toBeNull();
  });

  it('signing out lands on the portal’s landing for the same brand, not the product’s home', async () => {
    answer = async () => Response.json({ data: makePortalBrand({ id: 'acme', name: 'Acme Air' }) });
    user = makeMember({ uid: 'u1', total_coins: 1200 });
    renderAt('/cp/rewards/my-rewards?brand=acme');
    await screen.findByText('portal my rewards');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/cp/rewards/landing?brand=acme'));
    expect(mocks.signOutOfAuth).toHaveBeenCalledOnce();
    // The sign-out clears the cache: the brand loads again, and the portal's landing shows.
    expect(await screen.findByText('portal landing')).toBeTruthy();
    expect(screen.queryByText('left the portal')).toBeNull();
  });

  it('wears the seeded brand when none is named or remembered', async () => {
    answer = async () => Response.json({ data: makePortalBrand() });
    renderAt('/cp/rewards');
    await screen.findByText('portal page');
    expect(requested).toEqual(['/api/cp/brands/skyway']);
  });

  it('says the portal is not available for an unknown brand', async () => {
    answer = async () => Response.json({ message: 'Brand not found', code: 'cp/brand-not-found' }, { status: 404 });
    renderAt('/cp/rewards?brand=nobody');
    expect(await screen.findByText(BRAND_NOT_FOUND)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it(
    'offers a retry when the brand could not load',
    async () => {
      answer = async () => Response.json({ message: 'Something went wrong', code: 'internal' }, { status: 500 });
      renderAt('/cp/rewards?brand=acme');
      // A server error is retried twice (1 s, then 2 s) before the page gives up and offers a retry.
      expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: scaled(6000) })).toBeTruthy();
    },
    scaled(10_000),
  );
});
