/**
 * What the article pages show while their content loads: the real layout's shapes and sizes, so
 * that nothing below (the 'Ready for Takeoff?' band, the footer) is pushed down when the content
 * arrives (Cumulative Layout Shift).
 */
import { Box, Card, CardContent, Container, Skeleton, Stack, Typography } from '@mui/material';
import { articleGridSx } from './ArticleGrid';

/** Six cards in the grid of ArticleGrid, each shaped like ArticleCard. */
export function ArticleGridSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <Box role="progressbar" aria-label={label} sx={articleGridSx}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} aria-hidden sx={{ height: '100%' }}>
          <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'grey.100' }} />
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

/** An article page's header and first paragraphs; at least a screen high. */
export function ArticleSkeleton({ label }: { label: string }) {
  return (
    <Container role="progressbar" aria-label={label} maxWidth={false} sx={{ maxWidth: 792, py: { xs: 2.5, md: 4 }, minHeight: '100vh' }}>
      <Box aria-hidden>
        <Typography component="div" sx={{ fontSize: 14, mb: 2 }}>
          <Skeleton width={110} />
        </Typography>
        <Typography component="div" variant="h3" sx={{ fontSize: { xs: 28, md: 38 }, lineHeight: 1.2 }}>
          <Skeleton width="95%" />
          <Skeleton width="60%" />
        </Typography>
        <Typography component="div" sx={{ mt: 1.5, mb: 3, fontSize: 15 }}>
          <Skeleton width={170} />
        </Typography>
        <Stack spacing={2}>
          {[0, 1, 2].map((p) => (
            <Typography key={p} component="div">
              <Skeleton />
              <Skeleton />
              <Skeleton />
              <Skeleton width="65%" />
            </Typography>
          ))}
        </Stack>
        <Box sx={{ my: 3, borderRadius: 3, aspectRatio: '16 / 9', bgcolor: 'grey.100' }} />
      </Box>
    </Container>
  );
}
