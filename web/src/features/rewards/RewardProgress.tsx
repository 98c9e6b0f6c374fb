import { Box, LinearProgress, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { rewardProgress, type Reward } from '@pilotmiles/core';
import { toGoLabel } from './format';

/**
 * How far the balance is from a reward's cheapest value (core's rewardProgress), as both designs'
 * cards show it: a bar, then 'You can redeem this' or what is still to go. `bold`: /new's look
 * (a thicker bar, bold words, no tick).
 */
export function RewardProgress({ reward, balance, bold = false }: { reward: Reward; balance: number; bold?: boolean }) {
  const { affordable, next, progress } = rewardProgress(reward, balance);
  const ready = affordable.length > 0;
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={Math.round(progress * 100)}
        color={ready ? 'success' : 'secondary'}
        aria-label={`Progress towards ${reward.name}`}
        sx={bold ? { height: 8, borderRadius: 999 } : { height: 6, borderRadius: 999, bgcolor: 'grey.200' }}
      />
      <Typography
        variant="body2"
        sx={{
          mt: 0.5,
          color: ready ? 'success.main' : 'text.secondary',
          fontWeight: bold || ready ? 700 : 500,
          ...(bold ? {} : { display: 'flex', alignItems: 'center', gap: 0.5 }),
        }}
      >
        {ready ? (
          <>
            {!bold && <CheckCircleIcon sx={{ fontSize: 16 }} aria-hidden />}
            You can redeem this
          </>
        ) : (
          next && toGoLabel(next.missing_pm)
        )}
      </Typography>
    </Box>
  );
}
