import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { WebSearchResult } from '@pilotmiles/core';
import { WebSearchViewCompact, type WebSearchViewCompactProps } from './WebSearchViewCompact';
import { renderWithProviders } from '../../testing/renderWithProviders';

afterEach(cleanup);

const result = (n: number): WebSearchResult => ({
  title: `Cheap flights to Rome ${n}`,
  url: `https://www.example.com/flights/${n}`,
  display_url: `www.example.com › flights › ${n}`,
  snippet: `Deal number ${n}.`,
});

const props = (over: Partial<WebSearchViewCompactProps> = {}): WebSearchViewCompactProps => ({
  query: 'rome',
  state: { kind: 'ready', results: [result(1), result(2)], hasMore: true, loadingMore: false, moreError: null },
  progress: { earned: 15, cap: 50 },
  onRetry: vi.fn(),
  onLoadMore: vi.fn(),
  onDosAndDonts: vi.fn(),
  onSearch: vi.fn(),
  ...over,
});

const renderView = (p: WebSearchViewCompactProps) => renderWithProviders(<WebSearchViewCompact {...p} />);

describe('WebSearchViewCompact', () => {
  it('shows results, loads more, and keeps the do’s and don’ts trigger', () => {
    const p = props();
    renderView(p);
    expect(within(screen.getByRole('list', { name: 'Results for rome' })).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(p.onLoadMore).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: "Search do's and don'ts" }));
    expect(p.onDosAndDonts).toHaveBeenCalled();
  });

  it('searches from its own field', () => {
    const p = props({ query: '', state: { kind: 'idle' }, progress: null });
    renderView(p);
    fireEvent.change(within(screen.getByRole('search')).getByRole('searchbox'), { target: { value: ' paris ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(p.onSearch).toHaveBeenCalledWith('paris');
  });

  it('shows loading, error and empty states', () => {
    const a = renderView(props({ state: { kind: 'loading' } }));
    expect(screen.queryByRole('list', { name: 'Results for rome' })).not.toBeInTheDocument();
    a.unmount();
    const p = props({ state: { kind: 'error', message: 'Down' } });
    const b = renderView(p);
    expect(screen.getByRole('alert')).toHaveTextContent('Down');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(p.onRetry).toHaveBeenCalled();
    b.unmount();
    renderView(props({ state: { kind: 'ready', results: [], hasMore: false, loadingMore: false, moreError: null } }));
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('asks a visitor to sign in', () => {
    renderView(props({ state: { kind: 'signedOut' } }));
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
  });
});
