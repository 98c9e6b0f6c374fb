import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { KycState, KycStatus, User } from '@pilotmiles/core';
import { LocationProbe } from '../../testing/LocationProbe';
import { renderWithProviders } from '../../testing/renderWithProviders';

const SESSION_URL = 'http://127.0.0.1:9400/kyc/session/ses_123456';

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
  session_id: 'ses_123456',
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
    expect(calls).toEqual([{ path: '/api/users/kyc', method: 'PATCH', body: {} }]);
    // Busy until the browser has left.
    expect(screen.getByRole('button', { name: 'Opening verification…' })).toBeDisabled();
  });

  it("offers to continue a verification in progress, and shows a start's failure in the server's words", async () => {
    mocks.status = 'pending';
    start = [
      503,
      { message: 'Identity verification is unavailable, try again in a few minutes', code: 'kyc/provider-unavailable' },
    ];
    renderPage();
    expect(screen.getByText('Status: Verification in progress')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue verification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Identity verification is unavailable, try again in a few minutes',
    );
    expect(mocks.openProviderPage).not.toHaveBeenCalled();
  });

  it('asks the server about the session on the way back: approved, then on to the page it came from', async () => {
    mocks.status = 'pending';
    sessionStorage.setItem('pm_kyc_next', '/search/redeem?q=paypal');
    checks.push([200, { data: kyc({ status: 'approved' }) }]);
    renderPage('/auth/kyc?session_id=ses_123456');
    expect(screen.getByRole('progressbar', { name: 'Checking your verification' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: "You're verified" })).toBeInTheDocument();
    expect(calls).toEqual([{ path: '/api/users/kyc-json', method: 'PATCH', body: { session_id: 'ses_123456' } }]);
    await waitFor(() => expect(mocks.refreshUser).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Continue to rewards' })).toHaveAttribute(
      'href',
      '/search/redeem?q=paypal',
    );
  });

  it("shows a decline's reason, and Try again starts a new session", async () => {
    mocks.status = 'pending';
    checks.push([200, { data: kyc({ status: 'declined', reason: 'The document has expired.' }) }]);
    renderPage('/auth/kyc?session_id=ses_123456');
    expect(await screen.findByText(/The document has expired\./)).toBeInTheDocument();
    expect(screen.getByText('Status: Verification declined')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mocks.openProviderPage).toHaveBeenCalledWith(SESSION_URL));
  });

  it('says the documents are being checked while the provider decides, and refreshes on demand', async () => {
    mocks.status = 'pending';
    checks.push([200, { data: kyc({ status: 'pending' }) }], [200, { data: kyc({ status: 'approved' }) }]);
    renderPage('/auth/kyc?session_id=ses_123456');
    expect(await screen.findByRole('heading', { name: 'We are checking your documents' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: "You're verified" })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/users/kyc-json')).toHaveLength(2);
  });

  it("shows the server's message when the check fails", async () => {
    checks.push([
      404,
      { message: 'This verification session is not yours or has expired', code: 'kyc/unknown-session' },
    ]);
    renderPage('/auth/kyc?session_id=ses_999999');
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification session is not yours or has expired');
  });

  it('asks KYCClose when the member cancelled at the provider, without looking the session up', async () => {
    mocks.status = 'pending';
    renderPage('/auth/kyc?session_id=ses_123456&cancelled=1');
    await waitFor(() =>
      expect(mocks.openModal).toHaveBeenCalledWith('KYCClose', { next: '/rewards', onContinue: expect.any(Function) }),
    );
    // The return's parameters are gone: a reload does not ask again.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/kyc$/));
    expect(calls).toEqual([]);
    // 'Continue verification' in the modal reopens the provider's page.
    mocks.openModal.mock.calls[0]![1].onContinue();
    await waitFor(() => expect(mocks.openProviderPage).toHaveBeenCalledWith(SESSION_URL));
  });

  it('asks KYCClose before closing a verification left unfinished, and simply leaves otherwise', () => {
    mocks.status = 'pending';
    renderPage('/auth/kyc?next=/rewards');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(mocks.openModal).toHaveBeenCalledWith('KYCClose', { next: '/rewards', onContinue: expect.any(Function) });
    cleanup();
    mocks.status = 'none';
    renderPage('/auth/kyc?next=/profile/rewards');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/rewards');
    expect(mocks.openModal).toHaveBeenCalledOnce();
  });

  it('shows a verified member they are done', () => {
    mocks.status = 'approved';
    renderPage();
    expect(screen.getByRole('heading', { name: "You're verified" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to rewards' })).toHaveAttribute('href', '/rewards');
    expect(screen.queryByRole('button', { name: 'Start verification' })).not.toBeInTheDocument();
  });
});
