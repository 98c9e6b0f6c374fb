import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { WebSearchResult } from '@pilotmiles/core';
import { WebSearchView, type WebSearchState, type WebSearchViewProps } from './WebSearchView';
import { renderWithProviders } from '../../testing/renderWithProviders';

afterEach(cleanup);

const result = (n: number): WebSearchResult => ({
  title: `Cheap flights to Rome ${n}`,
  url: `https://www.example.com/flights/${n}`,
  display_url: `www.example.com › flights › ${n}`,
  snippet: `Compare deals for cheap flights to Rome, number ${n}.`,
});

const ready = (over: Partial<Extract<WebSearchState, { kind: 'ready' }>> = {}): WebSearchState => ({
  kind: 'ready',
  results: [result(1), result(2)],
  hasMore: false,
  loadingMore: false,
  moreError: null,
  ...over,
});

function renderView(over: Partial<WebSearchViewProps> = {}) {
  const props: WebSearchViewProps = {
    query: 'cheap flights to rome',
    state: ready(),
    progress: { earned: 15, cap: 50 },
    onRetry: vi.fn(),
    onLoadMore: vi.fn(),
    onDosAndDonts: vi.fn(),
    ...over,
  };
  renderWithProviders(<WebSearchView {...props} />, { route: '/web-search?q=cheap+flights+to+rome&utm_source=tiktok' });
  return props;
}

describe('WebSearchView', () => {
  it('lists results: the title opens the page in a new tab, with the address and snippet below', () => {
    renderView();
    const list = screen.getByRole('list', { name: 'Results for cheap flights to rome' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const link = within(items[0]!).getByRole('link', { name: 'Cheap flights to Rome 1' });
    expect(link).toHaveAttribute('href', 'https://www.example.com/flights/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(items[0]).toHaveTextContent('www.example.com › flights › 1');
    expect(items[0]).toHaveTextContent('Compare deals for cheap flights to Rome, number 1.');
    expect(screen.getByRole('heading', { name: 'Results for “cheap flights to rome”' })).toBeInTheDocument();
  });

  it("shows today's search rewards with a progress bar", () => {
    renderView();
    const aside = screen.getByRole('complementary', { name: 'Search rewards today' });
    expect(aside).toHaveTextContent('15 / 50 PM earned from search today');
    const bar = within(aside).getByRole('progressbar', { name: 'PilotMiles earned from search today' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(aside).toHaveTextContent('Rewards arrive at random moments');
  });

  it('draws 0 of 50 on a neutral track under a green fill (the e2e polish spec checks the colours drawn)', () => {
    renderView({ progress: { earned: 0, cap: 50 } });
    const bar = screen.getByRole('progressbar', { name: 'PilotMiles earned from search today' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveClass('MuiLinearProgress-colorSuccess');
  });

  it('says when the daily limit is reached', () => {
    renderView({ progress: { earned: 50, cap: 50 } });
    expect(screen.getByRole('complementary')).toHaveTextContent('50 / 50 PM earned from search today');
    expect(screen.getByRole('complementary')).toHaveTextContent("You've reached today's limit");
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows skeletons while loading, and no results or empty text', () => {
    renderView({ state: { kind: 'loading' }, progress: null });
    expect(screen.getByRole('progressbar', { name: 'Loading results' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('complementary')).toHaveTextContent('up to a daily limit');
  });

  it('says when nothing was found', () => {
    renderView({ query: 'qwxzv', state: ready({ results: [] }) });
    expect(screen.getByRole('status')).toHaveTextContent('No results for "qwxzv"');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("shows the server's message on failure, with a retry", () => {
    const props = renderView({
      state: { kind: 'error', message: 'Search is unavailable right now. Please try again.' },
      progress: null,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Search is unavailable right now. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledOnce();
  });

  it('loads more while there is more, busy while it loads, and shows a failure below the results', () => {
    const props = renderView({ state: ready({ hasMore: true }) });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(props.onLoadMore).toHaveBeenCalledOnce();
    cleanup();

    renderView({ state: ready({ hasMore: true, loadingMore: true }) });
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
    cleanup();

    const failed = renderView({ state: ready({ hasMore: true, moreError: 'An error occurred' }) });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.onLoadMore).toHaveBeenCalledOnce();
  });

  it("opens the do's and don'ts", () => {
    const props = renderView();
    fireEvent.click(screen.getByRole('button', { name: "Search do's and don'ts" }));
    expect(props.onDosAndDonts).toHaveBeenCalledOnce();
  });

  it('explains the page before a search', () => {
    renderView({ query: '', state: { kind: 'idle' }, progress: null });
    expect(screen.getByRole('heading', { name: 'Search the web and earn' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('asks a visitor with a query to sign up or sign in, carrying the campaign parameters', () => {
    renderView({ state: { kind: 'signedOut' }, progress: null });
    expect(screen.getByRole('heading', { name: 'Sign in now to unlock all exclusive offers' })).toBeInTheDocument();
    expect(screen.getByText(/see the results for "cheap flights to rome"/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/auth/signup?utm_source=tiktok',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin?utm_source=tiktok');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Search do's and don'ts" })).toBeInTheDocument();
  });
});
