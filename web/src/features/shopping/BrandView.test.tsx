import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ACTIVATED_TEXT, BrandView, type BrandViewProps } from './BrandView';
import { makeActivation, makeBrand, makeBrandPage, makeClaim, makeOrder } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';

afterEach(cleanup);

function renderView(over: Partial<BrandViewProps> = {}) {
  const props: BrandViewProps = {
    page: makeBrandPage(),
    signedIn: true,
    activation: { activate: vi.fn(), activating: false, error: null, activated: false },
    claim: { stores: [{ id: 'northwind', name: 'Northwind Outfitters' }], today: '2026-11-21', onSubmit: vi.fn() },
    ...over,
  };
  renderWithProviders(<BrandView {...props} />);
  return props;
}

const region = (name: string | RegExp) => screen.getByRole('region', { name });

describe('BrandView', () => {
  it('shows the brand: name, category, rate, how tracking works, description, website and terms', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Northwind Outfitters' })).toBeInTheDocument();
    const main = region('Northwind Outfitters');
    expect(within(main).getByText('Fashion')).toBeInTheDocument();
    expect(within(main).getByText('Up to 8% cashback')).toBeInTheDocument();
    const steps = within(region('How it works')).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[3]).toHaveTextContent('after about 60 days');
    const about = region('About Northwind Outfitters');
    expect(about).toHaveTextContent('Outdoor clothing and gear for every season.');
    expect(about).toHaveTextContent('www.northwind.example');
    expect(within(within(about).getByRole('list', { name: 'Terms' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Gift cards do not earn cashback.',
      'Orders paid with store credit do not qualify.',
    ]);
    const similar = within(screen.getByRole('list', { name: 'Similar brands' })).getByRole('link');
    expect(similar).toHaveAttribute('href', '/shopping/brand/similar-1');
  });

  it('activates on the button, shows the note once activated and the refusal as the server words it', () => {
    const props = renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Activate cashback' }));
    expect(props.activation.activate).toHaveBeenCalledOnce();
    cleanup();
    renderView({ activation: { activate: vi.fn(), activating: false, error: null, activated: true } });
    expect(screen.getByRole('alert')).toHaveTextContent(ACTIVATED_TEXT);
    cleanup();
    renderView({ activation: { activate: vi.fn(), activating: false, error: 'Email not verified', activated: false } });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Email not verified$/);
  });

  it('keeps the button busy while activating', () => {
    renderView({ activation: { activate: vi.fn(), activating: true, error: null, activated: false } });
    expect(screen.getByRole('button', { name: /Activate cashback/ })).toBeDisabled();
  });

  it("shows a member's activity here: orders with status and expected date, and activations", () => {
    renderView({
      page: makeBrandPage({
        activations: [makeActivation()],
        orders: [makeOrder(), makeOrder({ id: 'c2', order_id: 'NW-1002', status: 'confirmed', expected_at: null })],
      }),
    });
    const activity = region('Your activity at Northwind Outfitters');
    const orders = within(within(activity).getByRole('list', { name: 'Your orders' })).getAllByRole('listitem');
    expect(orders[0]).toHaveTextContent('Order NW-1001 · $84.20');
    expect(orders[0]).toHaveTextContent('673 PM');
    expect(orders[0]).toHaveTextContent('Pending until Jan 20, 2027');
    expect(orders[1]).toHaveTextContent('Confirmed');
    // On the store's own page the store is not named again.
    expect(within(activity).queryByRole('link')).not.toBeInTheDocument();
    expect(within(activity).getByRole('list', { name: 'Activations' })).toHaveTextContent('Activated Nov 21, 2026');
  });

  it('tells a member with no activity how to start, and lists their claims with status', () => {
    renderView({ page: makeBrandPage({ claims: [makeClaim(), makeClaim({ id: 'claim-2', order_id: 'NW-0998', status: 'credited' })] }) });
    expect(region('Your activity at Northwind Outfitters')).toHaveTextContent(/No activity yet/);
    const claims = within(screen.getByRole('list', { name: 'Your claims' })).getAllByRole('listitem');
    expect(claims[0]).toHaveTextContent('Order NW-0999 · $42.50 · Nov 10, 2026');
    expect(claims[0]).toHaveTextContent('Under review');
    expect(claims[1]).toHaveTextContent('Credited');
    expect(within(region('Missing cashback?')).getByRole('form', { name: 'Missing cashback claim' })).toBeInTheDocument();
  });

  it('shows a visitor no activity and no claim form, but the way to sign in', () => {
    renderView({ signedIn: false, page: makeBrandPage({ brand: makeBrand({ category: 'Outdoor' }) }) });
    expect(screen.queryByRole('region', { name: /Your activity/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('Sign in or create a free account to earn cashback at Northwind Outfitters.')).toBeInTheDocument();
    expect(within(region('Sign in to earn cashback')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
    // A category not known by id is shown as it is.
    expect(within(region('Northwind Outfitters')).getByText('Outdoor')).toBeInTheDocument();
  });
});
