/**
 * The dashboard's compact daily challenge card: today's progress, linking to /daily-challenge
 * (where the tier is collected). It reads the same progress response as the page and the modal, so
 * the three always agree, and says what counts towards the target (bonuses do not).
 */
import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, LinearProgress, Stack, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { DAILY_MSG, challengeRemainingText, type DailyChallengeProgress } from '@pilotmiles/core';
import { brand } from '../../theme/tokens';
import { AppLink } from '../../components/AppLink';
import { challengePercent, challengeState } from './challengeState';
import { useChallengeProgress } from './dailyApi';
import { DailyCardFrame, DailyCardLines, DailyCardPending } from './DailyCardFrame';
import { CHALLENGE_COUNTS } from './howItWorks';
import { loadState } from '../../lib/loadState';

export interface DailyChallengeCardViewProps {
  status: 'loading' | 'error' | 'ready';
  progress: DailyChallengeProgress | undefined;
  error?: string | null;
  onRetry?: () => void;
}

const FRAME = {
  titleId: 'daily-challenge-card',
  title: 'Daily challenge',
  icon: <EmojiEventsIcon aria-hidden />,
  tint: { bg: '#fffbeb', color: brand.gold },
};

/**
 * What counts towards the target, the same while loading: it needs no data, and a returning
 * member's first paint (the prerendered dashboard) already shows it where it stays.
 */
const countsNote = (
  <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75 }}>
    {CHALLENGE_COUNTS}
  </Typography>
);

/** The card: a link to /daily-challenge, loaded or not. */
function ChallengeCardLink({ loading = false, children }: { loading?: boolean; children: ReactNode }) {
  return (
    <Card
      component="section"
      aria-labelledby={FRAME.titleId}
      aria-busy={loading || undefined}
      sx={{ height: '100%', minHeight: loading ? { xs: 170, md: 150 } : undefined }}
    >
      <CardActionArea component={AppLink} to="/daily-challenge" sx={{ p: 2, height: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
          <ChevronRightIcon color="action" aria-hidden />
        </Stack>
      </CardActionArea>
    </Card>
  );
}

export function DailyChallengeCardView({ status, progress, error, onRetry }: DailyChallengeCardViewProps) {
  if (status === 'loading')
    return (
      <ChallengeCardLink loading>
        <DailyCardFrame {...FRAME}>
          <DailyCardLines />
          {countsNote}
        </DailyCardFrame>
      </ChallengeCardLink>
    );
  if (status !== 'ready' || !progress)
    return (
      <DailyCardPending
        frame={FRAME}
        status="error"
        error={error}
        fallbackError="Today's challenge could not be loaded."
        onRetry={onRetry}
      />
    );

  const state = challengeState(progress);
  const tier = progress.challenge;
  return (
    <ChallengeCardLink>
      <DailyCardFrame {...FRAME} reward={tier ? `+${tier.reward} PM` : undefined}>
        {tier ? (
          <>
            <Typography
              variant="body2"
              color={state === 'completed' ? brand.greenDark : 'text.secondary'}
              sx={{ fontWeight: state === 'completed' ? 700 : 400 }}
            >
              {state === 'completed'
                ? `${DAILY_MSG.completed}: collect your reward`
                : challengeRemainingText(progress.remaining)}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.75 }}>
              <LinearProgress
                variant="determinate"
                value={challengePercent(progress)}
                color={state === 'completed' ? 'secondary' : 'primary'}
                aria-label="Daily challenge progress"
                sx={{ flex: 1, height: 8, borderRadius: 4, bgcolor: '#e2e8f0' }}
              />
              <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {progress.earned} / {tier.target}
              </Typography>
            </Stack>
            {countsNote}
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            All of today's challenges are complete. New ones at midnight!
          </Typography>
        )}
      </DailyCardFrame>
    </ChallengeCardLink>
  );
}

/** The card with its data: the shared progress query. */
export function DailyChallengeCard() {
  const query = useChallengeProgress();
  return <DailyChallengeCardView {...loadState(query)} progress={query.data?.value} />;
}
