import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { KycState, KycStatus, User } from '@pilotmiles/core';
import { LocationProbe } from '../../testing/LocationProbe';
import { renderWithProviders } from '../../testing/renderWithProviders';

const SESSION_URL = 'http://127.0.0.1:9400/kyc/verify/f04bdb47-d3be-4b28-b028-a652feb060b5';

const mocks = vi.hoisted(() => ({
  status: 'none' as KycStatus,
  refreshUser: vi.fn(async () => null),
  openModal: vi.fn(),
  openProviderPage: vi.fn((_url: string) => true),
}));

vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));
vi.mock('./providerPage', async (original) => ({
  ...(await original<typeof import('./providerPage')>()),
  openProviderPage: mocks.openProviderPage,
}));

const { default: KycPage } = await import('./KycPage');

const kyc = (over: Partial<KycState> = {}): KycState => ({
  status: 'pending',
  session_id: 'f04bdb47-d3be-4b28-b028-a652feb060b5',
  reason: null,
  updated_at: '2026-11-21T12:00:00.000Z',
  ...over,
});

/** The server: PATCH /api/users/kyc starts a session; PATCH /api/users/kyc-json answers `checks` in turn. */
let checks: Array<[number, unknown]> = [];
let start: [number, unknown] = [200, { data: { kyc: kyc(), session_url: SESSION_URL } }];
const calls: Array<{ path: string; method?: string; body: unknown }> = [];

