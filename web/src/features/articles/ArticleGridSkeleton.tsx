/**
 * What the article pages show while their content loads: the real layout's shapes and sizes, so
 * that nothing below (the 'Ready for Takeoff?' band, the footer) is pushed down when the content
 * arrives (Cumulative Layout Shift).
 */
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { cardGridSx } from '../../components/cardGridSx';

/** Six cards in the grid of ArticleGrid, each shaped like ArticleCard. */
export function ArticleGridSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <Box role="progressbar" aria-label={label} sx={cardGridSx}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} aria-hidden sx={{ height: '100%' }}>
          {/* The /articles shell shows the first pictures here before the app loads (shellImages.ts). */}
          <Box data-shell-image sx={{ aspectRatio: '16 / 9', bgcolor: 'grey.100', overflow: 'hidden' }} />
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Typography component="div" sx={{ fontSize: 13 }}>
              <Skeleton width="45%" />
            </Typography>
            <Typography component="div" variant="h6" sx={{ lineHeight: 1.3 }}>
              <Skeleton width="90%" />
              <Skeleton width="55%" />
            </Typography>
            <Typography component="div" sx={{ fontSize: 15 }}>
              <Skeleton />
              <Skeleton />
              <Skeleton width="70%" />
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
