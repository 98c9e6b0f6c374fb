import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { WebSearchResponse } from '@pilotmiles/core';

const mocks = vi.hoisted(() => ({
  signedIn: true,
  settled: true,
  refreshUser: vi.fn(async () => null),
  openModal: vi.fn(),
  toast: { error: vi.fn(), info: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() },
}));
vi.mock('../../lib/session', () => ({
  useSession: () => ({
    status: mocks.signedIn ? 'signedIn' : 'signedOut',
    authUser: mocks.signedIn ? { uid: 'member-1' } : null,
    user: null,
    refreshUser: mocks.refreshUser,
  }),
  useAuthSettled: () => mocks.settled,
}));
vi.mock('../../lib/authState', () => ({
  readyAuth: async () => (mocks.signedIn ? { currentUser: { getIdToken: async () => 'member-token' } } : null),
}));
vi.mock('../../lib/toast', () => ({ useToast: () => mocks.toast }));
vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));

const { default: WebSearchPage } = await import('./WebSearchPage');
const { queryOf } = await import('./useWebSearchScreen');

const page = (offset: number, over: Partial<WebSearchResponse> = {}): WebSearchResponse => ({
  query: 'cheap flights to rome',
  results: Array.from({ length: 3 }, (_, i) => ({
    title: `Result ${offset}-${i}`,
    url: `https://example.com/${offset}/${i}`,
    display_url: `example.com › ${offset} › ${i}`,
    snippet: 'A snippet.',
  })),
  offset,
  has_more: offset === 0,
  earned_pm: 0,
  earned_today_pm: 10,
  daily_cap_pm: 50,
  ...over,
});

let answers: Array<[number, unknown]> = [];
const bodies: unknown[] = [];

beforeEach(() => {
  mocks.signedIn = true;
  mocks.settled = true;
  answers = [];
  bodies.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init?: RequestInit) => {
      expect(new URL(String(input)).pathname).toBe('/api/web-search');
      expect(init?.method).toBe('POST');
      bodies.push(JSON.parse(String(init?.body)));
      const [status, body] = answers.shift() ?? [500, { message: 'no answer set', code: 'internal' }];
      return Response.json(body, { status });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <WebSearchPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('WebSearchPage', () => {
  it('searches the ?q=, toasts what it earned and refreshes the balance, then loads more without earning', async () => {
    answers.push(
      [200, { data: page(0, { earned_pm: 7, earned_today_pm: 17 }) }],
      [200, { data: page(1, { earned_today_pm: 17 }) }],
    );
    renderPage('/web-search?q=%20cheap%20flights%20to%20rome%20');
    expect(await screen.findByRole('link', { name: 'Result 0-0' })).toBeInTheDocument();
    expect(bodies).toEqual([{ q: 'cheap flights to rome', offset: 0 }]);
    expect(mocks.toast.success).toHaveBeenCalledWith('You earned 7 PM for searching');
    expect(mocks.refreshUser).toHaveBeenCalledOnce();
    expect(screen.getByRole('complementary')).toHaveTextContent('17 / 50 PM earned from search today');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Result 1-2' })).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ q: 'cheap flights to rome', offset: 1 });
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(mocks.toast.success).toHaveBeenCalledOnce();
  });

  it('toasts nothing when the search earned nothing', async () => {
    answers.push([200, { data: page(0, { has_more: false }) }]);
    renderPage('/web-search?q=weather');
    expect(await screen.findByRole('link', { name: 'Result 0-0' })).toBeInTheDocument();
    expect(mocks.toast.success).not.toHaveBeenCalled();
    expect(mocks.refreshUser).not.toHaveBeenCalled();
  });

  it("shows the server's message when the provider is down, and tries again", async () => {
    answers.push(
      [502, { message: 'Search is unavailable right now. Please try again.', code: 'search/unavailable' }],
      [200, { data: page(0) }],
    );
    renderPage('/web-search?q=weather');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is unavailable right now. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Result 0-0' })).toBeInTheDocument();
  });

  it('says when nothing was found', async () => {
    answers.push([200, { data: page(0, { results: [], has_more: false }) }]);
    renderPage('/web-search?q=zzqx');
    expect(await screen.findByRole('status')).toHaveTextContent('No results for "zzqx"');
  });

  it('asks nothing of the server without a query', () => {
    renderPage('/web-search');
    expect(screen.getByRole('heading', { name: 'Search the web and earn' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(mocks.openModal).not.toHaveBeenCalled();
  });

  it('gives a visitor with a query the sign-up prompt, once Auth has answered, and searches nothing', async () => {
    mocks.signedIn = false;
    mocks.settled = false;
    renderPage('/web-search?q=cheap+flights');
    expect(screen.getByRole('heading', { name: 'Sign in now to unlock all exclusive offers' })).toBeInTheDocument();
    expect(mocks.openModal).not.toHaveBeenCalled();
    cleanup();
    mocks.settled = true;
    renderPage('/web-search?q=cheap+flights');
    await waitFor(() => expect(mocks.openModal).toHaveBeenCalledWith('PleaseSignUp'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("opens the do's and don'ts", () => {
    renderPage('/web-search');
    fireEvent.click(screen.getByRole('button', { name: "Search do's and don'ts" }));
    expect(mocks.openModal).toHaveBeenCalledWith('SearchDosAndDonts');
  });

  it('takes the query as the API does: trimmed, no control characters, at most 200 characters', () => {
    expect(queryOf('?q=%20%20hello%20')).toBe('hello');
    expect(queryOf('?q=a%00b')).toBe('a b');
    expect(queryOf(`?q=${'x'.repeat(300)}`)).toHaveLength(200);
    expect(queryOf('?utm_source=x')).toBe('');
  });
});
