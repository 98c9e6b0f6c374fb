import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { SearchGamesViewProps } from './SearchGamesView';
import { makeOffer } from '../../testing/builders';
import { SearchGamesViewCompact } from './SearchGamesTab';

afterEach(cleanup);

const props = (over: Partial<SearchGamesViewProps> = {}): SearchGamesViewProps => ({
  query: 'dragon',
  status: 'ready',
  error: null,
  onRetry: vi.fn(),
  offers: [makeOffer()],
  total: 3,
  hasMore: true,
  loadingMore: false,
  onLoadMore: vi.fn(),
  signedIn: true,
  ...over,
});
const renderView = (p: SearchGamesViewProps) => renderWithProviders(<SearchGamesViewCompact {...p} />);

describe('SearchGamesViewCompact', () => {
  it('lists matches linking to /new offer pages, with Load More', () => {
    const p = props();
    renderView(p);
    expect(within(screen.getByRole('list', { name: 'Search results' })).getByRole('link')).toHaveAttribute('href', '/new/earn/offer/off-1');
    expect(screen.getByRole('status')).toHaveTextContent('3 offers match');
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(p.onLoadMore).toHaveBeenCalled();
  });

  it('shows the loading state, and what to do before a search', () => {
    const a = renderView(props({ status: 'loading', offers: undefined }));
    expect(screen.getByRole('progressbar', { name: 'Searching offers' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    a.unmount();
    renderView(props({ query: '', status: 'idle', offers: undefined }));
    expect(screen.getByText('Type the game or app you are looking for in the search box above.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all offers' })).toHaveAttribute('href', '/new/earn/offer');
  });

  it('shows error and empty states', () => {
    const a = renderView(props({ status: 'error', error: 'Down', offers: undefined }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading offers: Down');
    a.unmount();
    renderView(props({ offers: [], total: 0, hasMore: false }));
    expect(screen.getByRole('status')).toHaveTextContent("No offers match 'dragon'");
  });
});
