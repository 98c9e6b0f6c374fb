import { Box, Button, Card, Link, Skeleton, Typography } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { formatChance, formatPM, type SweepstakeDashboard, type SweepstakeEntry } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { ErrorState } from '../../components/feedback/ErrorState';
import { countOf, formatTimeLeft, formatWholeDollars, groupDigits } from '../../lib/format';
import { useMsUntil } from '../../lib/useDeadline';

export interface SweepstakesCardProps {
  /** undefined while loading. */
  data: SweepstakeDashboard | undefined;
  /** The failure's message, when the load failed. */
  error: string | null;
  onRetry: () => void;
}

export const NO_SWEEPSTAKES_TEXT = 'You have not entered any sweepstakes yet.';
export const NO_OPEN_ENTRIES_TEXT = 'No open entries right now.';

const HEADING_ID = 'your-sweepstakes';

/**
 * 'Your sweepstakes' (GET /sweepstakes/dashboard): the member's open entries with their share of
 * the max, their chance and a live countdown, and their wins; the way to /sweepstakes otherwise.
 */
export function SweepstakesCard({ data, error, onRetry }: SweepstakesCardProps) {
  return (
    <Card component="section" aria-labelledby={HEADING_ID}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        <Box
          aria-hidden
          sx={{ width: 40, height: 40, borderRadius: 2.5, display: 'grid', placeItems: 'center', bgcolor: 'rgba(16, 185, 129, 0.12)', color: 'success.main', flexShrink: 0 }}
        >
          <EmojiEventsIcon />
        </Box>
        <Typography id={HEADING_ID} variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }}>
          Your sweepstakes
        </Typography>
        <Button component={AppLink} to="/sweepstakes" size="small">
          See all
        </Button>
      </Box>
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: 2.5 }}>
        <Body data={data} error={error} onRetry={onRetry} />
      </Box>
    </Card>
  );
}

function Body({ data, error, onRetry }: SweepstakesCardProps) {
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  if (!data)
    return (
      <Box role="progressbar" aria-label="Loading your sweepstakes">
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} height={56} />
        ))}
      </Box>
    );
  if (data.items.length === 0)
    return (
      <Box sx={{ pt: 0.5 }}>
        <Typography color="text.secondary">{NO_SWEEPSTAKES_TEXT} Spend PilotMiles on entries for a chance to win big.</Typography>
        <Button component={AppLink} to="/sweepstakes" variant="contained" color="secondary" sx={{ mt: 1.5 }}>
          Browse sweepstakes
        </Button>
      </Box>
    );
  const wins = data.items.filter((e) => e.won);
  const inPlay = data.items.filter((e) => e.status === 'active' || e.status === 'drawing');
  const { totals } = data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {countOf(totals.entries, 'entry', 'entries')} in {countOf(totals.sweepstakes, 'sweepstake', 'sweepstakes')} ·{' '}
        {formatPM(totals.pm_spent)} spent · {countOf(totals.wins, 'win', 'wins')}
      </Typography>
      {wins.length > 0 && (
        <Box component="ul" aria-label="Your wins" sx={listSx}>
          {wins.map((e) => (
            <Box
              component="li"
              key={e.sweepstake_id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.25, p: 1.5, borderRadius: 2, bgcolor: 'success.main', color: '#fff' }}
            >
              <EmojiEventsIcon aria-hidden />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 800 }}>
                  You won {formatWholeDollars(e.value)}: {e.title}
                </Typography>
                <Link component={AppLink} to="/profile/rewards" color="inherit" variant="body2" sx={{ fontWeight: 700 }}>
                  Your prize is in My rewards
                </Link>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {inPlay.length > 0 ? (
        <Box component="ul" aria-label="Open entries" sx={listSx}>
          {inPlay.map((e) => (
            <EntryRow key={e.sweepstake_id} entry={e} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">
          {NO_OPEN_ENTRIES_TEXT}{' '}
          <Link component={AppLink} to="/sweepstakes" sx={{ fontWeight: 600 }}>
            Find an open sweepstake
          </Link>
        </Typography>
      )}
    </Box>
  );
}

const listSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** One open entry: the art, the title, entries of the max, chance, and the time left. */
function EntryRow({ entry: e }: { entry: SweepstakeEntry }) {
  return (
    <Box
      component="li"
      aria-label={e.title}
      sx={{ display: 'flex', gap: 1.5, p: 1.25, borderRadius: 2, border: 1, borderColor: 'divider', minWidth: 0 }}
    >
      <Box sx={{ width: { xs: 72, sm: 96 }, aspectRatio: '16 / 9', flexShrink: 0, alignSelf: 'flex-start', borderRadius: 1.5, overflow: 'hidden', bgcolor: 'grey.100' }}>
        {e.image_url && (
          <Box
            component="img"
            src={e.image_url}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 700, lineHeight: 1.3, overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}>
          {e.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Entries {groupDigits(e.entries)} of {groupDigits(e.max_entries)} · Chance {formatChance(e.chance)}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {e.status === 'drawing' ? 'Drawing the winner…' : <TimeLeft end={e.end_date} />}
        </Typography>
        <Typography variant="caption" color="text.secondary" title="Your id in the published entry list, to find yourself when checking the draw">
          Your draw id:{' '}
          <Box component="span" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}>
            {e.public_id}
          </Box>
        </Typography>
      </Box>
    </Box>
  );
}

function TimeLeft({ end }: { end: string }) {
  const ms = useMsUntil(Date.parse(end));
  return (
    <>
      {ms > 0 ? 'Ends in ' : 'Entries closed'}
      {ms > 0 && (
        <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatTimeLeft(ms)}
        </Box>
      )}
    </>
  );
}
