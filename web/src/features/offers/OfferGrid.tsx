import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { Offer } from '@pilotmiles/core';
import { OfferCard } from './OfferCard';
import { EAGER_OFFER_IMAGES } from './shellImages';
import { cardGridSx } from '../../components/cardGridSx';

/**
 * A listing has up to 200 cards: the browser lays out and paints only those near the screen
 * (the rest keep a card's height until scrolled to), which keeps the grid's first commit short.
 */
const OFFSCREEN_SKIPPED = { contentVisibility: 'auto', containIntrinsicSize: 'auto 380px' } as const;

/** Offer cards in 1, 2 or 3 columns by screen width. */
export function OfferGrid({
  offers,
  signedIn,
  startEarning = false,
  label = 'Offers',
}: {
  offers: Offer[];
  signedIn: boolean;
  startEarning?: boolean;
  /** The list's accessible name. */
  label?: string;
}) {
  return (
    <Box component="ul" aria-label={label} sx={{ ...cardGridSx, '& > li': OFFSCREEN_SKIPPED }}>
      {offers.map((offer, i) => (
        <li key={offer.id}>
          <OfferCard offer={offer} signedIn={signedIn} startEarning={startEarning} eager={i < EAGER_OFFER_IMAGES} />
        </li>
      ))}
    </Box>
  );
}

/** The loading state: cards shaped like OfferCard, so nothing moves when offers arrive. */
export function OfferGridSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <Box role="progressbar" aria-label={label} sx={cardGridSx}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} aria-hidden sx={{ height: '100%' }}>
          {/* The /offers shell shows the first offers' pictures here before the app loads (shellImages.ts). */}
          <Box data-shell-image sx={{ aspectRatio: '16 / 9', bgcolor: 'grey.100', overflow: 'hidden' }} />
          {/* OfferCard's content is not its card's last child (the action area's focus layer follows). */}
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, '&:last-child': { pb: 2 } }}>
            <Skeleton variant="rounded" width={90} height={24} />
            <Typography component="div" sx={{ fontSize: 18, lineHeight: 1.3 }}>
              <Skeleton width="85%" />
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', pt: 0.5 }}>
              <Skeleton width={100} height={32} />
              <Skeleton variant="rounded" width={110} height={33} sx={{ borderRadius: 999 }} />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
