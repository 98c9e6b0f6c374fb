import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { OffersView, type OffersViewProps as Props } from './OffersView';
import { StartEarningView } from './StartEarningView';
import { makeOffer } from '../../testing/builders';
import { makeOffersViewProps } from './testBuilders';

// Views open modals through the store; the tests only check which one.
const mocks = vi.hoisted(() => ({ openModal: vi.fn() }));
vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const offers = [
  makeOffer(),
  makeOffer({
    id: 'off-2',
    name: 'Cash Survey',
    platform: 'web',
    platform_display: 'Web',
    type: null,
    tags: ['category:survey'],
    summary_pilot_miles: 250,
    events: [{ id: 'done', name: 'Complete the survey', pilot_miles: 250 }],
  }),
];

const base = (): Props => makeOffersViewProps({ offers });

/** Where the router is, to tell a navigation from none (a div: LocationProbe's <output> would be a second 'status'). */
function Location() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

function renderView(over: Partial<Props> = {}) {
  const props = { ...base(), ...over };
  renderWithProviders(
    <>
      <OffersView {...props} />
      <Location />
    </>,
    { route: '/offers' },
  );
  return props;
}

const cards = () => within(screen.getByRole('list', { name: 'Offers' })).getAllByRole('article');

describe('OffersView', () => {
  it('shows each offer: image, name, chips, reward and the call-to-action of its category', () => {
    renderView();
    const [game, survey] = cards();
    expect(within(game!).getByRole('heading', { name: 'Dragon Quest Idle' })).toBeInTheDocument();
    expect(game).toHaveTextContent('Android');
    expect(game).toHaveTextContent('CPI');
    expect(game).toHaveTextContent('Up to 1,500 PM');
    expect(game).toHaveTextContent('Play Game');
    expect(game!.querySelector('img')).toHaveAttribute('src', '/images/offers/dragon.jpg');
    // One step: no 'Up to'; no type: no type chip; a survey's button.
    expect(survey).toHaveTextContent('250 PM');
    expect(survey).not.toHaveTextContent('Up to');
    expect(survey).toHaveTextContent('Take Survey');
    expect(within(survey!).queryByText('CPI')).not.toBeInTheDocument();
  });

  it('loads the first images at once and later ones lazily', () => {
    renderView({ offers: Array.from({ length: 5 }, (_, i) => makeOffer({ id: `o${i}` })) });
    const loading = cards().map((c) => c.querySelector('img')?.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('keeps the box of a preview image that fails to load, with a small tile in it (no layout shift)', () => {
    renderView();
    const img = cards()[0]!.querySelector('img')!;
    const box = img.parentElement!;
    fireEvent.error(img);
    expect(cards()[0]!.querySelector('img')).toBeNull();
    expect(box).toBeInTheDocument();
    expect(box.querySelector('[data-no-artwork]')).not.toBeNull();
  });

  it("opens a member's offer in the same tab", () => {
    renderView();
    const link = within(cards()[0]!).getByRole('link');
    expect(link).toHaveAttribute('href', '/offers/off-1');
    expect(link).not.toHaveAttribute('target');
    fireEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/offers/off-1');
    expect(mocks.openModal).not.toHaveBeenCalled();
  });

  it("opens PleaseSignUp on a visitor's click, without navigating", () => {
    renderView({ signedIn: false });
    fireEvent.click(within(cards()[0]!).getByRole('link'));
    expect(mocks.openModal).toHaveBeenCalledWith('PleaseSignUp');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/offers$/);
  });

  it("links a member to 'In progress', and not a visitor", () => {
    renderView();
    expect(screen.getByRole('link', { name: 'In progress' })).toHaveAttribute('href', '/offers/in-progress');
    cleanup();
    renderView({ signedIn: false });
    expect(screen.queryByRole('link', { name: 'In progress' })).not.toBeInTheDocument();
  });

  it('shows skeleton cards and no offers while loading', () => {
    renderView({ status: 'loading', offers: undefined });
    expect(screen.getByRole('progressbar', { name: 'Loading offers' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("says 'Error loading offers: {message}' with a retry", () => {
    const props = renderView({ status: 'error', error: 'An error occurred', offers: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading offers: An error occurred');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledOnce();
  });

  it('says no offers match the filters when the list is empty', () => {
    renderView({ offers: [] });
    expect(screen.getByRole('status')).toHaveTextContent('No offers found matching your filters.');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('offers Load More only while more exist', () => {
    renderView();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    cleanup();
    const props = renderView({ hasMore: true });
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(props.onLoadMore).toHaveBeenCalledOnce();
  });

  it("lists the response's platforms, the catalogue's sorts and 'Search apps', and reports changes", () => {
    const props = renderView();
    const platform = screen.getByRole('combobox', { name: 'Platform' });
    expect(
      within(platform)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Platforms', 'Android', 'Web']);
    expect(platform).toHaveValue('all');
    fireEvent.change(platform, { target: { value: 'web' } });
    expect(props.filterBar.onPlatformChange).toHaveBeenCalledWith('web');

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Most popular', 'Highest payout', 'Name (A-Z)', 'Name (Z-A)']);
    fireEvent.change(sort, { target: { value: 'nameZA' } });
    expect(props.filterBar.onSortChange).toHaveBeenCalledWith('nameZA');

    const search = screen.getByRole('searchbox', { name: 'Search apps' });
    expect(search).toHaveAttribute('placeholder', 'Search apps');
    fireEvent.change(search, { target: { value: 'dragon' } });
    expect(props.filterBar.onSearchTextChange).toHaveBeenCalledWith('dragon');
  });
});

describe('StartEarningView', () => {
  const renderStart = (over: Partial<Parameters<typeof StartEarningView>[0]> = {}) => {
    const onSkip = vi.fn();
    renderWithProviders(
      <StartEarningView
        {...base()}
        featured={[makeOffer({ id: 'feat', summary_pilot_miles: 2500 })]}
        onSkip={onSkip}
        {...over}
      />,
      { route: '/start-earning' },
    );
    return onSkip;
  };

  it("shows 'Get up to $' the best featured offer, and ribbons on the cards", () => {
    renderStart();
    expect(screen.getByRole('region', { name: 'Start earning' })).toHaveTextContent('Get up to $25.00');
    const featured = within(screen.getByRole('list', { name: 'Featured offers' })).getByRole('article');
    expect(featured).toHaveTextContent('Earn $25.00');
    expect(within(screen.getByRole('list', { name: 'Offers' })).getAllByRole('article')[0]).toHaveTextContent(
      'Earn $15.00',
    );
  });

  it('opens offers in a new tab', () => {
    renderStart();
    const links = ['Featured offers', 'Offers'].flatMap((name) =>
      within(screen.getByRole('list', { name })).getAllByRole('link'),
    );
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/offers/feat', '/offers/off-1', '/offers/off-2']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
    }
  });

  it("uses the listing's best offer when none is featured, and hides the featured section", () => {
    renderStart({ featured: [] });
    expect(screen.getByRole('region', { name: 'Start earning' })).toHaveTextContent('Get up to $15.00');
    expect(screen.queryByRole('list', { name: 'Featured offers' })).not.toBeInTheDocument();
  });

  it("asks before skipping: 'Skip' opens SkipStartEarning", () => {
    const onSkip = renderStart();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onSkip).toHaveBeenCalledOnce();
  });
});
