import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { NO_BRANDS_AT_ALL_TEXT, NO_BRANDS_TEXT, ShoppingView, type ShoppingViewProps } from './ShoppingView';
import { makeBrandCard, makeShoppingDashboard, makeOrder } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { makeBrandsState, makeShoppingFilterBar, makeShoppingViewProps } from './testBuilders';

afterEach(cleanup);

function renderView(over: Partial<ShoppingViewProps> = {}) {
  const props = makeShoppingViewProps(over);
  renderWithProviders(<ShoppingView {...props} />);
  return props;
}

const list = (name: string) => screen.getByRole('list', { name });
const cardNames = (name: string) => within(list(name)).getAllByRole('heading').map((h) => h.textContent);

describe('ShoppingView', () => {
  it('shows Featured, Popular and every brand: logo, name, rate chip, category, and a link to its page', () => {
    renderView();
    expect(cardNames('Featured brands')).toEqual(['Featured One']);
    expect(cardNames('Popular brands')).toEqual(['Popular One']);
    expect(cardNames('All brands')).toEqual(['Brand 1', 'Brand 2', 'Brand 3']);
    const card = within(list('All brands')).getAllByRole('article')[0]!;
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/shopping/brand/brand-1');
    expect(card).toHaveTextContent('Up to 8% cashback');
    expect(card).toHaveTextContent('Fashion');
    expect(card.querySelector('img')).toHaveAttribute('src', '/images/brands/northwind.svg');
    expect(screen.getByRole('status')).toHaveTextContent('3 brands');
  });

  it('offers All and each category with its number of brands, and reports the one chosen', () => {
    const props = renderView();
    const chips = within(screen.getByRole('group', { name: 'Store category' }));
    expect(chips.getByRole('button', { name: 'All (20)' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(chips.getByRole('button', { name: 'Electronics (8)' }));
    expect(props.filterBar.onCategoryChange).toHaveBeenCalledWith('electronics');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search stores' }), { target: { value: 'north' } });
    expect(props.filterBar.onSearchTextChange).toHaveBeenCalledWith('north');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'rate' } });
    expect(props.filterBar.onSortChange).toHaveBeenCalledWith('rate');
    expect(
      within(screen.getByRole('combobox', { name: 'Sort by' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Most popular', 'Highest cashback', 'Name (A-Z)']);
  });

  it('shows only the matching brands while a search or a category is chosen', () => {
    renderView({ filtering: true });
    expect(screen.queryByRole('list', { name: 'Featured brands' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Popular brands' })).not.toBeInTheDocument();
    expect(cardNames('Matching brands')).toHaveLength(3);
  });

  it('says when nothing matches the filters, and when there are no brands at all', () => {
    const empty = makeBrandsState({ items: [], total: 0 });
    renderView({ filtering: true, brands: empty });
    expect(screen.getByRole('status')).toHaveTextContent(NO_BRANDS_TEXT);
    cleanup();
    renderView({ brands: empty });
    expect(screen.getByRole('status')).toHaveTextContent(NO_BRANDS_AT_ALL_TEXT);
  });

  it('shows placeholders while loading: the categories, the rows and the grid', () => {
    renderView({
      filterBar: makeShoppingFilterBar({ categories: null }),
      home: { status: 'loading', error: null, onRetry: vi.fn(), featured: [], popular: [] },
      brands: makeBrandsState({ status: 'loading', items: undefined, total: 0 }),
    });
    expect(screen.getByRole('progressbar', { name: 'Loading brands' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Store category' })).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a failure with its message and a retry', () => {
    const props = renderView({
      home: { status: 'error', error: 'Service unavailable', onRetry: vi.fn(), featured: [], popular: [] },
      brands: makeBrandsState({ status: 'error', error: 'Service unavailable', items: undefined, total: 0 }),
    });
    const alerts = screen.getAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Error loading brands: Service unavailable');
    fireEvent.click(within(alerts[1]!).getByRole('button', { name: 'Try again' }));
    expect(props.brands.onRetry).toHaveBeenCalledOnce();
  });

  it('loads more brands on demand', () => {
    const props = renderView({
      brands: makeBrandsState({ total: 60, hasMore: true }),
    });
    expect(screen.getByRole('status')).toHaveTextContent('60 brands');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(props.brands.onLoadMore).toHaveBeenCalledOnce();
  });

  it('asks a visitor to sign in to earn cashback', () => {
    renderView();
    const prompt = screen.getByRole('region', { name: 'Sign in to earn cashback' });
    expect(within(prompt).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
    expect(within(prompt).getByRole('link', { name: 'Join for Free' })).toHaveAttribute('href', '/auth/signup');
    expect(screen.queryByRole('region', { name: 'Your cashback' })).not.toBeInTheDocument();
  });

  it("shows a member's pending cashback with its next date, the confirmed, and recent orders with their status", () => {
    renderView({
      cashback: {
        status: 'ready',
        error: null,
        onRetry: vi.fn(),
        dashboard: makeShoppingDashboard({
          orders: [
            makeOrder(),
            makeOrder({ id: 'c2', order_id: 'NW-1002', status: 'confirmed', expected_at: null }),
            makeOrder({ id: 'c3', order_id: 'NW-1003', status: 'reversed', expected_at: null }),
          ],
        }),
      },
    });
    const strip = screen.getByRole('region', { name: 'Your cashback' });
    expect(within(strip).getByRole('group', { name: 'Pending cashback' })).toHaveTextContent('673 PM');
    expect(within(strip).getByRole('group', { name: 'Confirmed cashback' })).toHaveTextContent('1,200 PM');
    expect(strip).toHaveTextContent(/Next expected Jan 20, 2027/);
    const orders = within(within(strip).getByRole('list', { name: 'Recent orders' })).getAllByRole('listitem');
    expect(orders[0]).toHaveTextContent('Pending until Jan 20, 2027');
    expect(within(orders[0]!).getByRole('link', { name: 'Northwind Outfitters' })).toHaveAttribute('href', '/shopping/brand/northwind');
    expect(orders[1]).toHaveTextContent('Confirmed');
    expect(orders[2]).toHaveTextContent('Reversed');
    expect(screen.queryByRole('region', { name: 'Sign in to earn cashback' })).not.toBeInTheDocument();
  });

  it("tells a member without orders how to start, and shows the strip's failure with a retry", () => {
    renderView({ cashback: { status: 'ready', error: null, onRetry: vi.fn(), dashboard: makeShoppingDashboard({ orders: [], pending_pilot_miles: 0 }) } });
    expect(screen.getByRole('region', { name: 'Your cashback' })).toHaveTextContent(/No orders yet/);
    expect(screen.getByRole('region', { name: 'Your cashback' })).toHaveTextContent('Nothing waiting');
    cleanup();
    const onRetry = vi.fn();
    renderView({ cashback: { status: 'error', error: 'Service unavailable', onRetry, dashboard: undefined } });
    const strip = screen.getByRole('region', { name: 'Your cashback' });
    expect(within(strip).getByRole('alert')).toHaveTextContent('Service unavailable');
    fireEvent.click(within(strip).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('names a card whose category is not known by its raw category', () => {
    renderView({ brands: makeBrandsState({ items: [makeBrandCard({ id: 'x', category: 'Pets' })], total: 1 }) });
    expect(within(list('All brands')).getByRole('article')).toHaveTextContent('Pets');
  });
});
