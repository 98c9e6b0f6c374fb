import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@pilotmiles/core';
import { daysBefore, localDayKey } from './claim';
import { makeActivation, makeBrandPage, makeClaim, makeShoppingDashboard } from '../../testing/builders';
import { fakeApi, ok } from '../../testing/fakeApi';
import { renderWithProviders } from '../../testing/renderWithProviders';

const mocks = vi.hoisted(() => ({
  user: null as User | null,
  openModal: vi.fn(),
  toast: { error: vi.fn(), info: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() },
}));
vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));
vi.mock('../../lib/toast', () => ({ useToast: () => mocks.toast }));

const { default: BrandPage, CLAIM_SENT_TEXT } = await import('./BrandPage');

const server = fakeApi();

beforeEach(() => {
  mocks.user = null;
  server.routes['GET /api/shopping/v2/northwind'] = () => ok(makeBrandPage());
  server.routes['GET /api/shopping/categories'] = () => ok([{ id: 'fashion', name: 'Fashion', brand_count: 12 }]);
  server.routes['GET /api/shopping/dashboard'] = () =>
    ok(makeShoppingDashboard({ activations: [makeActivation(), makeActivation({ sub_id: 's2', brand_id: 'contoso', brand_name: 'Contoso Electronics' })] }));
});

function renderPage(path = '/shopping/brand/northwind') {
  renderWithProviders(<BrandPage />, { user: mocks.user, route: path, path: '/shopping/brand/:brandId' });
}

describe('BrandPage', () => {
  it("shows a visitor the brand (asked without a token) and asks them to sign up to activate", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Outfitters' })).toBeInTheDocument();
    expect(server.to('GET /api/shopping/v2/northwind')[0]!.auth).toBeNull();
    await waitFor(() => expect(screen.getAllByText('Fashion').length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Activate cashback' }));
    expect(mocks.openModal).toHaveBeenCalledWith('PleaseSignUp');
    expect(server.to('POST /api/shopping/v2/activate/northwind')).toHaveLength(0);
    expect(server.to('GET /api/shopping/dashboard')).toHaveLength(0);
  });

  it('shows a friendly page for a store it does not know, leading back to all stores', async () => {
    server.routes['GET /api/shopping/v2/nope'] = () => [404, { message: 'Brand not found', code: 'not-found' }];
    renderPage('/shopping/brand/nope');
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find this store" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all stores' })).toHaveAttribute('href', '/shopping');
  });

  it('shows another failure with its message and a retry', async () => {
    server.routes['GET /api/shopping/v2/northwind'] = () => [429, { message: 'Too many requests', code: 'rate-limited' }];
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    server.routes['GET /api/shopping/v2/northwind'] = () => ok(makeBrandPage());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Outfitters' })).toBeInTheDocument();
  });

  it("sends a member's claim for this store or another they activated, says so and reads their claims again", async () => {
    mocks.user = { uid: 'u1', total_coins: 500 } as User;
    let claims = 0;
    server.routes['GET /api/shopping/v2/northwind'] = () =>
      ok(makeBrandPage({ claims: claims ? [makeClaim({ order_id: 'NW-1001' })] : [] }));
    server.routes['POST /api/shopping/claims'] = ({ body }) => {
      claims += 1;
      return [201, { data: makeClaim(body as object) }];
    };
    renderPage();
    const form = await screen.findByRole('form', { name: 'Missing cashback claim' });
    expect(server.to('GET /api/shopping/v2/northwind')[0]!.auth).toBe('Bearer member-token');
    const store = within(form).getByLabelText('Store');
    await waitFor(() =>
      expect(within(store).getAllByRole('option').map((o) => o.textContent)).toEqual(['Northwind Outfitters', 'Contoso Electronics']),
    );
    expect(store).toHaveValue('northwind');

    const orderDate = daysBefore(localDayKey(new Date()), 10);
    fireEvent.change(within(form).getByLabelText('Order number'), { target: { value: 'NW-1001' } });
    fireEvent.change(within(form).getByLabelText('Order date'), { target: { value: orderDate } });
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '84.20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send claim' }));

    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith(CLAIM_SENT_TEXT));
    expect(CLAIM_SENT_TEXT).toBe('Claim sent: we will look into it');
    expect(server.to('POST /api/shopping/claims')[0]!.body).toEqual({
      brand_id: 'northwind',
      order_id: 'NW-1001',
      order_date: orderDate,
      amount: 84.2,
    });
    expect(await screen.findByRole('list', { name: 'Your claims' })).toHaveTextContent('Under review');
  });

  it("shows the server's refusal of a claim as it is", async () => {
    mocks.user = { uid: 'u1', total_coins: 500 } as User;
    server.routes['POST /api/shopping/claims'] = () => [
      409,
      { message: 'You already sent a claim for this order', code: 'shopping/duplicate-claim' },
    ];
    renderPage();
    const form = await screen.findByRole('form', { name: 'Missing cashback claim' });
    fireEvent.change(within(form).getByLabelText('Order number'), { target: { value: 'NW-1001' } });
    fireEvent.change(within(form).getByLabelText('Order date'), { target: { value: daysBefore(localDayKey(new Date()), 5) } });
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '10' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send claim' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You already sent a claim for this order');
    expect(mocks.toast.success).not.toHaveBeenCalled();
  });
});
