import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { Reward } from '@pilotmiles/core';
import { cardGridSx } from '../../components/cardGridSx';
import { REWARD_ART_SX, REWARD_CARD_DIRECTION, REWARD_CONTENT_SX, RewardCard } from './RewardCard';

/** Cards in the first row or so: their images load at once. */
const EAGER_IMAGES = 3;

/** Reward cards in 1, 2 or 3 columns by screen width, as the other listings. */
export function RewardGrid({
  rewards,
  balance,
  onRedeem,
  label = 'Rewards',
}: {
  rewards: Reward[];
  /** The member's balance; null for a visitor. */
  balance: number | null;
  onRedeem: (reward: Reward) => void;
  /** The list's accessible name. */
  label?: string;
}) {
  return (
    <Box component="ul" aria-label={label} sx={cardGridSx}>
      {rewards.map((reward, i) => (
        <li key={reward.id}>
          <RewardCard reward={reward} balance={balance} onRedeem={onRedeem} eager={i < EAGER_IMAGES} />
        </li>
      ))}
    </Box>
  );
}

/** The loading state: cards shaped like RewardCard, so nothing moves when the rewards arrive. */
export function RewardGridSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <Box role="progressbar" aria-label={label} sx={cardGridSx}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} aria-hidden sx={{ height: '100%', display: 'flex', flexDirection: REWARD_CARD_DIRECTION }}>
          <Box sx={{ ...REWARD_ART_SX, aspectRatio: '16 / 10', bgcolor: 'grey.100', flexShrink: 0 }} />
          <CardContent sx={REWARD_CONTENT_SX}>
            <Skeleton variant="rounded" width={60} height={24} />
            <Box>
              <Skeleton width="30%" />
              <Typography component="div" sx={{ fontSize: 18, lineHeight: 1.3 }}>
                <Skeleton width="80%" />
              </Typography>
            </Box>
            <Skeleton width="60%" />
            <Skeleton variant="rounded" height={36.5} sx={{ borderRadius: 999 }} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
