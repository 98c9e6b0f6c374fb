import { Box, Card, CardActionArea, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { formatPM, readTimeLabel, type ArticleHeader } from '@pilotmiles/core';
import { AppLink } from '../../../components/AppLink';
import { NewEmpty, NewError, NewLoading } from '../../../components/newDesign/NewStates';
import { StickySearch } from '../../../components/newDesign/StickySearch';
import { newCardSx, newGridSx } from '../../../components/newDesign/newCardSx';
import { ArticleImage } from '../ArticleImage';
import type { ArticlesViewProps } from '../ArticlesView';
import { formatArticleDate, noArticlesMatch } from '../format';

export const newArticlePath = (slug: string) => `/new/earn/articles/${encodeURIComponent(slug)}`;

/** /new/earn/articles: today's cap as a ring-like card, a sticky search and article tiles. */
export function NewArticlesView(props: ArticlesViewProps) {
  const { status, error, onRetry, articles, refreshing, searchText, onSearchTextChange, searchQuery, signedIn, progress } = props;
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 34 }, fontWeight: 800 }}>
        Read articles
      </Typography>
      {progress && <CapCard {...progress} />}
      <StickySearch label="Search articles" value={searchText} onChange={onSearchTextChange} />
      <Box sx={{ minHeight: 4 }}>{refreshing && <LinearProgress color="secondary" aria-label="Updating results" />}</Box>
      {status === 'loading' && <NewLoading label="Loading articles" sx={newGridSx} height={220} />}
      {status === 'error' && <NewError message={error ?? ''} onRetry={onRetry} />}
      {status === 'ready' && articles?.length === 0 && (
        <NewEmpty>{searchQuery ? noArticlesMatch(searchQuery) : 'No articles yet. Check back soon!'}</NewEmpty>
      )}
      {status === 'ready' && !!articles?.length && (
        <Box component="ul" aria-label="Articles" sx={newGridSx}>
          {articles.map((a, i) => (
            <li key={a.slug}>
              <NewArticleCard article={a} signedIn={signedIn} eager={i < 2} />
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}

function CapCard({ claimed, cap, perArticle }: { claimed: number; cap: number; perArticle: number }) {
  const done = claimed >= cap;
  const pct = cap > 0 ? Math.min(100, (claimed / cap) * 100) : 100;
  return (
    <Box component="section" aria-label="Today's article rewards" sx={[newCardSx, { p: 2, bgcolor: 'secondary.main', color: 'secondary.contrastText', border: 0 }]}>
      <Typography sx={{ fontWeight: 700 }}>
        {done ? "You've reached today's article limit. Come back tomorrow!" : `Earn ${formatPM(perArticle)} per article you read`}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1 }}>
        <LinearProgress
          variant="determinate"
          value={pct}
          color="inherit"
          aria-label="Article PilotMiles claimed today"
          sx={{ flex: 1, height: 10, borderRadius: 5, bgcolor: 'rgba(255,255,255,0.3)' }}
        />
        <Typography sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>
          {claimed} / {formatPM(cap)}
        </Typography>
      </Box>
    </Box>
  );
}

export function NewArticleCard({ article, signedIn, eager }: { article: ArticleHeader; signedIn: boolean; eager: boolean }) {
  const titleId = `new-article-${article.slug}`;
  return (
    <Card component="article" aria-labelledby={titleId} elevation={0} sx={[newCardSx, { height: '100%' }]}>
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
