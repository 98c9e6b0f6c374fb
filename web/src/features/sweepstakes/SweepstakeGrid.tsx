import { Box, Card, CardContent, Skeleton } from '@mui/material';
import type { Sweepstake } from '@pilotmiles/core';
import { cardGridSx } from '../../components/cardGridSx';
import { SweepstakeCard, type SweepstakeCardProps } from './SweepstakeCard';
import { EAGER_SWEEPSTAKE_IMAGES } from './shellImages';

export type SweepstakeActions = Omit<SweepstakeCardProps, 'sweepstake' | 'eager'>;

/** Sweepstake cards in 1, 2 or 3 columns by screen width, as the other listings. */
export function SweepstakeGrid({ sweepstakes, label, ...actions }: SweepstakeActions & { sweepstakes: Sweepstake[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={cardGridSx}>
      {sweepstakes.map((s, i) => (
        <li key={s.id}>
          <SweepstakeCard sweepstake={s} eager={i < EAGER_SWEEPSTAKE_IMAGES} {...actions} />
        </li>
      ))}
    </Box>
  );
}

/** The loading state: cards shaped like SweepstakeCard, so nothing moves when they arrive. */
export function SweepstakeGridSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <Box role="progressbar" aria-label={label} sx={cardGridSx}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} aria-hidden sx={{ display: 'flex', flexDirection: 'column' }}>
          {/* The /sweepstakes shell shows the first pictures here before the app loads (shellImages.ts). */}
          <Box data-shell-image sx={{ aspectRatio: '16 / 9', bgcolor: 'grey.100', overflow: 'hidden' }} />
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: { xs: 2, sm: 2.5 } }}>
            <Box>
              <Skeleton width="75%" height={30} />
              <Skeleton width="35%" height={32} />
            </Box>
            <Box>
              <Skeleton width="85%" />
              <Skeleton width="55%" />
              <Skeleton width="65%" />
            </Box>
            <Skeleton variant="rounded" height={52} />
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Skeleton width="45%" height={20} />
              <Skeleton variant="rounded" height={36.5} sx={{ borderRadius: 999 }} />
              <Skeleton width={100} height={20} sx={{ alignSelf: 'center' }} />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
