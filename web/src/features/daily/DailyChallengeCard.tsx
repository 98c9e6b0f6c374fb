/** The dashboard's compact daily challenge card: today's progress, linking to /daily-challenge. */
import { Box, Card, CardActionArea, LinearProgress, Stack, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { DAILY_MSG, challengeProgress, challengeRemainingText, type ChallengeTier } from '@pilotmiles/core';
import { brand } from '../../theme/tokens';
import { AppLink } from '../../components/AppLink';

export interface DailyChallengeCardProps {
  /** The current tier; undefined when all of today's are collected. */
  challenge: ChallengeTier | undefined;
  earned: number;
}

export function DailyChallengeCard({ challenge, earned }: DailyChallengeCardProps) {
  const p = challenge ? challengeProgress(earned, challenge) : null;
  return (
    <Card component="section" aria-label="Daily challenge">
      <CardActionArea component={AppLink} to="/daily-challenge" sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
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
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>Daily challenge</Typography>
              {challenge && (
                <Typography sx={{ fontWeight: 800, color: brand.green, whiteSpace: 'nowrap' }}>
                  +{challenge.reward} PM
                </Typography>
              )}
            </Stack>
            {p ? (
              <>
                <Typography variant="body2" color="text.secondary">
                  {p.completed ? `${DAILY_MSG.completed}: collect your reward` : challengeRemainingText(p.remaining)}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.75 }}>
                  <LinearProgress
                    variant="determinate"
                    value={p.percent}
                    color={p.completed ? 'secondary' : 'primary'}
                    aria-label="Daily challenge progress"
                    sx={{ flex: 1, height: 8, borderRadius: 4, bgcolor: '#e2e8f0' }}
                  />
                  <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {p.earned} / {p.target}
                  </Typography>
                </Stack>
              </>
            ) : (
              <Typography variant="body2" color="text.secondary">
                All of today's challenges are complete. New ones at midnight!
              </Typography>
            )}
          </Box>
          <ChevronRightIcon color="action" aria-hidden />
        </Stack>
      </CardActionArea>
    </Card>
  );
}
