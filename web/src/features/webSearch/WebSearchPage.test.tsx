import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { WebSearchResponse } from '@pilotmiles/core';
import { makeMember } from '../../testing/builders';
import { fakeApi } from '../../testing/fakeApi';
import { renderWithProviders } from '../../testing/renderWithProviders';

const mocks = vi.hoisted(() => ({ openModal: vi.fn() }));
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

const api = fakeApi();
const SEARCH = 'POST /api/web-search';

/** POST /api/web-search answers these, in turn. */
function answer(...answers: Array<[number, unknown]>) {
  api.routes[SEARCH] = () => answers.shift() ?? [500, { message: 'no answer set', code: 'internal' }];
}
const bodies = () => api.to(SEARCH).map((a) => a.body);

/** The page at `route` for a signed-in member (or a visitor, with `user: null`). */
function renderPage(route: string, options: { user?: null; authSettled?: boolean } = {}) {
  return renderWithProviders(<WebSearchPage />, { user: makeMember(), route, ...options });
}

describe('WebSearchPage', () => {
  it('searches the ?q=, toasts what it earned and refreshes the balance, then loads more without earning', async () => {
    answer([200, { data: page(0, { earned_pm: 7, earned_today_pm: 17 }) }], [200, { data: page(1, { earned_today_pm: 17 }) }]);
    const { toasts, session } = renderPage('/web-search?q=%20cheap%20flights%20to%20rome%20');
    expect(await screen.findByRole('link', { name: 'Result 0-0' })).toBeInTheDocument();
    expect(bodies()).toEqual([{ q: 'cheap flights to rome', offset: 0 }]);
    expect(api.to(SEARCH)[0].auth).toBe('Bearer member-token');
    expect(toasts.success).toHaveBeenCalledWith('You earned 7 PM for searching');
    expect(session.refreshUser).toHaveBeenCalledOnce();
    expect(screen.getByRole('complementary')).toHaveTextContent('17 / 50 PM earned from search today');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Result 1-2' })).toBeInTheDocument();
    expect(bodies().at(-1)).toEqual({ q: 'cheap flights to rome', offset: 1 });
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(toasts.success).toHaveBeenCalledOnce();
  });

  it('toasts nothing when the search earned nothing', async () => {
    answer([200, { data: page(0, { has_more: false }) }]);
    const { toasts, session } = renderPage('/web-search?q=weather');
    expect(await screen.findByRole('link', { name: 'Result 0-0' })).toBeInTheDocument();
    expect(toasts.success).not.toHaveBeenCalled();
    expect(session.refreshUser).not.toHaveBeenCalled();
  });

  it("shows the server's message when the provider is down, and tries again", async () => {
    answer([502, { message: 'Search is unavailable right now. Please try again.', code: 'search/unavailable' }], [200, { data: page(0) }]);
    renderPage('/web-search?q=weather');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is unavailable right now. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Result 0-0' })).toBeInTheDocument();
  });

  it('says when nothing was found', async () => {
    answer([200, { data: page(0, { results: [], has_more: false }) }]);
    renderPage('/web-search?q=zzqx');
    expect(await screen.findByRole('status')).toHaveTextContent('No results for "zzqx"');
  });

  it('asks nothing of the server without a query', () => {
    renderPage('/web-search');
    expect(screen.getByRole('heading', { name: 'Search the web and earn' })).toBeInTheDocument();
    expect(api.asked).toEqual([]);
    expect(mocks.openModal).not.toHaveBeenCalled();
  });

  it('gives a visitor with a query the sign-up prompt, once Auth has answered, and searches nothing', async () => {
    renderPage('/web-search?q=cheap+flights', { user: null, authSettled: false });
    expect(screen.getByRole('heading', { name: 'Sign in now to unlock all exclusive offers' })).toBeInTheDocument();
    expect(mocks.openModal).not.toHaveBeenCalled();
    cleanup();
    renderPage('/web-search?q=cheap+flights', { user: null });
    await waitFor(() => expect(mocks.openModal).toHaveBeenCalledWith('PleaseSignUp'));
    expect(api.asked).toEqual([]);
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
