import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import { upToDollars, type Offer } from '@pilotmiles/core';
import { OfferGrid } from './OfferGrid';
import { OffersView, type OffersViewProps } from './OffersView';

export interface StartEarningViewProps extends Omit<OffersViewProps, 'startEarning'> {
  /** Staff-featured offers (GET swaarm/offers/start-earning); empty when none are featured. */
  featured: Offer[];
  onSkip: () => void;
}

/** The banner's figure: the best single offer on show (featured first, else the listing). */
export function bestOfferPm(featured: Offer[], listed: Offer[] | undefined): number {
  const pool = featured.length ? featured : (listed ?? []);
  return pool.reduce((max, o) => Math.max(max, o.summary_pilot_miles), 0);
}

/**
 * /start-earning: the listing's start-earning variant, with a 'Get up to $' banner (the most a
 * starter offer pays), the featured offers first, ribbons on the cards, and offers opening in a
 * new tab so this page stays where it is. 'Skip' opens SkipStartEarning.
 */
export function StartEarningView({ featured, onSkip, ...listing }: StartEarningViewProps) {
  const best = bestOfferPm(featured, listing.offers);
  return (
    <Stack spacing={3}>
      <Paper
        component="section"
        aria-label="Start earning"
        sx={{
          p: { xs: 2.5, md: 3.5 },
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          color: 'common.white',
          background: 'linear-gradient(135deg, #0b2545 0%, #13315c 60%, #15803d 100%)',
        }}
      >
        <Box>
          {/* Reserved even before the figure arrives, so the page does not shift. */}
          <Typography
            variant="h4"
            component="p"
            sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 }, minHeight: '1.2em' }}
          >
            Get up to ${upToDollars(best)}
          </Typography>
          <Typography sx={{ opacity: 0.9 }}>Complete your first offer and watch your PilotMiles land.</Typography>
        </Box>
        <Link component="button" type="button" onClick={onSkip} sx={{ color: 'inherit', fontWeight: 600 }}>
          Skip
        </Link>
      </Paper>
      {featured.length > 0 && (
        <Box component="section" aria-labelledby="featured-offers">
          <Typography id="featured-offers" variant="h5" component="h2" sx={{ mb: 2 }}>
            Top picks to start
          </Typography>
          <OfferGrid offers={featured} signedIn={listing.signedIn} startEarning label="Featured offers" />
        </Box>
      )}
      <Box component="section" aria-labelledby="all-offers">
        <Typography id="all-offers" variant="h5" component="h2" sx={{ mb: 2 }}>
          All offers
        </Typography>
        <OffersView {...listing} startEarning />
      </Box>
    </Stack>
  );
}
