import { Box, Card, CardActionArea, Chip, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { readTimeLabel, type ArticleHeader } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { outlinedCardSx } from '../../components/cardSx';
import { ArticleImage } from './ArticleImage';
import { formatArticleDate } from './format';

export const newArticlePath = (slug: string) => `/new/earn/articles/${encodeURIComponent(slug)}`;

/** An article as a compact tile: picture, title, date and reading time; one link to /new/earn/articles/{slug}. */
export function ArticleCardCompact({ article, signedIn, eager }: { article: ArticleHeader; signedIn: boolean; eager: boolean }) {
  const titleId = `new-article-${article.slug}`;
  return (
    <Card component="article" aria-labelledby={titleId} elevation={0} sx={[outlinedCardSx, { height: '100%' }]}>
      <CardActionArea component={AppLink} to={newArticlePath(article.slug)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.100', overflow: 'hidden' }}>
          <ArticleImage slug={article.slug} img={article.img} alt="" sx={{ height: '100%' }} eager={eager} />
          {signedIn && article.claimed_today && (
            <Chip icon={<CheckCircleIcon />} label="Claimed today" color="success" size="small" sx={{ position: 'absolute', top: 12, left: 12 }} />
          )}
        </Box>
        <Box sx={{ p: 2 }}>
          <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: 17, lineHeight: 1.3 }}>
            {article.title}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: 14, mt: 0.5 }}>
            {formatArticleDate(article.date)} · {readTimeLabel(article.content_length)}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
