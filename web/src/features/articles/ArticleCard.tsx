import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { readTimeLabel, type ArticleHeader } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { ArticleImage } from './ArticleImage';
import { formatArticleDate } from './format';

/** One article in the list: image, title, date and read time, excerpt; 'Claimed today' for members. */
export function ArticleCard({
  article,
  signedIn,
  eager = false,
}: {
  article: ArticleHeader;
  signedIn: boolean;
  /** One of the first cards: its image loads at once (the largest paint of /articles). */
  eager?: boolean;
}) {
  return (
    <Card component="article" aria-labelledby={`article-${article.slug}`} sx={{ height: '100%' }}>
      <CardActionArea
        component={AppLink}
        to={`/articles/${article.slug}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.100', overflow: 'hidden' }}>
          <ArticleImage slug={article.slug} img={article.img} alt="" sx={{ height: '100%' }} eager={eager} />
          {signedIn && article.claimed_today && (
            <Chip
              icon={<CheckCircleIcon />}
              label="Claimed today"
              color="success"
              size="small"
              sx={{ position: 'absolute', top: 10, left: 10, fontWeight: 600 }}
            />
          )}
        </Box>
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Stack direction="row" spacing={1} sx={{ color: 'text.secondary', fontSize: 13 }}>
            <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
            <span aria-hidden>·</span>
            <span>{readTimeLabel(article.content_length)}</span>
          </Stack>
          <Typography id={`article-${article.slug}`} variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
            {article.title}
          </Typography>
          <Typography
            color="text.secondary"
            sx={{
              fontSize: 15,
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {article.excerpt}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
