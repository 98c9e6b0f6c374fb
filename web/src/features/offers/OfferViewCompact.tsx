import { Alert, Box, Link, Paper, Stack, Typography } from '@mui/material';
import { formatPM, offerCta, type OfferActivity } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { outlinedCardSx } from '../../components/cardSx';
import { BackLink } from '../../components/BackLink';
import { detailGridSx, PinnedAction, pinnedActionRoomSx } from '../../components/PinnedAction';
import { OfferChips } from './OfferChips';
import { OfferImage } from './OfferImage';
import { EventStatus, type OfferViewProps } from './OfferView';
import { OfferDescription } from './OfferDescription';
import { NEW_OFFER_WALL_PATH } from './newPaths';

export type OfferViewCompactProps = OfferViewProps;

/**
 * /new/earn/offer/{id}: the offer as a card, its steps as a timeline with the member's status,
 * and Start in a bar that stays at the bottom of a phone's screen (big touch target).
 */
export function OfferViewCompact({ offer, activity, signedIn, starting, startError, onStart }: OfferViewCompactProps) {
  return (
    <Stack spacing={2} sx={pinnedActionRoomSx}>
      <BackLink to={NEW_OFFER_WALL_PATH}>All offers</BackLink>
      <Box sx={detailGridSx}>
        <Paper component="section" aria-labelledby="new-offer-title" elevation={0} sx={outlinedCardSx}>
          <OfferImage src={offer.preview_url} eager />
          <Stack spacing={1.5} sx={{ p: { xs: 2, md: 3 } }}>
            <OfferChips offer={offer} />
            <Typography id="new-offer-title" variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 30 }, fontWeight: 800, lineHeight: 1.25 }}>
              {offer.name}
            </Typography>
            <Typography sx={{ fontWeight: 800, fontSize: 22, color: 'success.main' }}>Earn {formatPM(offer.summary_pilot_miles)}</Typography>
            {startError && <Alert severity="error" sx={{ borderRadius: 3 }}>{startError}</Alert>}
            {!signedIn && (
              <Typography color="text.secondary" sx={{ fontSize: 14 }}>
                Sign in or create a free account to start this offer.
              </Typography>
            )}
            {activity && (
              <Typography sx={{ fontSize: 14 }}>
                You started this offer.{' '}
                <Link component={AppLink} to="/offers/in-progress" sx={{ fontWeight: 600 }}>
                  See it in progress
                </Link>
              </Typography>
            )}
            <PinnedAction onClick={onStart} loading={starting}>
              {offerCta(offer.tags)}
            </PinnedAction>
          </Stack>
        </Paper>
        <Paper component="section" aria-labelledby="new-offer-steps" elevation={0} sx={[outlinedCardSx, { p: { xs: 2, md: 3 } }]}>
          <Typography id="new-offer-steps" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
            Steps
          </Typography>
          <Box component="ol" aria-labelledby="new-offer-steps" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {offer.events.map((event, i) => (
              <Step key={event.id} index={i} last={i === offer.events.length - 1} name={event.name} pm={event.pilot_miles} signedIn={signedIn} activity={activity} eventId={event.id} />
            ))}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', pt: 1.5, mt: 1, borderTop: 1, borderColor: 'divider' }}>
            <Typography sx={{ fontWeight: 700 }}>Total</Typography>
            <Typography sx={{ fontWeight: 800, color: 'success.main' }}>{formatPM(offer.summary_pilot_miles)}</Typography>
          </Box>
          <OfferDescription html={offer.description} headingSx={{ mt: 3, mb: 1, fontWeight: 800 }} />
        </Paper>
      </Box>
    </Stack>
  );
}

function Step(props: { index: number; last: boolean; name: string; pm: number; signedIn: boolean; activity: OfferActivity | null; eventId: string }) {
  const { index, last, name, pm, signedIn, activity, eventId } = props;
  const event = activity?.events.find((e) => e.id === eventId);
  const status = event?.status ?? null;
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: '36px minmax(0, 1fr) auto', gap: 1.5, py: 1.5, position: 'relative' }}>
      <Box aria-hidden sx={{ position: 'relative', display: 'flex', justifyContent: 'center' }}>
        <Box sx={{ width: 32, height: 32, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: status === 'confirmed' ? 'success.main' : 'secondary.main', color: 'common.white', fontWeight: 700, zIndex: 1 }}>
          {index + 1}
        </Box>
        {!last && <Box sx={{ position: 'absolute', top: 32, bottom: -12, width: 2, bgcolor: 'divider' }} />}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        {signedIn && <EventStatus event={event} started={!!activity} />}
      </Box>
      <Typography sx={{ fontWeight: 700, color: 'success.main', whiteSpace: 'nowrap' }}>{formatPM(pm)}</Typography>
    </Box>
  );
}
