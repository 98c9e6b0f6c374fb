/**
 * The portal's landing view, apart from the other views (CpViews.tsx) so that the first visit to
 * /cp/rewards loads only this: the brand's headline, a few offers and rewards.
 */
import { useId, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { CpPortalBrand, Offer } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { cardGridSx } from '../../components/cardGridSx';
import { NoArtworkTile, OfferImage, offerRewardLabel, hasArtwork } from '../offers';
import { RewardImage } from '../rewards';

export function CpLandingView({
  brand,
  signedIn,
  paths,
}: {
  brand: CpPortalBrand;
  signedIn: boolean;
  paths: { signUp: string; offerWall: string; howToEarn: string; myRewards: string };
}) {
  return (
    // useFlexGap: Stack's spacing would otherwise zero the children's margins, and with them the hero's mx: auto.
    <Stack spacing={5} useFlexGap>
      <Box sx={{ textAlign: { xs: 'left', sm: 'center' }, maxWidth: 760, mx: 'auto' }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '3rem' } }}>
          {brand.headline}
        </Typography>
        {brand.subheadline && (
          <Typography sx={{ mt: 1.5, fontSize: { xs: 17, md: 20 }, opacity: 0.85 }}>{brand.subheadline}</Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'center' }}>
          {signedIn ? (
            <Button component={AppLink} to={paths.offerWall} variant="contained" size="large">
              Start earning
            </Button>
          ) : (
            <Button component={AppLink} to={paths.signUp} variant="contained" size="large">
              Join {brand.name} Rewards
            </Button>
          )}
          <Button component={AppLink} to={paths.howToEarn} variant="outlined" size="large">
            How it works
          </Button>
        </Stack>
      </Box>
      {brand.offers.length > 0 && (
        <Section title="Popular offers" more={{ to: paths.offerWall, label: 'See all offers' }}>
          <OfferWallGrid offers={brand.offers.slice(0, 3)} renderAction={() => null} />
        </Section>
      )}
      {brand.rewards.length > 0 && (
        <Section title="Rewards you can claim" more={{ to: paths.myRewards, label: 'See rewards' }}>
          <Box component="ul" aria-label="Rewards" sx={cardGridSx}>
            {brand.rewards.slice(0, 3).map((r) => (
              <Box component="li" key={r.id}>
                <Card sx={{ height: '100%' }}>
                  <RewardImage src={r.image_url} />
                  <CardContent>
                    <Typography component="h3" sx={{ fontWeight: 700 }}>
                      {r.name}
                    </Typography>
                  </CardContent>
                </Card>
              </Box>
            ))}
          </Box>
        </Section>
      )}
    </Stack>
  );
}

function Section({
  title,
  more,
  children,
}: {
  title: string;
  more: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2, gap: 2 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
          {title}
        </Typography>
        <Button component={AppLink} to={more.to} size="small" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          {more.label}
        </Button>
      </Stack>
      {children}
    </Box>
  );
}

/** Offer cards with an action each (start, or sign up first). */
export function OfferWallGrid({
  offers,
  renderAction,
}: {
  offers: Offer[];
  renderAction: (offer: Offer) => ReactNode;
}) {
  return (
    <Box component="ul" aria-label="Offers" sx={cardGridSx}>
      {offers.map((offer, i) => (
        <Box component="li" key={offer.id}>
          <OfferWallCard offer={offer} eager={i < 3} action={renderAction(offer)} />
        </Box>
      ))}
    </Box>
  );
}

/** One offer of the portal's wall: its picture, or (without one) a small tile beside the name. */
function OfferWallCard({ offer, eager, action }: { offer: Offer; eager: boolean; action: ReactNode }) {
  const withArt = hasArtwork(offer.preview_url);
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {withArt && <OfferImage src={offer.preview_url} eager={eager} />}
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {!withArt && <NoArtworkTile />}
          <Typography id={titleId} variant="h6" component="h3" sx={{ fontSize: 18, lineHeight: 1.3 }}>
            {offer.name}
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{offerRewardLabel(offer)}</Typography>
        <Box sx={{ mt: 'auto', pt: 1 }}>{action}</Box>
      </CardContent>
    </Card>
  );
}
