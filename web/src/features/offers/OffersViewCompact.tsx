import { Box, LinearProgress, NativeSelect, Stack, Typography } from '@mui/material';
import { OFFER_CATEGORIES, OFFER_PLATFORM_LABELS, OFFER_SORT_LABELS, OFFER_SORTS, type OfferCategory, type OfferPlatformFilter, type OfferSort } from '@pilotmiles/core';
import { ChipScroller } from '../../../components/newDesign/ChipScroller';
import { NewEmpty, NewError, NewLoading } from '../../../components/newDesign/NewStates';
import { StickySearch } from '../../../components/newDesign/StickySearch';
import { newGridSx } from '../../../components/newDesign/newCardSx';
import { NewLoadMore } from '../../../components/newDesign/NewLoadMore';
import { filterSelectSx } from '../../../components/filterSelectSx';
import type { OfferFilterBarProps } from '../OfferFilterBar';
import { offersErrorText } from '../OffersListParts';
import { NO_OFFERS_TEXT, type OffersListState } from '../OffersView';
import { NewOfferCard } from './NewOfferCard';
import { NEW_CATEGORY_CHIPS } from './paths';

export interface NewOffersWallViewProps extends OffersListState {
  /** The page's category (its preset); null on the whole wall. */
  category: OfferCategory | null;
  filterBar: OfferFilterBarProps;
  signedIn: boolean;
}

/** The /new offer wall: title, sticky search with category and platform chips, sort, cards, Load more. */
export function NewOffersWallView(props: NewOffersWallViewProps) {
  const { category, filterBar, status, error, onRetry, offers, refreshing, signedIn } = props;
  const { platform, platforms, onPlatformChange, sortBy, onSortChange, searchText, onSearchTextChange } = filterBar;
  const platformOptions = { ...platforms, ...(platforms[platform] ? {} : { [platform]: OFFER_PLATFORM_LABELS[platform] }) };
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 34 }, fontWeight: 800 }}>
        {category ? OFFER_CATEGORIES[category].label : 'Offer wall'}
      </Typography>
      <StickySearch label="Search apps" value={searchText} onChange={onSearchTextChange}>
        <ChipScroller label="Categories" options={NEW_CATEGORY_CHIPS} value={category ?? 'all'} />
      </StickySearch>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <ChipScroller
          label="Platform"
          options={Object.entries(platformOptions).map(([key, label]) => ({ key, label }))}
          value={platform}
          onSelect={(key) => onPlatformChange(key as OfferPlatformFilter)}
        />
        <NativeSelect
          value={sortBy}
          onChange={(e) => onSortChange(e.target.value as OfferSort)}
          inputProps={{ 'aria-label': 'Sort by' }}
          sx={[filterSelectSx, { minHeight: 44, borderRadius: 999 }]}
        >
          {OFFER_SORTS.map((s) => (
            <option key={s} value={s}>
              {OFFER_SORT_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </Box>
      <Box sx={{ minHeight: 4 }}>{refreshing && <LinearProgress color="secondary" aria-label="Updating offers" />}</Box>
      {status === 'loading' && <NewLoading label="Loading offers" sx={newGridSx} height={200} />}
      {status === 'error' && <NewError message={offersErrorText(error ?? '')} onRetry={onRetry} />}
      {status === 'ready' && offers?.length === 0 && <NewEmpty>{NO_OFFERS_TEXT}</NewEmpty>}
      {status === 'ready' && !!offers?.length && (
        <>
          <Box component="ul" aria-label="Offers" sx={newGridSx}>
            {offers.map((offer, i) => (
              <li key={offer.id}>
                <NewOfferCard offer={offer} signedIn={signedIn} eager={i < 3} />
              </li>
            ))}
          </Box>
          <WallMore {...props} />
        </>
      )}
    </Stack>
  );
}

function WallMore({ hasMore, loadingMore, loadMoreError, onLoadMore }: OffersListState) {
  if (loadMoreError) return <NewError message={offersErrorText(loadMoreError)} onRetry={onLoadMore} />;
  if (!hasMore) return null;
  return (
    <NewLoadMore onClick={onLoadMore} loading={loadingMore}>
      Load More
    </NewLoadMore>
  );
}
