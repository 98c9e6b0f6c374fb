import { memo, useId, type MouseEvent } from 'react';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { offerCta, type Offer } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { openModal } from '../../components/modals/modalStore';
import { outlinedCardSx } from '../../components/cardSx';
import { OfferChips } from './OfferChips';
import { OfferImage } from './OfferImage';
import { NoArtworkTile, hasArtwork } from './OfferArtwork';
import { offerRewardLabel } from './format';
import { newOfferPath } from './newPaths';

/**
 * The /new design's offer card: a horizontal tile on a phone (picture left), the whole tile one
 * link to /new/earn/offer/{id}; a visitor's tap opens PleaseSignUp, as on the classic card.
 */
export const OfferCardCompact = memo(function OfferCardCompact({ offer, signedIn, eager = false }: { offer: Offer; signedIn: boolean; eager?: boolean }) {
  const titleId = useId();
  const withArt = hasArtwork(offer.preview_url);
  const onClick = (e: MouseEvent) => {
    if (signedIn) return;
    e.preventDefault();
    openModal('PleaseSignUp');
  };
  return (
    <Card component="article" aria-labelledby={titleId} elevation={0} sx={[outlinedCardSx, { height: '100%' }]}>
      <CardActionArea
        component={AppLink}
        to={newOfferPath(offer.id)}
        onClick={onClick}
        sx={{
          height: '100%',
          display: 'grid',
          gridTemplateColumns: withArt ? { xs: '112px minmax(0, 1fr)', sm: 'minmax(0, 1fr)' } : 'minmax(0, 1fr)',
          alignItems: 'stretch',
        }}
      >
        {withArt ? (
          <Box sx={{ '& > *': { height: { xs: '100%', sm: 'auto' } }, '& img': { objectFit: 'cover' } }}>
            <OfferImage src={offer.preview_url} eager={eager} />
          </Box>
        ) : (
          <Box sx={{ px: 2, pt: 2, mb: -1 }}>
            <NoArtworkTile size={40} />
          </Box>
        )}
        <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
          <Typography
            id={titleId}
            component="h2"
            sx={{ fontWeight: 700, fontSize: 17, lineHeight: 1.3, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {offer.name}
          </Typography>
          <OfferChips offer={offer} />
          <Box sx={{ mt: 'auto', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 800, color: 'success.main' }}>{offerRewardLabel(offer)}</Typography>
            <Box component="span" sx={{ px: 2, py: 1, borderRadius: 999, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 700, fontSize: 14 }}>
              {offerCta(offer.tags)}
            </Box>
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
});
