import { Alert, Box, Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { formatPM, offerCta, type Offer, type OfferActivity, type OfferEventActivity } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { OfferChips } from './OfferChips';
import { OfferImage } from './OfferImage';
import { OfferDescription } from './OfferDescription';
import { STATUS_TONE, confirmsLabel, eventStatusLabel } from './format';

export interface OfferViewProps {
  offer: Offer;
  /** The member's latest start of this offer; null when not started (or a visitor). */
  activity: OfferActivity | null;
  signedIn: boolean;
  starting: boolean;
  /** Why the last start failed, worded for the member. */
  startError: string | null;
  onStart: () => void;
}

/** The page's two columns from md up: the offer and its button, then its steps and description. */
export const offerPageGridSx = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
} as const;

/** /offers/{id}: what the offer is, what each step pays, where the member stands, and Start. */
export function OfferView({ offer, activity, signedIn, starting, startError, onStart }: OfferViewProps) {
  const byEvent = new Map(activity?.events.map((e) => [e.id, e]));
  return (
    <Box sx={offerPageGridSx}>
      <Paper component="section" aria-labelledby="offer-title" sx={{ overflow: 'hidden' }}>
        <OfferImage src={offer.preview_url} eager />
        <Stack spacing={1.5} sx={{ p: { xs: 2, md: 3 } }}>
          <OfferChips offer={offer} />
          <Typography
            id="offer-title"
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: 24, md: 30 }, lineHeight: 1.25 }}
          >
            {offer.name}
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: 22, color: 'success.main' }}>
            Earn {formatPM(offer.summary_pilot_miles)}
          </Typography>
          {startError && <Alert severity="error">{startError}</Alert>}
          <Button
            variant="contained"
            color="secondary"
            size="large"
            onClick={onStart}
            loading={starting}
            endIcon={<OpenInNewIcon />}
            sx={{ borderRadius: 999, py: 1.25 }}
          >
            {offerCta(offer.tags)}
          </Button>
          {!signedIn && (
            <Typography color="text.secondary" sx={{ fontSize: 14, textAlign: 'center' }}>
              Sign in or create a free account to start this offer.
            </Typography>
          )}
          {activity && (
            <Typography sx={{ fontSize: 14, textAlign: 'center' }}>
              You started this offer.{' '}
              <Link component={AppLink} to="/offers/in-progress" sx={{ fontWeight: 600 }}>
                See it in progress
              </Link>
            </Typography>
          )}
        </Stack>
      </Paper>

      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2" id="offer-steps">
          How to earn
        </Typography>
        <Box component="ol" aria-labelledby="offer-steps" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {offer.events.map((event, i) => (
            <Box
              component="li"
              key={event.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                py: 1.5,
                borderBottom: '1px solid',
                borderColor: 'divider',
              }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 28,
                  height: 28,
                  flexShrink: 0,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontWeight: 700,
                  fontSize: 14,
                }}
              >
                {i + 1}
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{event.name}</Typography>
                {signedIn && <EventStatus event={byEvent.get(event.id)} started={!!activity} />}
              </Box>
              <Typography sx={{ fontWeight: 700, color: 'success.main', whiteSpace: 'nowrap' }}>
                {formatPM(event.pilot_miles)}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', pt: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }}>Total</Typography>
          <Typography sx={{ fontWeight: 800, color: 'success.main' }}>{formatPM(offer.summary_pilot_miles)}</Typography>
        </Box>

        <OfferDescription html={offer.description} divider headingSx={{ mb: 1 }} />
      </Paper>
    </Box>
  );
}

/** 'Not started', 'Pending · Confirms on 30 Nov', 'Confirmed'... for a signed-in member. */
export function EventStatus({ event, started }: { event: OfferEventActivity | undefined; started: boolean }) {
  const status = event?.status ?? null;
  const label = eventStatusLabel(status, started);
  return (
    <Box sx={{ mt: 0.5, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Chip
        size="small"
        label={label}
        color={status ? STATUS_TONE[status] : 'default'}
        variant={status ? 'filled' : 'outlined'}
      />
      {status === 'pending' && (
        <Typography component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
          {confirmsLabel(event?.confirms_at ?? null)}
        </Typography>
      )}
    </Box>
  );
}
