import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SearchRedeemViewProps } from './SearchRedeemView';
import { makePaypal, makeReward } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SearchRedeemViewCompact } from './SearchRedeemTab';

afterEach(cleanup);

function renderView(over: Partial<SearchRedeemViewProps> = {}) {
  const props: SearchRedeemViewProps = {
    query: 'amazon',
    status: 'ready',
    error: null,
    onRetry: vi.fn(),
    rewards: [makeReward(), makePaypal()],
    balance: 1000,
    onRedeem: vi.fn(),
    ...over,
  };
  renderWithProviders(<SearchRedeemViewCompact {...props} />);
  return props;
}

describe('SearchRedeemViewCompact (the Rewards tab of /new/earn/search)', () => {
  it('says what to type before a search, with the way to every reward in the /new design', () => {
    renderView({ query: '', status: 'idle', rewards: undefined });
    expect(screen.getByText('Type the gift card or reward you are looking for in the search box above.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all rewards' })).toHaveAttribute('href', '/new/redeem');
  });

  it('shows a spinner while searching, and no results', () => {
    renderView({ status: 'loading', rewards: undefined });
    expect(screen.getByRole('progressbar', { name: 'Searching rewards' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when nothing matches', () => {
    renderView({ rewards: [] });
    expect(screen.getByRole('status')).toHaveTextContent("No rewards match 'amazon'");
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('shows the error in the /new look with a retry', () => {
    const props = renderView({ status: 'error', error: 'Network down', rewards: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading rewards: Network down');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });

  it('lists what it found and opens the redeem flow for one', () => {
    const props = renderView();
    expect(screen.getByRole('status')).toHaveTextContent("2 rewards match 'amazon'");
    const list = screen.getByRole('list', { name: 'Search results' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    fireEvent.click(within(list).getByRole('button', { name: 'Redeem PayPal Cash' }));
    expect(props.onRedeem).toHaveBeenCalledWith(makePaypal());
  });
});
