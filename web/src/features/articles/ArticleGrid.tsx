import { Box } from '@mui/material';
import type { ArticleHeader } from '@pilotmiles/core';
import { ArticleCard } from './ArticleCard';
import { cardGridSx } from '../../components/cardGridSx';
import { EAGER_ARTICLE_IMAGES } from './shellImages';

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
      sx={cardGridSx}
    >
      {articles.map((a, i) => (
        <li key={a.slug}>
          <ArticleCard article={a} signedIn={signedIn} eager={i < EAGER_ARTICLE_IMAGES} />
        </li>
      ))}
    </Box>
  );
}
