import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { formatPM } from '@pilotmiles/core';
import { CardSkeletons, EmptyCard, ErrorCard } from '../../components/feedback/CardStates';
import { outlinedCardSx } from '../../components/cardSx';
import { cardGridSx } from '../../components/cardGridSx';
import { StickySearch } from '../../components/StickySearch';
import { ArticleCardCompact } from './ArticleCardCompact';
import type { ArticlesViewProps } from './ArticlesView';
import { noArticlesMatch } from './format';

/** /new/earn/articles: today's cap as a ring-like card, a sticky search and article tiles. */
export function ArticlesViewCompact(props: ArticlesViewProps) {
  const { status, error, onRetry, articles, refreshing, searchText, onSearchTextChange, searchQuery, signedIn, progress } = props;
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 34 }, fontWeight: 800 }}>
        Read articles
      </Typography>
      {progress && <CapCard {...progress} />}
      <StickySearch label="Search articles" value={searchText} onChange={onSearchTextChange} />
      <Box sx={{ minHeight: 4 }}>{refreshing && <LinearProgress color="secondary" aria-label="Updating results" />}</Box>
      {status === 'loading' && <CardSkeletons label="Loading articles" count={6} sx={cardGridSx} height={220} />}
      {status === 'error' && <ErrorCard message={error ?? ''} onRetry={onRetry} />}
      {status === 'ready' && articles?.length === 0 && (
        <EmptyCard title={searchQuery ? noArticlesMatch(searchQuery) : 'No articles yet. Check back soon!'} />
      )}
      {status === 'ready' && !!articles?.length && (
        <Box component="ul" aria-label="Articles" sx={cardGridSx}>
          {articles.map((a, i) => (
            <li key={a.slug}>
              <ArticleCardCompact article={a} signedIn={signedIn} eager={i < 2} />
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
    <Box component="section" aria-label="Today's article rewards" sx={[outlinedCardSx, { p: 2, bgcolor: 'secondary.main', color: 'secondary.contrastText', border: 0 }]}>
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
