/** The offers views' props for their tests (data from testing/builders); `over` changes fields. */
import { vi } from 'vitest';
import { makeOffer } from '../../testing/builders';
import type { OfferFilterBarProps } from './OfferFilterBar';
import type { OffersViewProps } from './OffersView';

export const makeOfferFilterBar = (over: Partial<OfferFilterBarProps> = {}): OfferFilterBarProps => ({
  platform: 'all',
  platforms: { all: 'All Platforms', android: 'Android', web: 'Web' },
  onPlatformChange: vi.fn(),
  sortBy: 'mostPopular',
  onSortChange: vi.fn(),
  searchText: '',
  onSearchTextChange: vi.fn(),
  ...over,
});

/** An offer listing's props (/offers, /new/earn/offer): one ready page of offers for a member. */
export const makeOffersViewProps = (over: Partial<OffersViewProps> = {}): OffersViewProps => ({
  filterBar: makeOfferFilterBar(),
  status: 'ready',
  error: null,
  onRetry: vi.fn(),
  offers: [makeOffer()],
  hasMore: false,
  loadingMore: false,
  loadMoreError: null,
  onLoadMore: vi.fn(),
  signedIn: true,
  ...over,
});
