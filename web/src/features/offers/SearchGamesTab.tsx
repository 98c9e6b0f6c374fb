import { Box } from '@mui/material';
import { ErrorCard } from '../../components/feedback/CardStates';
import { cardGridSx } from '../../components/cardGridSx';
import { LoadMorePill } from '../../components/LoadMorePill';
import { offersErrorText } from './OffersListParts';
import { OfferSearchResults, type SearchGamesViewProps } from './SearchGamesView';
import { useOfferSearch } from './useOfferSearch';
import { OfferCardCompact } from './OfferCardCompact';
import { NEW_OFFER_WALL_PATH } from './newPaths';

/** The Games & apps tab of /new/earn/search: what /search/games finds, as /new offer cards. */
export function SearchGamesViewCompact(props: SearchGamesViewProps) {
  const { error, onRetry, offers, hasMore, loadingMore, onLoadMore, signedIn } = props;
  return (
    <OfferSearchResults {...props} allTo={NEW_OFFER_WALL_PATH} error={<ErrorCard message={offersErrorText(error ?? '')} onRetry={onRetry} />}>
      {offers && (
        <Box component="ul" aria-label="Search results" sx={cardGridSx}>
          {offers.map((o) => (
            <li key={o.id}>
              <OfferCardCompact offer={o} signedIn={signedIn} />
            </li>
          ))}
        </Box>
      )}
      {hasMore && (
        <LoadMorePill onClick={onLoadMore} loading={loadingMore}>
          Load More
        </LoadMorePill>
      )}
    </OfferSearchResults>
  );
}

export default function SearchGamesTab() {
  return <SearchGamesViewCompact {...useOfferSearch()} />;
}
