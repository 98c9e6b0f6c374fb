import { memo, useId, type MouseEvent } from 'react';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { offerCta, upToDollars, type Offer } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { openModal } from '../../components/modals/modalStore';
import { OfferChips } from './OfferChips';
import { OfferImage } from './OfferImage';
import { NoArtworkTile, hasArtwork } from './OfferArtwork';
import { offerRewardLabel } from './format';

export interface OfferCardProps {
  offer: Offer;
  signedIn: boolean;
  /** The start-earning variant: a ribbon, and the offer opens in a new tab. */
  startEarning?: boolean;
  /** One of the first cards: its image loads at once. */
  eager?: boolean;
}

/**
 * One offer: image, name, chips, reward and the call-to-action of its category. The whole
 * card is one link to /offers/{id}; a visitor's click opens PleaseSignUp instead. The
 * call-to-action is drawn as a button but is part of the link, so there is one thing to press.
 * Memoised: the listing re-renders as its filters change and load (the progress bar), and the cards
 * already shown need not.
 */
export const OfferCard = memo(function OfferCard({
  offer,
  signedIn,
  startEarning = false,
  eager = false,
}: OfferCardProps) {
  const onClick = (e: MouseEvent) => {
    if (signedIn) return;
    e.preventDefault();
    openModal('PleaseSignUp');
  };
  // The same offer may show twice on a page (featured, then listed): ids must not clash.
  const titleId = useId();
  const withArt = hasArtwork(offer.preview_url);
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%', position: 'relative' }}>
      <CardActionArea
        component={AppLink}
        to={`/offers/${encodeURIComponent(offer.id)}`}
        onClick={onClick}
        {...(startEarning ? { target: '_blank', rel: 'noopener' } : {})}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {withArt && <OfferImage src={offer.preview_url} eager={eager} />}
        {startEarning && <Ribbon>{`Earn $${upToDollars(offer.summary_pilot_miles)}`}</Ribbon>}
        <CardContent
          sx={{
            flex: 1,
            display: 'flex',
            flexDirection: 'column',
            gap: 1.25,
            ...(startEarning && !withArt && { pt: 6 }),
          }}
        >
          {withArt ? (
            <OfferChips offer={offer} />
          ) : (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <NoArtworkTile />
              <OfferChips offer={offer} />
            </Box>
          )}
          <Typography
            id={titleId}
            variant="h6"
            component="h2"
            sx={{
              lineHeight: 1.3,
              fontSize: 18,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {offer.name}
          </Typography>
          <Box
            sx={{ mt: 'auto', pt: 0.5, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
          >
            <Typography sx={{ fontWeight: 800, color: 'success.main', fontSize: 17 }}>
              {offerRewardLabel(offer)}
            </Typography>
            <Box
              component="span"
              sx={{
                px: 2,
                py: 0.75,
                borderRadius: 999,
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
                fontWeight: 700,
                fontSize: 14,
                whiteSpace: 'nowrap',
              }}
            >
              {offerCta(offer.tags)}
            </Box>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
});

/** The start-earning variant's corner ribbon. */
function Ribbon({ children }: { children: string }) {
  return (
    <Box
      sx={{
        position: 'absolute',
        top: 12,
        left: 0,
        px: 1.5,
        py: 0.5,
        bgcolor: 'warning.main',
        color: 'common.black',
        fontWeight: 800,
        fontSize: 13,
        borderRadius: '0 999px 999px 0',
        boxShadow: 2,
      }}
    >
      {children}
    </Box>
  );
}
