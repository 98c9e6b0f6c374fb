import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeBrand } from './testBuilders';
import { CP_BRAND_KEY } from './portalBrand';

vi.mock('../../lib/session', () => ({
  useSession: () => ({ status: 'signedOut', user: null, refreshUser: vi.fn() }),
  useAuthSettled: () => true,
}));
vi.mock('../../lib/useSignOut', () => ({ useSignOut: () => vi.fn() }));

const { default: CpLayout, BRAND_NOT_FOUND } = await import('./CpLayout');

let answer: () => Promise<Response>;
const requested: string[] = [];

beforeEach(() => {
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
});

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/cp/rewards" element={<CpLayout />}>
            <Route index element={<p>portal page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CpLayout', () => {
  it('loads the ?brand= brand, dresses the frame and remembers the brand', async () => {
    answer = async () => Response.json({ data: makeBrand({ id: 'acme', name: 'Acme Air' }) });
    renderAt('/cp/rewards?brand=acme');
    expect(screen.getByRole('progressbar', { name: 'Loading the rewards portal' })).toBeTruthy();
    expect(await screen.findByText('portal page')).toBeTruthy();
    expect(screen.getByText('Acme Air Rewards')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/cp/rewards/signup?brand=acme');
    expect(requested).toEqual(['/api/cp/brands/acme']);
    expect(sessionStorage.getItem(CP_BRAND_KEY)).toBe('acme');
  });

  it('wears the seeded brand when none is named or remembered', async () => {
    answer = async () => Response.json({ data: makeBrand() });
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

  it('offers a retry when the brand could not load', async () => {
    answer = async () => Response.json({ message: 'Something went wrong', code: 'internal' }, { status: 500 });
    renderAt('/cp/rewards?brand=acme');
    // A server error is retried twice (1 s, then 2 s) before the page gives up and offers a retry.
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 6000 })).toBeTruthy();
  }, 10_000);
});
