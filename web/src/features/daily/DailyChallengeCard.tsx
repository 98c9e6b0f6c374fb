/**
 * The dashboard's compact daily challenge card: today's progress, linking to /daily-challenge
 * (where the tier is collected). It reads the same progress response as the page and the modal, so
 * the three always agree, and says what counts towards the target (bonuses do not).
 */
import { Box, Card, CardActionArea, LinearProgress, Stack, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { DAILY_MSG, challengeRemainingText, type DailyChallengeProgress } from '@pilotmiles/core';
import { brand } from '../../theme/tokens';
import { AppLink } from '../../components/AppLink';
import { challengePercent, challengeState } from './challengeState';
import { useChallengeProgress } from './dailyApi';
import { DailyCardFrame, DailyCardPending } from './DailyCardFrame';
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

export function DailyChallengeCardView({ status, progress, error, onRetry }: DailyChallengeCardViewProps) {
  if (status !== 'ready' || !progress)
    return (
      <DailyCardPending
        frame={FRAME}
        status={status === 'loading' ? 'loading' : 'error'}
        loadedHeight={{ xs: 170, md: 150 }}
        error={error}
        fallbackError="Today's challenge could not be loaded."
        onRetry={onRetry}
      />
    );

  const state = challengeState(progress);
  const tier = progress.challenge;
  return (
    <Card component="section" aria-labelledby={FRAME.titleId} sx={{ height: '100%' }}>
      <CardActionArea component={AppLink} to="/daily-challenge" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
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
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75 }}>
                    {CHALLENGE_COUNTS}
                  </Typography>
                </>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  All of today's challenges are complete. New ones at midnight!
                </Typography>
              )}
            </DailyCardFrame>
          </Box>
          <ChevronRightIcon color="action" aria-hidden />
        </Stack>
      </CardActionArea>
    </Card>
  );
}

/** The card with its data: the shared progress query. */
export function DailyChallengeCard() {
  const query = useChallengeProgress();
  return <DailyChallengeCardView {...loadState(query)} progress={query.data?.value} />;
}
