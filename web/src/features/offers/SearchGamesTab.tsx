import { Box } from '@mui/material';
import { NewError } from '../../../components/newDesign/NewStates';
import { newGridSx } from '../../../components/newDesign/newCardSx';
import { NewLoadMore } from '../../../components/newDesign/NewLoadMore';
import { offersErrorText } from '../OffersListParts';
import { OfferSearchResults, type SearchGamesViewProps } from '../SearchGamesView';
import { useOfferSearch } from '../useOfferSearch';
import { NewOfferCard } from './NewOfferCard';
import { NEW_OFFER_WALL_PATH } from './paths';

/** The Games & apps tab of /new/earn/search: what /search/games finds, as /new offer cards. */
export function NewSearchOffersView(props: SearchGamesViewProps) {
  const { error, onRetry, offers, hasMore, loadingMore, onLoadMore, signedIn } = props;
  return (
    <OfferSearchResults {...props} allTo={NEW_OFFER_WALL_PATH} error={<NewError message={offersErrorText(error ?? '')} onRetry={onRetry} />}>
      {offers && (
        <Box component="ul" aria-label="Search results" sx={newGridSx}>
          {offers.map((o) => (
            <li key={o.id}>
              <NewOfferCard offer={o} signedIn={signedIn} />
            </li>
          ))}
        </Box>
      )}
      {hasMore && (
        <NewLoadMore onClick={onLoadMore} loading={loadingMore}>
          Load More
        </NewLoadMore>
      )}
    </OfferSearchResults>
  );
}

export default function NewSearchOffersTab() {
  return <NewSearchOffersView {...useOfferSearch()} />;
}
