import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { makePaypal, makeReward } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';

const mocks = vi.hoisted(() => ({ openModal: vi.fn() }));
vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));

const { RewardsViewCompact, NO_REWARDS_IN_CATEGORY_TEXT } = await import('./RewardsViewCompact');
type Props = import('./RewardsViewCompact').RewardsViewCompactProps;

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const amazon = makeReward();
const paypal = makePaypal();

function renderView(over: Partial<Props> = {}) {
  const props: Props = {
    category: null,
    onCategoryChange: vi.fn(),
    status: 'ready',
    error: null,
    onRetry: vi.fn(),
    rewards: [amazon, paypal],
    balance: 100_000,
    onRedeem: vi.fn(),
    ...over,
  };
  renderWithProviders(<RewardsViewCompact {...props} />);
  return props;
}

describe('RewardsViewCompact', () => {
  it('shows placeholders while the catalogue loads', () => {
    renderView({ status: 'loading', rewards: undefined });
    expect(screen.getByRole('progressbar', { name: 'Loading rewards' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows an error with a retry', () => {
    const props = renderView({ status: 'error', error: 'Network down', rewards: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Network down');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalled();
  });

  it('says an empty category is empty and offers all rewards', () => {
    const props = renderView({ category: 'flights', rewards: [] });
    expect(screen.getByRole('status')).toHaveTextContent(NO_REWARDS_IN_CATEGORY_TEXT);
    fireEvent.click(screen.getByRole('button', { name: 'See all rewards' }));
    expect(props.onCategoryChange).toHaveBeenCalledWith(null);
  });

  it('picks a category with the chips, the chosen one pressed', () => {
    const props = renderView({ category: 'cash' });
    const chips = within(screen.getByRole('group', { name: 'Categories' }));
    expect(chips.getByRole('button', { name: 'Cash' })).toHaveAttribute('aria-pressed', 'true');
    expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(chips.getByRole('button', { name: 'Gift cards' }));
    expect(props.onCategoryChange).toHaveBeenCalledWith('gift-card');
  });

  it("shows a member's balance and opens the redeem flow for a reward", () => {
    const props = renderView();
    expect(screen.getByRole('region', { name: 'Your balance' })).toHaveTextContent('100,000 PM');
    const card = screen.getByRole('article', { name: amazon.name });
    expect(within(card).getByRole('progressbar', { name: `Progress towards ${amazon.name}` })).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: `Redeem ${amazon.name}` }));
    expect(props.onRedeem).toHaveBeenCalledWith(amazon);
  });

  it('asks a visitor to sign up instead of redeeming', () => {
    const props = renderView({ balance: null });
    expect(screen.queryByRole('region', { name: 'Your balance' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: `Redeem ${paypal.name}` }));
    expect(mocks.openModal).toHaveBeenCalledWith('PleaseSignUp');
    expect(props.onRedeem).not.toHaveBeenCalled();
  });
});
