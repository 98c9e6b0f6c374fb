import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { OFFER_CATEGORIES, OFFER_SORT_LABELS, OFFER_SORTS, type OfferCategory, type OfferPlatformFilter } from '@pilotmiles/core';
import { ChipScroller } from '../../components/ChipScroller';
import { CardSkeletons, EmptyCard, ErrorCard } from '../../components/feedback/CardStates';
import { cardGridSx } from '../../components/cardGridSx';
import { LoadMorePill } from '../../components/LoadMorePill';
import { StickySearch } from '../../components/StickySearch';
import { FilterSelect } from '../../components/FilterSelect';
import { listedPlatforms, type OfferFilterBarProps } from './OfferFilterBar';
import { offersErrorText } from './OffersListParts';
import { NO_OFFERS_TEXT, type OffersListState } from './OffersView';
import { OfferCardCompact } from './OfferCardCompact';
import { NEW_CATEGORY_CHIPS } from './newPaths';

export interface OffersViewCompactProps extends OffersListState {
  /** The page's category (its preset); null on the whole wall. */
  category: OfferCategory | null;
  filterBar: OfferFilterBarProps;
  signedIn: boolean;
}

/** The /new offer wall (/new/earn/offer and each category's page): title, sticky search with category and platform chips, sort, cards, Load more. */
export function OffersViewCompact(props: OffersViewCompactProps) {
  const { category, filterBar, status, error, onRetry, offers, refreshing, signedIn } = props;
  const { platform, onPlatformChange, sortBy, onSortChange, searchText, onSearchTextChange } = filterBar;
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
          options={Object.entries(listedPlatforms(filterBar)).map(([key, label]) => ({ key, label }))}
          value={platform}
          onSelect={(key) => onPlatformChange(key as OfferPlatformFilter)}
        />
        <FilterSelect label="Sort by" value={sortBy} keys={OFFER_SORTS} labels={OFFER_SORT_LABELS} onChange={onSortChange} sx={{ minHeight: 44 }} />
      </Box>
      <Box sx={{ minHeight: 4 }}>{refreshing && <LinearProgress color="secondary" aria-label="Updating offers" />}</Box>
      {status === 'loading' && <CardSkeletons label="Loading offers" count={6} sx={cardGridSx} height={200} />}
      {status === 'error' && <ErrorCard message={offersErrorText(error ?? '')} onRetry={onRetry} />}
      {status === 'ready' && offers?.length === 0 && <EmptyCard title={NO_OFFERS_TEXT} />}
      {status === 'ready' && !!offers?.length && (
        <>
          <Box component="ul" aria-label="Offers" sx={cardGridSx}>
            {offers.map((offer, i) => (
              <li key={offer.id}>
                <OfferCardCompact offer={offer} signedIn={signedIn} eager={i < 3} />
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
  if (loadMoreError) return <ErrorCard message={offersErrorText(loadMoreError)} onRetry={onLoadMore} />;
  if (!hasMore) return null;
  return (
    <LoadMorePill onClick={onLoadMore} loading={loadingMore}>
      Load More
    </LoadMorePill>
  );
}
