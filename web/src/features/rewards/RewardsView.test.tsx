import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { makePaypal, makeReward } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';

const mocks = vi.hoisted(() => ({ openModal: vi.fn() }));
vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));

const { RewardsView } = await import('./RewardsView');
type Props = import('./RewardsView').RewardsViewProps;

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const amazon = makeReward();
const starbucks = makeReward({
  id: 'starbucks',
  name: 'Starbucks Card eGift',
  brand: 'Starbucks',
  countries: ['US', 'CA'],
  denominations: { kind: 'fixed', values: [5, 10, 25] },
  pm_per_dollar: 98,
});
const paypal = makePaypal();

const base = (): Props => ({
  filterBar: {
    category: null,
    onCategoryChange: vi.fn(),
    searchText: '',
    onSearchTextChange: vi.fn(),
    sort: 'popular',
    onSortChange: vi.fn(),
  },
  status: 'ready',
  error: null,
  onRetry: vi.fn(),
  rewards: [amazon, starbucks, paypal],
  balance: 520,
  onRedeem: vi.fn(),
});

function renderView(over: Partial<Props> = {}) {
  const props = { ...base(), ...over };
  renderWithProviders(<RewardsView {...props} />, { route: '/rewards' });
  return props;
}

const cards = () => within(screen.getByRole('list', { name: 'Rewards' })).getAllByRole('article');

describe('RewardsView', () => {
  it("shows each reward: art, brand, name, where it works, each value's price and the discount or fee", () => {
    renderView();
    const [a, s, p] = cards();
    expect(within(a!).getByRole('heading', { name: 'Amazon.com Gift Card' })).toBeInTheDocument();
    expect(a).toHaveTextContent('Amazon');
    expect(a!.querySelector('img')).toHaveAttribute('src', '/images/rewards/amazon-us.svg');
    expect(within(a!).getByText('US')).toBeInTheDocument();
    expect(
      within(within(a!).getByRole('list', { name: 'Prices' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['$5 · 500 PM', '$10 · 1,000 PM', '$25 · 2,500 PM', '$50 · 5,000 PM']);
    expect(a).not.toHaveTextContent('% off');

    expect(s).toHaveTextContent('2% off');
    expect(s).toHaveTextContent('$25 · 2,450 PM');
    expect(within(s!).getByText('CA')).toBeInTheDocument();

    // A range: the cheapest price, the span, a fee, and no country chip (everywhere).
    expect(p).toHaveTextContent('from 550 PM');
    expect(p).toHaveTextContent('$5–$500');
    expect(p).toHaveTextContent('10% fee');
    expect(within(p!).queryByText('US')).not.toBeInTheDocument();
  });

  it("shows a member's balance and how far each reward is: 'N PM to go' or ready", () => {
    renderView();
    expect(screen.getByText(/You have/)).toHaveTextContent('You have 520 PM ($5.20)');
    expect(screen.getByRole('link', { name: 'My rewards' })).toHaveAttribute('href', '/profile/rewards');
    const [a, , p] = cards();
    expect(a).toHaveTextContent('You can redeem this');
    expect(within(a!).getByRole('progressbar', { name: 'Progress towards Amazon.com Gift Card' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    // 520 of the cheapest 550 PM.
    expect(p).toHaveTextContent('30 PM to go');
    expect(within(p!).getByRole('progressbar', { name: 'Progress towards PayPal Cash' })).toHaveAttribute(
      'aria-valuenow',
      '95',
    );
  });

  it("opens the redeem dialog for a member's reward", () => {
    const props = renderView();
    fireEvent.click(within(cards()[1]!).getByRole('button', { name: 'Redeem Starbucks Card eGift' }));
    expect(props.onRedeem).toHaveBeenCalledWith(starbucks);
    expect(mocks.openModal).not.toHaveBeenCalled();
    // A press anywhere on the card does the same, once.
    fireEvent.click(within(cards()[0]!).getByRole('heading', { name: 'Amazon.com Gift Card' }));
    expect(props.onRedeem).toHaveBeenLastCalledWith(amazon);
    expect(props.onRedeem).toHaveBeenCalledTimes(2);
  });

  it('asks a visitor to sign up instead, and shows no balance or progress', () => {
    const props = renderView({ balance: null });
    expect(screen.queryByText(/You have/)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Redeem Amazon.com Gift Card' }));
    expect(mocks.openModal).toHaveBeenCalledWith('PleaseSignUp');
    expect(props.onRedeem).not.toHaveBeenCalled();
  });

  it('shows skeleton cards while loading', () => {
    renderView({ status: 'loading', rewards: undefined });
    expect(screen.getByRole('progressbar', { name: 'Loading rewards' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the error with a retry', () => {
    const props = renderView({ status: 'error', error: 'Too many requests', rewards: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading rewards: Too many requests');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledOnce();
  });

  it('says when nothing matches', () => {
    renderView({ rewards: [] });
    expect(screen.getByRole('status')).toHaveTextContent('No rewards match your search.');
  });

  it('offers the category tabs, the sorts and a search box, and reports changes', () => {
    const props = renderView({ filterBar: { ...base().filterBar, category: 'cash' } });
    const tabs = within(screen.getByRole('tablist', { name: 'Reward category' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['All', 'Gift cards', 'Cash', 'Flights']);
    expect(screen.getByRole('tab', { name: 'Cash' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Gift cards' }));
    expect(props.filterBar.onCategoryChange).toHaveBeenCalledWith('gift-card');
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(props.filterBar.onCategoryChange).toHaveBeenLastCalledWith(null);

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Most popular', 'Name (A-Z)', 'Lowest price', 'Highest price']);
    fireEvent.change(sort, { target: { value: 'price-low' } });
    expect(props.filterBar.onSortChange).toHaveBeenCalledWith('price-low');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search rewards' }), { target: { value: 'amazon' } });
    expect(props.filterBar.onSearchTextChange).toHaveBeenCalledWith('amazon');
  });
});
