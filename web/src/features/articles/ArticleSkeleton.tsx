/**
 * What the article pages show while their content loads: the real layout's shapes and sizes, so
 * that nothing below (the 'Ready for Takeoff?' band, the footer) is pushed down when the content
 * arrives (Cumulative Layout Shift).
 */
import { Box, Container, Skeleton, Typography } from '@mui/material';
import { proseSx } from './ArticleBody';
import { SignInPrompt } from './ArticleView';

/**
 * An article page's header and first paragraphs, at least a screen high; a visitor's has the
 * sign-in prompt ArticleView shows them. The prerendered article shell writes the title and the
 * first paragraph into their slots (`data-shell-text`, articleShellText in shellImages.ts) before
 * the app has loaded, in the type the article will have.
 */
export function ArticleSkeleton({ label, visitor = false }: { label: string; visitor?: boolean }) {
  return (
    <Container maxWidth={false} sx={{ maxWidth: 792, py: { xs: 2.5, md: 4 }, minHeight: '100vh' }}>
      <Box role="progressbar" aria-label={label}>
        <Box aria-hidden>
          <Typography component="div" sx={{ fontSize: 14, mb: 2 }}>
            <Skeleton width={110} />
          </Typography>
          <Typography
            component="div"
            variant="h3"
            data-shell-text="title"
            sx={{ fontSize: { xs: 28, md: 38 }, lineHeight: 1.2, overflowWrap: 'anywhere' }}
          >
            <Skeleton width="95%" />
            <Skeleton width="60%" />
          </Typography>
          <Typography component="div" sx={{ mt: 1.5, mb: 3, fontSize: 15 }}>
            <Skeleton width={170} />
          </Typography>
        </Box>
      </Box>
      {visitor && <SignInPrompt />}
      <Box aria-hidden sx={proseSx}>
        {[0, 1, 2].map((p) => (
          <p key={p} data-shell-text={p === 0 ? 'intro' : undefined}>
            <Skeleton />
            <Skeleton />
            <Skeleton />
            <Skeleton width="65%" />
          </p>
        ))}
      </Box>
      <Box aria-hidden sx={{ my: 3, borderRadius: 3, aspectRatio: '16 / 9', bgcolor: 'grey.100' }} />
    </Container>
  );
}
