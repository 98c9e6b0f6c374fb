import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { SearchShopView, type SearchShopViewProps } from './SearchShopView';
import { makeBrandCards } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';

afterEach(cleanup);

const base: SearchShopViewProps = {
  query: 'north',
  status: 'ready',
  error: null,
  onRetry: () => {},
  brands: makeBrandCards(2),
  total: 2,
  hasMore: false,
  loadingMore: false,
  onLoadMore: () => {},
};

const renderView = (props: Partial<SearchShopViewProps> = {}) =>
  renderWithProviders(<SearchShopView {...base} {...props} />);

describe('SearchShopView', () => {
  it('shows the matching brands with how many matched, each card leading to its page', () => {
    renderView();
    expect(screen.getByRole('status')).toHaveTextContent("2 brands match 'north'");
    const cards = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/shopping/brand/brand-1');
    expect(screen.getByRole('link', { name: 'See all brands' })).toHaveAttribute('href', '/shopping');
  });

  it('names the search when no brand matches, with a link to every store', () => {
    renderView({ query: 'zebra', brands: [], total: 0 });
    expect(screen.getByRole('status')).toHaveTextContent("No brands match 'zebra'");
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all brands' })).toHaveAttribute('href', '/shopping');
  });

  it('says what to do before a search, spins while searching, and shows a failure with a retry', () => {
    renderView({ query: '', status: 'idle', brands: undefined });
    expect(screen.getByText(/Type the store or brand/)).toBeInTheDocument();
    cleanup();
    renderView({ status: 'loading', brands: undefined });
    expect(screen.getByRole('progressbar', { name: 'Searching brands' })).toBeInTheDocument();
    cleanup();
    const onRetry = vi.fn();
    renderView({ status: 'error', error: 'Service unavailable', brands: undefined, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading brands: Service unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('loads more matches on demand', () => {
    const onLoadMore = vi.fn();
    renderView({ total: 60, hasMore: true, onLoadMore });
    expect(screen.getByRole('status')).toHaveTextContent("60 brands match 'north'");
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });
});
