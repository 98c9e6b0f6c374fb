import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import type { Offer } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { OfferFilterBar, type OfferFilterBarProps } from './OfferFilterBar';
import { OfferGrid, OfferGridSkeleton } from './OfferGrid';
import { LoadMoreButton, OffersError } from './OffersListParts';

export const NO_OFFERS_TEXT = 'No offers found matching your filters.';

export interface OffersListState {
  status: 'loading' | 'error' | 'ready';
  /** The failure's message (the first page). */
  error: string | null;
  onRetry: () => void;
  offers: Offer[] | undefined;
  /** Other filters are loading while the previous results still show. */
  refreshing?: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  /** A later page failed: the offers already loaded stay, with this under them. */
  loadMoreError: string | null;
  onLoadMore: () => void;
}

export interface OffersViewProps extends OffersListState {
  filterBar: OfferFilterBarProps;
  signedIn: boolean;
  /** The start-earning variant (ribbons; offers open in a new tab). */
  startEarning?: boolean;
}

/** The offers listing: filter bar, states, the grid and Load More. */
export function OffersView(props: OffersViewProps) {
  const { filterBar, status, error, onRetry, offers, refreshing, signedIn, startEarning } = props;
  return (
    <Stack spacing={2.5}>
      {signedIn && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: -1 }}>
          <Button component={AppLink} to="/offers/in-progress" startIcon={<HourglassTopIcon />} size="small">
            In progress
          </Button>
        </Box>
      )}
      <OfferFilterBar {...filterBar} />
      <Box sx={{ minHeight: 4 }}>{refreshing && <LinearProgress color="secondary" aria-label="Updating offers" />}</Box>
      {status === 'loading' && <OfferGridSkeleton label="Loading offers" />}
      {status === 'error' && <OffersError message={error ?? ''} onRetry={onRetry} />}
      {status === 'ready' && offers?.length === 0 && (
        <Typography role="status" color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {NO_OFFERS_TEXT}
        </Typography>
      )}
      {status === 'ready' && !!offers?.length && (
        <>
          <OfferGrid offers={offers} signedIn={signedIn} startEarning={startEarning} />
          <LoadMore {...props} />
        </>
      )}
    </Stack>
  );
}

function LoadMore({ hasMore, loadingMore, loadMoreError, onLoadMore }: OffersListState) {
  if (loadMoreError) return <OffersError message={loadMoreError} onRetry={onLoadMore} />;
  if (!hasMore) return null;
  return <LoadMoreButton loading={loadingMore} onClick={onLoadMore} />;
}
