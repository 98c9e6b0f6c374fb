/**
 * The dashboard's compact daily challenge card: today's progress, linking to /daily-challenge
 * (where the tier is collected). It reads the same progress response as the page and the modal, so
 * the three always agree, and says what counts towards the target (bonuses do not).
 */
import type { ReactNode } from 'react';
import { Box, Button, Card, CardActionArea, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { DAILY_MSG, challengeRemainingText, type DailyChallengeProgress } from '@pilotmiles/core';
import { brand } from '../../theme/tokens';
import { AppLink } from '../../components/AppLink';
import { challengePercent, challengeState } from './challengeState';
import { useChallengeProgress } from './dailyApi';
import { CHALLENGE_COUNTS } from './howItWorks';
import { loadState } from '../../lib/loadState';

export interface DailyChallengeCardViewProps {
  status: 'loading' | 'error' | 'ready';
  progress: DailyChallengeProgress | undefined;
  error?: string | null;
  onRetry?: () => void;
}

const TITLE_ID = 'daily-challenge-card';

function Trophy() {
  return (
    <Box
      sx={{
        width: 44,
        height: 44,
        flexShrink: 0,
        borderRadius: 2.5,
        bgcolor: '#fffbeb',
        color: brand.gold,
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <EmojiEventsIcon aria-hidden />
    </Box>
  );
}

function Frame({ reward, children }: { reward?: number; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Trophy />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography id={TITLE_ID} sx={{ fontWeight: 700 }}>
            Daily challenge
          </Typography>
          {reward !== undefined && (
            <Typography sx={{ fontWeight: 800, color: brand.green, whiteSpace: 'nowrap' }}>+{reward} PM</Typography>
          )}
        </Stack>
        {children}
      </Box>
    </Stack>
  );
}

export function DailyChallengeCardView({ status, progress, error, onRetry }: DailyChallengeCardViewProps) {
  if (status === 'error' || (status === 'ready' && !progress))
    return (
      <Card component="section" aria-labelledby={TITLE_ID} sx={{ p: 2 }}>
        <Frame>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary" role="alert">
              {error || "Today's challenge could not be loaded."}
            </Typography>
            {onRetry && (
              <Button size="small" onClick={onRetry}>
                Try again
              </Button>
            )}
          </Stack>
        </Frame>
      </Card>
    );

  if (status === 'loading' || !progress)
    return (
      <Card component="section" aria-labelledby={TITLE_ID} aria-busy="true" sx={{ p: 2 }}>
        <Frame>
          <Skeleton width="70%" />
          <Skeleton height={20} />
        </Frame>
      </Card>
    );

  const state = challengeState(progress);
  const tier = progress.challenge;
  return (
    <Card component="section" aria-labelledby={TITLE_ID}>
      <CardActionArea component={AppLink} to="/daily-challenge" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Frame reward={tier?.reward}>
              {tier ? (
                <>
                  <Typography variant="body2" color={state === 'completed' ? brand.greenDark : 'text.secondary'} sx={{ fontWeight: state === 'completed' ? 700 : 400 }}>
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
            </Frame>
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
  return (
    <DailyChallengeCardView
      {...loadState(query)}
      progress={query.data?.value}
    />
  );
}
