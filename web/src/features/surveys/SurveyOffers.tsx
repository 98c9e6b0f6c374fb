/**
 * /survey's second half: the survey offers (the offers listing's hook and grid, category Surveys),
 * under the wall, so 'Take Surveys' means one place with both (docs/surveys.md).
 */
import { Box, Button, Stack, Typography } from '@mui/material';
import { offersPath } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { LoadMoreButton, OfferGrid, OfferGridSkeleton, OffersError, useOfferBrowser } from '../offers';

export const SURVEY_OFFERS_TITLE = 'More paid surveys';
export const NO_SURVEY_OFFERS = 'No survey offers right now. The wall above always has surveys.';

export function SurveyOffers() {
  const { list } = useOfferBrowser('Surveys');
  const { status, error, onRetry, offers, hasMore, loadingMore, loadMoreError, onLoadMore } = list;
  return (
    <Stack component="section" aria-labelledby="survey-offers" spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography id="survey-offers" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {SURVEY_OFFERS_TITLE}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Survey offers from our partners, each paid once you finish it.
          </Typography>
        </Box>
        <Button component={AppLink} to={offersPath('Surveys')} size="small">
          Search and sort them
        </Button>
      </Box>
      {status === 'loading' && <OfferGridSkeleton label="Loading survey offers" count={3} />}
      {status === 'error' && <OffersError message={error ?? ''} onRetry={onRetry} />}
      {status === 'ready' && !offers?.length && (
        <Typography role="status" color="text.secondary" sx={{ py: 3 }}>
          {NO_SURVEY_OFFERS}
        </Typography>
      )}
      {status === 'ready' && !!offers?.length && (
        <>
          <OfferGrid offers={offers} signedIn label="Survey offers" />
          {loadMoreError ? (
            <OffersError message={loadMoreError} onRetry={onLoadMore} />
          ) : (
            hasMore && <LoadMoreButton loading={loadingMore} onClick={onLoadMore} />
          )}
        </>
      )}
    </Stack>
  );
}
