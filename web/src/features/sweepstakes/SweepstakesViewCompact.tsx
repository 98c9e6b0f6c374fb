import { memo, useId, type ReactNode } from 'react';
import { Box, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { formatPM, type Sweepstake } from '@pilotmiles/core';
import { BusyButton } from '../../components/BusyButton';
import { CardSkeletons, EmptyCard, ErrorCard } from '../../components/feedback/CardStates';
import { PageHeader } from '../../components/PageHeader';
import { bigTouchSx, raisedCardSx } from '../../components/cardSx';
import { formatDate, formatWholeDollars } from '../../lib/format';
import { Countdown, usePassed } from './Countdown';
import { entriesSoFarLabel } from './format';
import { SweepstakeImage } from './SweepstakeImage';
import { DrawResult, EnterButton, RulesLink, StakeBox } from './SweepstakeParts';
import type { SweepstakeActions } from './SweepstakeGrid';
import { sweepstakesErrorText, type SectionState } from './SweepstakesView';

export const NO_RUNNING_TEXT = 'No sweepstakes running right now';
export const NO_FINISHED_TEXT = 'No finished sweepstakes yet';

export interface SweepstakesViewCompactProps extends SweepstakeActions {
  /** Running ones (open for entries). */
  running: SectionState;
  /** Finished ones (being drawn, drawn). */
  finished: SectionState;
}

/** /new/win-big: the running sweepstakes as big cards first, then the finished ones with their winners. */
export function SweepstakesViewCompact({ running, finished, ...actions }: SweepstakesViewCompactProps) {
  return (
    <Box>
      <PageHeader title="Win Big" subtitle="Spend PilotMiles on entries for a chance at a big prize." />
      <Stack spacing={4}>
        <Box component="section" aria-labelledby="win-big-running">
          <SectionTitle id="win-big-running">Running now</SectionTitle>
          <Section
            section={running}
            label="running sweepstakes"
            empty={<EmptyCard icon={<EmojiEventsIcon />} title={NO_RUNNING_TEXT} text="New ones open often: check back soon." />}
          >
            {(items) => (
              <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
                {items.map((s, i) => (
                  <RunningCard key={s.id} sweepstake={s} eager={i < 2} {...actions} />
                ))}
              </Box>
            )}
          </Section>
        </Box>
        <Box component="section" aria-labelledby="win-big-finished">
          <SectionTitle id="win-big-finished">Winners</SectionTitle>
          <Section section={finished} label="finished sweepstakes" empty={<EmptyCard title={NO_FINISHED_TEXT} />}>
            {(items) => (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
                {items.map((s) => (
                  <FinishedRow key={s.id} sweepstake={s} onDraw={actions.onDraw} />
                ))}
              </Box>
            )}
          </Section>
        </Box>
      </Stack>
    </Box>
  );
}

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} variant="h5" component="h2" sx={{ fontWeight: 900, mb: 1.5 }}>
      {children}
    </Typography>
  );
}

function Section({
  section,
  label,
  empty,
  children,
}: {
  section: SectionState;
  label: string;
  empty: ReactNode;
  children: (items: Sweepstake[]) => ReactNode;
}) {
  if (section.status === 'loading') return <CardSkeletons label={`Loading ${label}`} count={2} height={260} />;
  if (section.status === 'error') return <ErrorCard message={sweepstakesErrorText(section.error ?? '')} onRetry={section.onRetry} />;
  if (!section.items?.length) return <>{empty}</>;
  return (
    <Stack spacing={2}>
      {children(section.items)}
      {section.moreError && <ErrorCard message={sweepstakesErrorText(section.moreError)} onRetry={section.onShowMore} />}
      {section.hasMore && !section.moreError && (
        <BusyButton variant="outlined" busy={section.loadingMore} busyLabel="Loading…" onClick={section.onShowMore} sx={{ ...bigTouchSx, alignSelf: 'center', minWidth: 200 }}>
          Show more
        </BusyButton>
      )}
    </Stack>
  );
}

/** A running sweepstake, big: the art with the prize over it, time left, entries, and Enter. */
const RunningCard = memo(function RunningCard({
  sweepstake: s,
  member,
  onEnter,
  onRules,
  onDeadline,
  eager,
}: SweepstakeActions & { sweepstake: Sweepstake; eager: boolean }) {
  const titleId = useId();
  const passed = usePassed(Date.parse(s.end_date), onDeadline);
  return (
    <Paper component="article" aria-labelledby={titleId} sx={raisedCardSx}>
      <Box sx={{ position: 'relative' }}>
        <SweepstakeImage src={s.image_url} eager={eager} />
        <Box sx={{ position: 'absolute', inset: 0, background: 'linear-gradient(180deg, rgba(11,37,69,0) 35%, rgba(11,37,69,0.85) 100%)' }} />
        <Chip
          icon={<TimerOutlinedIcon />}
          label={passed ? 'Entries closed' : <>Ends in <Countdown deadline={Date.parse(s.end_date)} /></>}
          sx={{ position: 'absolute', top: 14, left: 14, bgcolor: 'rgba(255,255,255,0.94)', fontWeight: 700, height: 34, borderRadius: '17px' }}
        />
        <Box sx={{ position: 'absolute', left: 18, right: 18, bottom: 14, color: '#fff' }}>
          <Typography sx={{ fontWeight: 900, fontSize: { xs: 34, md: 40 }, lineHeight: 1 }}>{formatWholeDollars(s.value)}</Typography>
          <Typography id={titleId} component="h3" sx={{ fontWeight: 700, fontSize: 18, mt: 0.5 }}>
            {s.title}
          </Typography>
        </Box>
      </Box>
      <Stack spacing={1.5} sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Chip label={`${formatPM(s.entry_cost)} per entry`} sx={{ fontWeight: 700 }} />
          <Chip variant="outlined" label={entriesSoFarLabel(s)} />
        </Box>
        <StakeBox sweepstake={s} member={member} big sx={{ px: 2, py: 1.25, borderRadius: '16px', bgcolor: 'action.hover' }} />
        <EnterButton sweepstake={s} member={member} passed={passed} onEnter={onEnter} sx={bigTouchSx} />
        <RulesLink sweepstake={s} onRules={onRules} sx={{ alignSelf: 'center', fontWeight: 600, py: 1 }} />
      </Stack>
    </Paper>
  );
});

/** A finished one: the art, the prize and who won (or why nobody did). */
function FinishedRow({ sweepstake: s, onDraw }: { sweepstake: Sweepstake; onDraw: (s: Sweepstake) => void }) {
  return (
    <Paper component="li" aria-label={s.title} sx={{ ...raisedCardSx, display: 'flex', gap: 1.5, p: 1.25, alignItems: 'center' }}>
      <SweepstakeImage src={s.image_url} sx={{ width: { xs: 96, sm: 120 }, borderRadius: '16px', overflow: 'hidden' }} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 800, lineHeight: 1.3 }}>{s.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatWholeDollars(s.value)} · ended {formatDate(s.end_date)}
        </Typography>
        <Winner sweepstake={s} />
        {s.draw && (
          <Link component="button" type="button" variant="body2" onClick={() => onDraw(s)} sx={{ fontWeight: 600, mt: 0.25 }}>
            How this draw was picked
          </Link>
        )}
      </Box>
    </Paper>
  );
}

function Winner({ sweepstake: s }: { sweepstake: Sweepstake }) {
  if (s.i_won)
    return (
      <Typography variant="body2" sx={{ fontWeight: 800, color: 'success.main' }}>
        You won! Your prize is in My rewards
      </Typography>
    );
  return <DrawResult sweepstake={s} small />;
}
