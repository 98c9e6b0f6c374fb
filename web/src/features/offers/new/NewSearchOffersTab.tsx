import { Box, Button } from '@mui/material';
import { NewError } from '../../../components/newDesign/NewStates';
import { newButtonSx, newGridSx } from '../../../components/newDesign/newCardSx';
import { SearchResults } from '../../../components/SearchResults';
import { offersErrorText } from '../OffersListParts';
import type { SearchGamesViewProps } from '../SearchGamesView';
import { useOfferSearch } from '../useOfferSearch';
import { NewOfferCard } from './NewOfferCard';
import { NEW_OFFER_WALL_PATH } from './paths';

/** The Games & apps tab of /new/earn/search: what /search/games finds, as /new offer cards. */
export function NewSearchOffersView(props: SearchGamesViewProps) {
  const { query, status, error, onRetry, offers, total, refreshing, hasMore, loadingMore, onLoadMore, signedIn } = props;
  return (
    <SearchResults
      query={query}
      status={status}
      count={offers ? (offers.length ? total : 0) : null}
      refreshing={refreshing}
      noun={{ one: 'offer', many: 'offers' }}
      all={{ to: NEW_OFFER_WALL_PATH, label: 'See all offers' }}
      idleHint="Type the game or app you are looking for in the search box above."
      emptyHint="Try another word, or browse every offer."
      error={<NewError message={offersErrorText(error ?? '')} onRetry={onRetry} />}
    >
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
        <Button variant="outlined" size="large" onClick={onLoadMore} loading={loadingMore} sx={[newButtonSx, { alignSelf: 'center', minWidth: 200 }]}>
          Load More
        </Button>
      )}
    </SearchResults>
  );
}

export default function NewSearchOffersTab() {
  return <NewSearchOffersView {...useOfferSearch()} />;
}
