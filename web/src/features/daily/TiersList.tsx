/** Today's tiers on the /daily-challenge page: done, current or locked. */
import { Box, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import type { ChallengeTier } from '@pilotmiles/core';
import { brand } from '../../theme/tokens';

export type TierStatus = 'done' | 'current' | 'locked';

export const tierStatus = (index: number, currentIndex: number): TierStatus =>
  index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'locked';

const ICON = { done: CheckCircleIcon, current: PlayCircleIcon, locked: LockOutlinedIcon };
const COLOR = { done: brand.green, current: brand.navyLight, locked: '#94a3b8' };
const WORD = { done: 'Collected', current: 'In progress', locked: 'Locked' };

export function TiersList({ tiers, currentIndex }: { tiers: readonly ChallengeTier[]; currentIndex: number }) {
  return (
    <Stack component="ol" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Today's challenges">
      {tiers.map((tier, i) => {
        const status = tierStatus(i, currentIndex);
        const Icon = ICON[status];
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
              borderColor: status === 'current' ? brand.navyLight : '#e2e8f0',
              bgcolor: status === 'done' ? '#f0fdf4' : status === 'current' ? '#fff' : '#f8fafc',
            }}
          >
            <Icon sx={{ color: COLOR[status] }} aria-hidden />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, color: status === 'locked' ? 'text.secondary' : 'text.primary' }}>
                Earn {tier.target} PM
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Challenge {i + 1} · {WORD[status]}
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
