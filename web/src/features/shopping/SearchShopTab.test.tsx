import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { SearchShopViewProps } from './SearchShopView';
import { makeBrandCards } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SearchShopViewCompact } from './SearchShopTab';

afterEach(cleanup);

const props = (over: Partial<SearchShopViewProps> = {}): SearchShopViewProps => ({
  query: 'brand',
  status: 'ready',
  error: null,
  onRetry: vi.fn(),
  brands: makeBrandCards(2),
  total: 2,
  hasMore: false,
  loadingMore: false,
  onLoadMore: vi.fn(),
  ...over,
});
const renderView = (p: SearchShopViewProps) => renderWithProviders(<SearchShopViewCompact {...p} />);

describe('SearchShopViewCompact', () => {
  it('lists matching stores linking to /new store pages', () => {
    renderView(props());
    expect(within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('link')[0]).toHaveAttribute('href', '/new/earn/shopping/brand-1');
  });

  it('shows the loading state, and what to do before a search', () => {
    const a = renderView(props({ status: 'loading', brands: undefined }));
    expect(screen.getByRole('progressbar', { name: 'Searching brands' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    a.unmount();
    renderView(props({ query: '', status: 'idle', brands: undefined }));
    expect(screen.getByText('Type the store or brand you shop at in the search box above.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all brands' })).toHaveAttribute('href', '/new/earn/shopping');
  });

  it('shows error and empty states', () => {
    const a = renderView(props({ status: 'error', error: 'Down', brands: undefined }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading brands: Down');
    a.unmount();
    renderView(props({ brands: [], total: 0 }));
    expect(screen.getByRole('status')).toHaveTextContent("No brands match 'brand'");
  });
});
