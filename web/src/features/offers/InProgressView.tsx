import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Collapse,
  Link,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import {
  CONVERSION_STATUSES,
  CONVERSION_STATUS_LABELS,
  formatPM,
  type ConversionStatus,
  type MissingCreditBody,
  type MissingCreditStatus,
  type OfferActivity,
} from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { ErrorState } from '../../components/feedback/ErrorState';
import { OfferImage } from './OfferImage';
import { MissingCreditForm } from './MissingCreditForm';
import { STATUS_TONE, confirmsLabel, eventStatusLabel, formatDayMonth } from './format';

export type ActivityFilter = 'all' | ConversionStatus;

export interface InProgressViewProps {
  status: 'loading' | 'error' | 'ready';
  error: string | null;
  onRetry: () => void;
  activities: OfferActivity[] | undefined;
  onClaim: (body: MissingCreditBody) => Promise<unknown>;
}

const CLAIM_LABELS: Readonly<Record<MissingCreditStatus, string>> = {
  open: 'We are looking into it',
  credited: 'Credited',
  dismissed: 'Closed without credit',
};

/** An offer passes the filter when one of its steps has that status. */
export const matchesFilter = (a: OfferActivity, filter: ActivityFilter) =>
  filter === 'all' || a.events.some((e) => e.status === filter);

/** 'In progress' (/offers/in-progress): the member's started offers, step by step, and missing-credit claims. */
export function InProgressView({ status, error, onRetry, activities, onClaim }: InProgressViewProps) {
  const [filter, setFilter] = useState<ActivityFilter>('all');
  const shown = activities?.filter((a) => matchesFilter(a, filter)) ?? [];

  return (
    <Stack spacing={2.5}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 32 } }}>
        Offers in progress
      </Typography>
      {status === 'loading' && <ActivitySkeleton />}
      {status === 'error' && <ErrorState message={error ?? ''} onRetry={onRetry} />}
      {status === 'ready' && activities?.length === 0 && <NothingStarted />}
      {status === 'ready' && !!activities?.length && (
        <>
          <ToggleButtonGroup
            value={filter}
            exclusive
            onChange={(_, v: ActivityFilter | null) => v && setFilter(v)}
            aria-label="Show offers"
            size="small"
            sx={{ maxWidth: '100%', overflowX: 'auto', alignSelf: 'flex-start', bgcolor: 'background.paper' }}
          >
            <ToggleButton value="all">All</ToggleButton>
            {CONVERSION_STATUSES.map((s) => (
              <ToggleButton key={s} value={s}>
                {CONVERSION_STATUS_LABELS[s]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {shown.length === 0 ? (
            <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              No offers with {CONVERSION_STATUS_LABELS[filter as ConversionStatus].toLowerCase()} steps.
            </Typography>
          ) : (
            <Stack component="ul" aria-label="Started offers" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {shown.map((a) => (
                <li key={a.click_id}>
                  <ActivityCard activity={a} onClaim={onClaim} />
                </li>
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}

function ActivityCard({ activity: a, onClaim }: { activity: OfferActivity; onClaim: InProgressViewProps['onClaim'] }) {
  const [claiming, setClaiming] = useState(false);
  const titleId = `activity-${a.click_id}`;
  return (
    <Paper component="article" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 2.5 } }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <OfferImage src={a.preview_url} sx={{ width: { xs: 88, sm: 128 }, flexShrink: 0, borderRadius: 1.5 }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Link
            id={titleId}
            component={AppLink}
            to={`/offers/${encodeURIComponent(a.offer_id)}`}
            underline="hover"
            sx={{ fontWeight: 700, fontSize: 18, color: 'text.primary', overflowWrap: 'anywhere' }}
          >
            {a.offer_name}
          </Link>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            {a.platform_display} · Started {formatDayMonth(a.started_at)}
          </Typography>
          <Box sx={{ mt: 0.75, display: 'flex', columnGap: 2, flexWrap: 'wrap' }}>
            <Typography sx={{ fontSize: 14 }}>
              Earned{' '}
              <Box component="strong" sx={{ color: 'success.main' }}>
                {formatPM(a.earned_pilot_miles)}
              </Box>
            </Typography>
            {a.pending_pilot_miles > 0 && (
              <Typography sx={{ fontSize: 14 }}>
                Pending <strong>{formatPM(a.pending_pilot_miles)}</strong>
              </Typography>
            )}
          </Box>
        </Box>
      </Box>

      <Box component="ol" aria-label={`Steps of ${a.offer_name}`} sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0 }}>
        {a.events.map((e) => (
          <Box
            component="li"
            key={e.id}
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              gap: 1.5,
              py: 1,
              borderTop: '1px solid',
              borderColor: 'divider',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{e.name}</Typography>
              <Box sx={{ mt: 0.5, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Chip
                  size="small"
                  label={eventStatusLabel(e.status, true)}
                  color={e.status ? STATUS_TONE[e.status] : 'default'}
                  variant={e.status ? 'filled' : 'outlined'}
                />
                {e.status === 'pending' && (
                  <Typography component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
                    {confirmsLabel(e.confirms_at)}
                  </Typography>
                )}
              </Box>
            </Box>
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatPM(e.pilot_miles)}</Typography>
          </Box>
        ))}
      </Box>

      {a.claim && (
        <Alert severity={a.claim.status === 'dismissed' ? 'warning' : 'info'} sx={{ mt: 1.5 }}>
          Missing-credit claim sent {formatDayMonth(a.claim.created_at)}: {CLAIM_LABELS[a.claim.status]}
        </Alert>
      )}
      {!a.claim && a.can_claim_missing && (
        <Box sx={{ mt: 1.5 }}>
          {!claiming && (
            <Button size="small" onClick={() => setClaiming(true)}>
              Report missing credit
            </Button>
          )}
          <Collapse in={claiming} unmountOnExit>
            <MissingCreditForm
              activity={a}
              onSubmit={async (body) => {
                await onClaim(body);
                setClaiming(false);
              }}
              onCancel={() => setClaiming(false)}
            />
          </Collapse>
        </Box>
      )}
    </Paper>
  );
}

function NothingStarted() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, sm: 6 }, textAlign: 'center' }}>
      <HourglassEmptyIcon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />
      <Typography variant="h6" component="p" gutterBottom>
        No offers started yet
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Start an offer and follow each step here until your PilotMiles land.
      </Typography>
      <Button component={AppLink} to="/offers" variant="contained" color="secondary">
        Browse offers
      </Button>
    </Paper>
  );
}

function ActivitySkeleton() {
  return (
    <Stack role="progressbar" aria-label="Loading your offers" spacing={2}>
      {Array.from({ length: 3 }, (_, i) => (
        <Paper key={i} aria-hidden sx={{ height: 180, bgcolor: 'grey.50' }} />
      ))}
    </Stack>
  );
}
