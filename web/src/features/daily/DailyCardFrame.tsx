/**
 * What the dashboard's daily cards (bonus, challenge) share: the icon tile, the title with the
 * reward beside it, and their loading and error states.
 */
import type { ReactNode } from 'react';
import { Box, Button, Card, Skeleton, Stack, Typography } from '@mui/material';
import { brand } from '../../theme/tokens';

export interface DailyCardFrameProps {
  /** The title's element id: the card is labelled by it. */
  titleId: string;
  title: string;
  icon: ReactNode;
  /** The icon tile's background and icon colour. */
  tint: { bg: string; color: string };
  /** '+5 PM', 'up to 100 PM': shown beside the title. */
  reward?: string;
  children: ReactNode;
}

export function DailyCardFrame({ titleId, title, icon, tint, reward, children }: DailyCardFrameProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          width: 44,
          height: 44,
          flexShrink: 0,
          borderRadius: 2.5,
          bgcolor: tint.bg,
          color: tint.color,
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography id={titleId} sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {reward && (
            <Typography sx={{ fontWeight: 800, color: brand.green, whiteSpace: 'nowrap' }}>{reward}</Typography>
          )}
        </Stack>
        {children}
      </Box>
    </Stack>
  );
}

/** The lines of a daily card still loading: its status line and its action or progress. */
export function DailyCardLines() {
  return (
    <>
      <Skeleton width="70%" />
      <Skeleton height={20} />
    </>
  );
}

/** A daily card still loading (skeletons), or failed (its message and 'Try again'). */
export function DailyCardPending({
  frame,
  status,
  error,
  fallbackError,
  onRetry,
  loadedHeight,
}: {
  frame: Omit<DailyCardFrameProps, 'children' | 'reward'>;
  status: 'loading' | 'error';
  error?: string | null;
  /** Said when the failure brought no message of its own. */
  fallbackError: string;
  onRetry?: () => void;
  /**
   * The loaded card's usual height (px, by breakpoint), kept while loading: the dashboard below
   * does not move when the card arrives (Cumulative Layout Shift).
   */
  loadedHeight?: { xs: number; md: number };
}) {
  if (status === 'loading')
    return (
      <Card
        component="section"
        aria-labelledby={frame.titleId}
        aria-busy="true"
        sx={{ p: 2, height: '100%', minHeight: loadedHeight }}
      >
        <DailyCardFrame {...frame}>
          <DailyCardLines />
        </DailyCardFrame>
      </Card>
    );
  return (
    <Card component="section" aria-labelledby={frame.titleId} sx={{ p: 2, height: '100%' }}>
      <DailyCardFrame {...frame}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary" role="alert">
            {error || fallbackError}
          </Typography>
          {onRetry && (
            <Button size="small" onClick={onRetry}>
              Try again
            </Button>
          )}
        </Stack>
      </DailyCardFrame>
    </Card>
  );
}
