import { Box } from '@mui/material';
import type { ArticleHeader } from '@pilotmiles/core';
import { ArticleCard } from './ArticleCard';

/** The grid of article cards (ArticleGridSkeleton takes the same places while loading). */
export const articleGridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

/** The article cards of /articles and /search/articles: 1, 2 or 3 columns by screen width. */
export function ArticleGrid({
  articles,
  signedIn,
  label = 'Articles',
}: {
  articles: ArticleHeader[];
  signedIn: boolean;
  /** The list's accessible name. */
  label?: string;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={articleGridSx}
    >
      {articles.map((a) => (
        <li key={a.slug}>
          <ArticleCard article={a} signedIn={signedIn} />
        </li>
      ))}
    </Box>
  );
}
