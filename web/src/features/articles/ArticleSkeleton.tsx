/**
 * What the article pages show while their content loads: the real layout's shapes and sizes, so
 * that nothing below (the 'Ready for Takeoff?' band, the footer) is pushed down when the content
 * arrives (Cumulative Layout Shift).
 */
import { Box, Container, Skeleton, Stack, Typography } from '@mui/material';

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
