import { Box, LinearProgress, Link, Stack, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { Offer } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { SectionSpinner } from '../../components/feedback/FullScreenSpinner';
import { OfferGrid } from './OfferGrid';
import { LoadMoreButton, OffersError } from './OffersListParts';

export interface SearchGamesViewProps {
  /** The search shown (the trimmed ?q=); '' when there is none. */
  query: string;
  status: 'idle' | 'loading' | 'error' | 'ready';
  error: string | null;
  onRetry: () => void;
  offers: Offer[] | undefined;
  /** Offers matching in all (the results may be the first page of them). */
  total: number;
  refreshing?: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  signedIn: boolean;
}

const count = (n: number) => (n === 1 ? '1 offer matches' : `${n} offers match`);

/** /search/games (SPEC §2 Search section): the banner holds the search box; these are the offers it found. */
export function SearchGamesView(props: SearchGamesViewProps) {
  const { query, status, error, onRetry, offers, total, refreshing, hasMore, loadingMore, onLoadMore, signedIn } =
    props;
  const allOffers = (
    <Link component={AppLink} to="/offers" underline="hover" sx={{ fontWeight: 600 }}>
      See all offers
    </Link>
  );
  return (
    <Stack spacing={2}>
      <Box sx={{ minHeight: 4 }}>
        {refreshing && <LinearProgress color="secondary" aria-label="Updating results" />}
      </Box>
      {status === 'idle' && (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography color="text.secondary">
            Type the game or app you are looking for in the search box above.
          </Typography>
          <Box sx={{ mt: 1 }}>{allOffers}</Box>
        </Box>
      )}
      {status === 'loading' && <SectionSpinner label="Searching offers" />}
      {status === 'error' && <OffersError message={error ?? ''} onRetry={onRetry} />}
      {status === 'ready' && offers?.length === 0 && (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <SearchOffIcon aria-hidden sx={{ fontSize: 48, color: 'text.disabled' }} />
          <Typography role="status" sx={{ mt: 1, fontWeight: 600, fontSize: 18, overflowWrap: 'anywhere' }}>
            No offers match '{query}'
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
            Try another word, or browse every offer.
          </Typography>
          {allOffers}
        </Box>
      )}
      {status === 'ready' && !!offers?.length && (
        <>
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}
          >
            <Typography role="status" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {count(total)}{' '}
              <Box component="strong" sx={{ color: 'text.primary' }}>
                '{query}'
              </Box>
            </Typography>
            {allOffers}
          </Box>
          <OfferGrid offers={offers} signedIn={signedIn} label="Search results" />
          {hasMore && <LoadMoreButton loading={loadingMore} onClick={onLoadMore} />}
        </>
      )}
    </Stack>
  );
}
