import { startTransition, useEffect, useState } from 'react';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { Offer } from '@pilotmiles/core';
import { OfferCard } from './OfferCard';
import { EAGER_OFFER_IMAGES } from './shellImages';
import { cardGridSx } from '../../components/cardGridSx';

/** Cards the grid shows at first: a desktop's first screen (four rows of three). */
const FIRST_CARDS = 12;
/** Cards added each time the visitor scrolls near the end of those shown. */
const CARDS_PER_STEP = 24;
/** How near: about two phone screens ahead, so cards are there before they are scrolled to. */
const REVEAL_MARGIN = '1600px 0px';

/**
 * How many cards to show, and the element whose approach shows more: a listing has up to 200
 * cards, and rendering them all at once holds a phone's main thread for a second while the page
 * starts (Lighthouse's Total Blocking Time). The first screen's cards render with the page; the
 * rest as the visitor scrolls towards them, a step at a time, in the background (a transition).
 */
function useRevealedCards(total: number) {
  const [shown, setShown] = useState(FIRST_CARDS);
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const more = shown < total;
  useEffect(() => {
    if (!more || !sentinel) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setShown((n) => n + CARDS_PER_STEP));
      },
      { rootMargin: REVEAL_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [more, sentinel, shown]);
  return { shown: Math.min(shown, total), sentinel: more ? setSentinel : null };
}

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
  const { shown, sentinel } = useRevealedCards(offers.length);
  return (
    <>
      <Box component="ul" aria-label={label} sx={cardGridSx}>
        {offers.slice(0, shown).map((offer, i) => (
          <li key={offer.id}>
            <OfferCard offer={offer} signedIn={signedIn} startEarning={startEarning} eager={i < EAGER_OFFER_IMAGES} />
          </li>
        ))}
      </Box>
      {sentinel && <Box ref={sentinel} aria-hidden data-testid="more-offers" sx={{ height: 1 }} />}
    </>
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
