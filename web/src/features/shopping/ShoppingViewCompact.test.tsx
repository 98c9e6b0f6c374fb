import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { BrandViewProps } from './BrandView';
import type { ShoppingViewProps } from './ShoppingView';
import { makeBrandPage, makeOrder } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { makeBrandsState, makeShoppingViewProps } from './testBuilders';
import { ShoppingViewCompact } from './ShoppingViewCompact';
import { BrandViewCompact } from './BrandViewCompact';

afterEach(cleanup);

const props = (over: Partial<ShoppingViewProps> = {}): ShoppingViewProps =>
  makeShoppingViewProps({ brands: makeBrandsState({ hasMore: true }), ...over });

const renderHome = (p: ShoppingViewProps) => renderWithProviders(<ShoppingViewCompact {...p} />);

describe('ShoppingViewCompact', () => {
  it('shows featured, popular and all stores linking to /new/earn/shopping/{id}', () => {
    const p = props();
    renderHome(p);
    expect(within(screen.getByRole('region', { name: 'Featured' })).getByRole('link')).toHaveAttribute('href', '/new/earn/shopping/featured-1');
    expect(within(screen.getByRole('region', { name: 'Popular' })).getByRole('link')).toHaveAttribute('href', '/new/earn/shopping/popular-1');
    const all = within(screen.getByRole('list', { name: 'All stores' })).getAllByRole('link');
    expect(all).toHaveLength(3);
    expect(all[0]).toHaveAttribute('href', '/new/earn/shopping/brand-1');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(p.brands.onLoadMore).toHaveBeenCalled();
  });

  it('filters by category chip and search', () => {
    const p = props();
    renderHome(p);
    fireEvent.click(within(screen.getByRole('group', { name: 'Store categories' })).getByRole('button', { name: 'Fashion' }));
    expect(p.filterBar.onCategoryChange).toHaveBeenCalledWith('fashion');
    fireEvent.change(within(screen.getByRole('search')).getByRole('searchbox'), { target: { value: 'north' } });
    expect(p.filterBar.onSearchTextChange).toHaveBeenCalledWith('north');
  });

  it('shows loading, error and empty states', () => {
    const p = props({
      home: { status: 'loading', error: null, onRetry: vi.fn(), featured: [], popular: [] },
      brands: { ...props().brands, status: 'loading', items: undefined },
    });
    const a = renderHome(p);
    expect(screen.getByRole('progressbar', { name: 'Loading stores' })).toBeInTheDocument();
    a.unmount();
    const onRetry = vi.fn();
    const b = renderHome(props({ brands: { ...props().brands, status: 'error', error: 'Down', items: undefined, onRetry } }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading brands: Down');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    b.unmount();
    renderHome(props({ filtering: true, brands: { ...props().brands, items: [], total: 0 } }));
    expect(screen.getByRole('status')).toHaveTextContent('No brands match your filters.');
    expect(screen.queryByRole('region', { name: 'Featured' })).not.toBeInTheDocument();
  });
});

describe('BrandViewCompact', () => {
  const store = (over: Partial<BrandViewProps> = {}): BrandViewProps => ({
    page: makeBrandPage({ orders: [makeOrder()] }),
    signedIn: true,
    activation: { activate: vi.fn(), activating: false, error: null, activated: false },
    claim: { stores: [{ id: 'northwind', name: 'Northwind Outfitters' }], today: '2026-11-21', onSubmit: vi.fn() },
    ...over,
  });

  it('shows the rate and activates cashback', () => {
    const p = store();
    renderWithProviders(<BrandViewCompact {...p} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Northwind Outfitters' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Northwind Outfitters' })).getByText('Up to 8% cashback')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Activate cashback' }));
    expect(p.activation.activate).toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Your orders at Northwind Outfitters' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Similar stores' })).getByRole('link')).toHaveAttribute('href', '/new/earn/shopping/similar-1');
  });

  it('shows an activation failure, success, and a visitor hint without member sections', () => {
    const { unmount } = renderWithProviders(
      <BrandViewCompact {...store({ activation: { activate: vi.fn(), activating: false, error: 'Verify first', activated: false } })} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Verify first');
    unmount();
    renderWithProviders(<BrandViewCompact {...store({ signedIn: false })} />);
    expect(screen.getByText(/Sign in or create a free account/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Your orders/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Missing cashback?' })).not.toBeInTheDocument();
  });
});
