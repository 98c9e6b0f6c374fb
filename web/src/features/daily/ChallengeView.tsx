/**
 * The daily challenge card the /daily-challenge page and the DailyChallenges modal share:
 * below target, completed with Collect (the one place a tier is collected), or all done with Ok;
 * 'Ends in Xh Ym' counts to the server's ends_at on the server's clock, every second.
 */
import { useEffect } from 'react';
import { Box, Chip, LinearProgress, Link, Stack, Typography } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { DAILY_MSG, challengeRemainingText, formatEndsIn, type DailyChallengeProgress } from '@pilotmiles/core';
import { BusyButton } from '../../components/BusyButton';
import { brand } from '../../theme/tokens';
import { useMsUntil } from '../../lib/useDeadline';
import { challengePercent, challengeState } from './challengeState';

export interface ChallengeViewProps {
  progress: DailyChallengeProgress;
  /** Server clock minus device clock. */
  offsetMs: number;
  /** A collect is on its way. */
  busy: boolean;
  onCollect: () => void;
  /** The 'Ok' of the all-done state. */
  onOk: () => void;
  onHowItWorks: () => void;
  /** Local midnight passed: a new day's challenges are waiting. */
  onDayEnded?: () => void;
}

export function ChallengeView({
  progress,
  offsetMs,
  busy,
  onCollect,
  onOk,
  onHowItWorks,
  onDayEnded,
}: ChallengeViewProps) {
  const left = useMsUntil(Date.parse(progress.ends_at), { offsetMs });
  const ended = left <= 0;
  useEffect(() => {
    if (ended) onDayEnded?.();
  }, [ended, onDayEnded]);

  const state = challengeState(progress);
  const tier = progress.challenge;
  const percent = challengePercent(progress);

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          label={
            tier
              ? `Daily challenge ${progress.tier_index + 1} of ${progress.tiers_total}`
              : `${progress.tiers_total} of ${progress.tiers_total} done`
          }
          sx={{ fontWeight: 700, bgcolor: '#eef2ff', color: brand.navyLight }}
        />
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <AccessTimeIcon fontSize="small" aria-hidden />
          <Typography role="timer" variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {state === 'allDone' ? formatEndsIn(left).replace('Ends in', 'New challenges in') : formatEndsIn(left)}
          </Typography>
        </Stack>
      </Stack>

      {tier ? (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Box
              sx={{
                width: 56,
                height: 56,
                flexShrink: 0,
                borderRadius: 3,
                bgcolor: '#fffbeb',
                color: brand.gold,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <EmojiEventsIcon sx={{ fontSize: 32 }} aria-hidden />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                Reward
              </Typography>
              <Typography sx={{ fontSize: 28, fontWeight: 900, lineHeight: 1.1, color: brand.green }}>
                +{tier.reward} PM
              </Typography>
            </Box>
          </Stack>

          {state === 'completed' ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: brand.greenDark }}>
              <CheckCircleIcon aria-hidden />
              <Typography sx={{ fontWeight: 800, fontSize: 18 }}>{DAILY_MSG.completed}</Typography>
            </Stack>
          ) : (
            <Typography sx={{ fontWeight: 600 }}>{challengeRemainingText(progress.remaining)}</Typography>
          )}

          <Box>
            <LinearProgress
              variant="determinate"
              value={percent}
              color={state === 'completed' ? 'secondary' : 'primary'}
              aria-label="Challenge progress"
              sx={{ height: 12, borderRadius: 6, bgcolor: '#e2e8f0' }}
            />
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 0.75, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
            >
              {progress.earned} / {tier.target}
            </Typography>
          </Box>

          {state === 'completed' && (
            <BusyButton
              busy={busy}
              busyLabel="Collecting..."
              onClick={onCollect}
              variant="contained"
              color="secondary"
              size="large"
              fullWidth
            >
              {DAILY_MSG.collect}
            </BusyButton>
          )}
        </>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }}>
          <Box
            sx={{
              width: 64,
              height: 64,
              borderRadius: '50%',
              bgcolor: '#ecfdf5',
              color: brand.green,
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <CheckCircleIcon sx={{ fontSize: 40 }} aria-hidden />
          </Box>
          <Typography sx={{ fontWeight: 800, fontSize: 18 }}>You've completed all of today's challenges!</Typography>
          <Typography color="text.secondary">Come back tomorrow for new challenges and more rewards.</Typography>
          <BusyButton busy={false} busyLabel="" onClick={onOk} variant="contained" size="large" fullWidth>
            Ok
          </BusyButton>
        </Stack>
      )}

      <Link component="button" type="button" onClick={onHowItWorks} sx={{ alignSelf: 'center', fontWeight: 600 }}>
        How it works?
      </Link>
    </Stack>
  );
}
