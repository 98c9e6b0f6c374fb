import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { makeOffer } from '../../testing/builders';
import { makeOffersViewProps } from './testBuilders';
import { OfferViewCompact } from './OfferViewCompact';
import { OffersViewCompact, type OffersViewCompactProps as WallProps } from './OffersViewCompact';

// Views open modals through the store; the tests only check which one.
const mocks = vi.hoisted(() => ({ openModal: vi.fn() }));
vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const wall = (over: Partial<WallProps> = {}): WallProps => ({ category: null, ...makeOffersViewProps(), ...over });

const renderWall = (p: WallProps) => renderWithProviders(<OffersViewCompact {...p} />);

describe('OffersViewCompact', () => {
  it('shows the loading state', () => {
    renderWall(wall({ status: 'loading', offers: undefined }));
    expect(screen.getByRole('progressbar', { name: 'Loading offers' })).toBeInTheDocument();
  });

  it('shows the error with a retry', () => {
    const p = wall({ status: 'error', error: 'Boom', offers: undefined });
    renderWall(p);
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading offers: Boom');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(p.onRetry).toHaveBeenCalled();
  });

  it('shows the empty state', () => {
    renderWall(wall({ offers: [] }));
    expect(screen.getByRole('status')).toHaveTextContent('No offers found matching your filters.');
  });

  it('links cards to /new/earn/offer/{id} and category chips to the /new category pages', () => {
    renderWall(wall({ category: 'Games' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Play Games');
    const card = within(screen.getByRole('list', { name: 'Offers' })).getByRole('link');
    expect(card).toHaveAttribute('href', '/new/earn/offer/off-1');
    const chips = screen.getByRole('group', { name: 'Categories' });
    expect(within(chips).getByRole('link', { name: 'Play Games' })).toHaveAttribute('aria-current', 'page');
    expect(within(chips).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/new/earn/offer');
    expect(within(chips).getByRole('link', { name: 'Travel' })).toHaveAttribute('href', '/new/earn/book');
  });

  it('filters by platform chip, sort and search', () => {
    const p = wall();
    renderWall(p);
    fireEvent.click(within(screen.getByRole('group', { name: 'Platform' })).getByRole('button', { name: 'Android' }));
    expect(p.filterBar.onPlatformChange).toHaveBeenCalledWith('android');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'highestPayout' } });
    expect(p.filterBar.onSortChange).toHaveBeenCalled();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search apps' }), { target: { value: 'drag' } });
    expect(p.filterBar.onSearchTextChange).toHaveBeenCalledWith('drag');
  });

  it('loads more, and shows a later page failure under the offers', () => {
    const p = wall({ hasMore: true });
    const { unmount } = renderWall(p);
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(p.onLoadMore).toHaveBeenCalled();
    unmount();
    renderWall(wall({ hasMore: true, loadMoreError: 'Later' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading offers: Later');
    expect(screen.getByRole('list', { name: 'Offers' })).toBeInTheDocument();
  });

  it('asks a visitor to sign up instead of opening an offer', () => {
    renderWall(wall({ signedIn: false }));
    fireEvent.click(within(screen.getByRole('list', { name: 'Offers' })).getByRole('link'));
    expect(mocks.openModal).toHaveBeenCalledWith('PleaseSignUp');
  });
});

describe('OfferViewCompact', () => {
  const base = { offer: makeOffer(), activity: null, signedIn: true, starting: false, startError: null, onStart: vi.fn() };

  it('lists the steps and starts the offer', () => {
    const onStart = vi.fn();
    renderWithProviders(<OfferViewCompact {...base} onStart={onStart} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dragon Quest Idle');
    expect(within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByText('Not started')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Play Game' }));
    expect(onStart).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'All offers' })).toHaveAttribute('href', '/new/earn/offer');
  });

  it('shows a start failure and the visitor hint', () => {
    renderWithProviders(<OfferViewCompact {...base} signedIn={false} startError="Nope" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Nope');
    expect(screen.getByText('Sign in or create a free account to start this offer.')).toBeInTheDocument();
    expect(screen.queryByText('Not started')).not.toBeInTheDocument();
  });
});
