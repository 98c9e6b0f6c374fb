/** Today's tiers on the /daily-challenge page, each in the state the progress response gives it. */
import { Box, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import RedeemIcon from '@mui/icons-material/Redeem';
import type { ChallengeTier, DailyChallengeProgress } from '@pilotmiles/core';
import { brand } from '../../theme/tokens';
import { TIER_STATUS_WORD, tierStatus, type TierStatus } from './challengeState';

const ICON = { collected: CheckCircleIcon, ready: RedeemIcon, inProgress: PlayCircleIcon, locked: LockOutlinedIcon };
const COLOR: Record<TierStatus, string> = {
  collected: brand.green,
  ready: brand.greenDark,
  inProgress: brand.navyLight,
  locked: '#94a3b8',
};

export interface TiersListProps {
  tiers: readonly ChallengeTier[];
  progress: DailyChallengeProgress;
}

export function TiersList({ tiers, progress }: TiersListProps) {
  return (
    <Stack component="ol" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Today's challenges">
      {tiers.map((tier, i) => {
        const status = tierStatus(progress, i);
        const Icon = ICON[status];
        const current = status === 'ready' || status === 'inProgress';
        return (
          <Stack
            component="li"
            key={i}
            data-status={status}
            direction="row"
            spacing={1.5}
            sx={{
              alignItems: 'center',
              p: 1.5,
              borderRadius: 2,
              border: '1px solid',
              borderColor: status === 'ready' ? brand.green : current ? brand.navyLight : '#e2e8f0',
              bgcolor: status === 'collected' || status === 'ready' ? '#f0fdf4' : current ? '#fff' : '#f8fafc',
            }}
          >
            <Icon sx={{ color: COLOR[status] }} aria-hidden />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, color: status === 'locked' ? 'text.secondary' : 'text.primary' }}>
                Earn {tier.target} PM
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Challenge {i + 1} · {TIER_STATUS_WORD[status]}
                {status === 'inProgress' && (
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{` (${progress.earned} / ${tier.target})`}</Box>
                )}
              </Typography>
            </Box>
            <Typography
              sx={{
                fontWeight: 800,
                color: status === 'locked' ? 'text.secondary' : brand.green,
                whiteSpace: 'nowrap',
              }}
            >
              +{tier.reward} PM
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