beforeEach(() => {
  mocks.status = 'none';
  checks = [];
  start = [200, { data: { kyc: kyc(), session_url: SESSION_URL } }];
  calls.length = 0;
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init?: RequestInit) => {
      const { pathname } = new URL(String(input));
      calls.push({ path: pathname, method: init?.method, body: JSON.parse(String(init?.body)) });
      const [status, body] =
        pathname === '/api/users/kyc' ? start : (checks.shift() ?? [500, { message: 'no answer', code: 'internal' }]);
      return Response.json(body, { status });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderPage(path = '/auth/kyc') {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/auth/kyc" element={<KycPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { user: { uid: 'u1', kyc_status: mocks.status } as User, session: { refreshUser: mocks.refreshUser }, route: path },
  );
}

describe('KycPage', () => {
  it('explains why, shows the status, and sends the member to the provider on Start', async () => {
    renderPage('/auth/kyc?next=/rewards');
    expect(screen.getByRole('heading', { name: 'Verify your identity' })).toBeInTheDocument();
    expect(screen.getByText('Status: Not verified')).toBeInTheDocument();
    expect(screen.getByText('About 2 minutes')).toBeInTheDocument();
    expect(screen.getByText('What we keep')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Start verification' }));
    await waitFor(() => expect(mocks.openProviderPage).toHaveBeenCalledWith(SESSION_URL));
    // No check is open: nothing to ask the provider about.
    expect(calls).toEqual([{ path: '/api/users/kyc', method: 'PATCH', body: {} }]);
    // Busy until the browser has left.
    expect(screen.getByRole('button', { name: 'Opening verification…' })).toBeDisabled();
  });

  it('back from the provider (which adds nothing to our address), asks the server about the member’s check: approved, then on to the page it came from', async () => {
    mocks.status = 'pending';
    sessionStorage.setItem('pm_kyc_next', '/search/redeem?q=paypal');
    checks.push([200, { data: kyc({ status: 'approved' }) }]);
    renderPage('/auth/kyc');
    expect(screen.getByRole('progressbar', { name: 'Checking your verification' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: "You're verified" })).toBeInTheDocument();
    expect(calls).toEqual([{ path: '/api/users/kyc-json', method: 'PATCH', body: {} }]);
    await waitFor(() => expect(mocks.refreshUser).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Continue to rewards' })).toHaveAttribute(
      'href',
      '/search/redeem?q=paypal',
    );
  });

  it('never sends a session id from the address: the server looks up the member’s own', async () => {
    mocks.status = 'pending';
    checks.push([200, { data: kyc({ status: 'approved' }) }]);
    renderPage('/auth/kyc?session_id=someone-elses-session');
    expect(await screen.findByRole('heading', { name: "You're verified" })).toBeInTheDocument();
    expect(calls).toEqual([{ path: '/api/users/kyc-json', method: 'PATCH', body: {} }]);
  });

  it('drops the session id from the address once back, in place, keeping where to go next', async () => {
    mocks.status = 'pending';
    checks.push([200, { data: kyc({ status: 'approved' }) }]);
    renderPage('/auth/kyc?next=/rewards&session_id=kys_abc123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/kyc\?next=%2Frewards$/));
    expect(await screen.findByRole('heading', { name: "You're verified" })).toBeInTheDocument();
    // Links carry the address's query on: the session id no longer goes with them.
    expect(screen.getByRole('link', { name: 'Continue to rewards' }).getAttribute('href')).not.toContain('session_id');
  });

  it("shows a decline's reason, and Try again starts a new session", async () => {
    mocks.status = 'pending';
    checks.push([200, { data: kyc({ status: 'declined', reason: 'The document has expired.' }) }]);
    renderPage();
    expect(await screen.findByText(/The document has expired\./)).toBeInTheDocument();
    expect(screen.getByText('Status: Verification declined')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mocks.openProviderPage).toHaveBeenCalledWith(SESSION_URL));
  });

  it('while the provider decides, offers to refresh or to continue where the member stopped', async () => {
    mocks.status = 'pending';
    checks.push([200, { data: kyc({ status: 'pending' }) }], [200, { data: kyc({ status: 'approved' }) }]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your verification is in progress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue verification' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: "You're verified" })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/users/kyc-json')).toHaveLength(2);
  });

  it("continues a verification in progress at the provider, and shows a start's failure in the server's words", async () => {
    mocks.status = 'pending';
    checks.push([200, { data: kyc({ status: 'pending' }) }]);
    start = [
      503,
      { message: 'Identity verification is unavailable, try again in a few minutes', code: 'kyc/provider-unavailable' },
    ];
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue verification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Identity verification is unavailable, try again in a few minutes',
    );
    expect(mocks.openProviderPage).not.toHaveBeenCalled();
    start = [200, { data: { kyc: kyc(), session_url: SESSION_URL } }];
    fireEvent.click(screen.getByRole('button', { name: 'Continue verification' }));
    await waitFor(() => expect(mocks.openProviderPage).toHaveBeenCalledWith(SESSION_URL));
  });

  it("shows the server's message when the check fails, and still offers to continue", async () => {
    mocks.status = 'pending';
    checks.push([
      404,
      { message: 'This verification session is not yours or has been replaced', code: 'kyc/unknown-session' },
    ]);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification session is not yours or has been replaced',
    );
    expect(screen.getByRole('button', { name: 'Continue verification' })).toBeInTheDocument();
  });

  it('asks KYCClose before closing a verification left unfinished, and simply leaves otherwise', async () => {
    mocks.status = 'pending';
    checks.push([200, { data: kyc({ status: 'pending' }) }]);
    renderPage('/auth/kyc?next=/rewards');
    await screen.findByRole('heading', { name: 'Your verification is in progress' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(mocks.openModal).toHaveBeenCalledWith('KYCClose', { next: '/rewards', onContinue: expect.any(Function) });
    // 'Continue verification' in the modal reopens the provider's page.
    mocks.openModal.mock.calls[0]![1].onContinue();
    await waitFor(() => expect(mocks.openProviderPage).toHaveBeenCalledWith(SESSION_URL));
    cleanup();
    mocks.status = 'none';
    renderPage('/auth/kyc?next=/profile/rewards');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/rewards');
    expect(mocks.openModal).toHaveBeenCalledOnce();
  });

  it('asks the server nothing when no check is open', () => {
    for (const status of ['none', 'declined', 'approved'] as const) {
      mocks.status = status;
      renderPage();
      cleanup();
    }
    expect(calls).toEqual([]);
  });

  it('shows a verified member they are done', () => {
    mocks.status = 'approved';
    renderPage();
    expect(screen.getByRole('heading', { name: "You're verified" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to rewards' })).toHaveAttribute('href', '/rewards');
    expect(screen.queryByRole('button', { name: 'Start verification' })).not.toBeInTheDocument();
  });
});
