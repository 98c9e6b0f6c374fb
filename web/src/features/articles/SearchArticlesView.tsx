import { Box, LinearProgress, Link, Stack, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { ArticleHeader } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { ErrorState } from '../../components/feedback/ErrorState';
import { SectionSpinner } from '../../components/feedback/FullScreenSpinner';
import { ArticleGrid } from './ArticleGrid';
import { noArticlesMatch } from './format';

export interface SearchArticlesViewProps {
  /** The search shown (the trimmed ?q=); '' when there is none. */
  query: string;
  /** 'idle': no search to run. */
  status: 'idle' | 'loading' | 'error' | 'ready';
  error: string | null;
  onRetry: () => void;
  articles: ArticleHeader[] | undefined;
  /** A newer search is loading while the previous results still show. */
  refreshing?: boolean;
  signedIn: boolean;
}

const count = (n: number) => (n === 1 ? '1 article matches' : `${n} articles match`);

/**
 * /search/articles (SPEC §2 Search section): the banner above holds the search box with the query;
 * this is what it found, as the article cards of /articles.
 */
export function SearchArticlesView(props: SearchArticlesViewProps) {
  const { query, status, error, onRetry, articles, refreshing, signedIn } = props;
  const allArticles = (
    <Link component={AppLink} to="/articles" underline="hover" sx={{ fontWeight: 600 }}>
      See all articles
    </Link>
  );

  return (
    <Stack spacing={2}>
      <Box sx={{ minHeight: 4 }}>
        {refreshing && <LinearProgress color="secondary" aria-label="Updating results" />}
      </Box>

      {status === 'idle' && (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography color="text.secondary">Type what you are looking for in the search box above.</Typography>
          <Box sx={{ mt: 1 }}>{allArticles}</Box>
        </Box>
      )}
      {status === 'loading' && <SectionSpinner label="Searching articles" />}
      {status === 'error' && <ErrorState message={error ?? ''} onRetry={onRetry} />}
      {status === 'ready' && articles && articles.length === 0 && (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <SearchOffIcon aria-hidden sx={{ fontSize: 48, color: 'text.disabled' }} />
          <Typography role="status" sx={{ mt: 1, fontWeight: 600, fontSize: 18, overflowWrap: 'anywhere' }}>
            {noArticlesMatch(query)}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
            Try another word, or browse everything we have published.
          </Typography>
          {allArticles}
        </Box>
      )}
      {status === 'ready' && articles && articles.length > 0 && (
        <>
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}
          >
            <Typography role="status" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {count(articles.length)}{' '}
              <Box component="strong" sx={{ color: 'text.primary' }}>
                '{query}'
              </Box>
            </Typography>
            {allArticles}
          </Box>
          <ArticleGrid articles={articles} signedIn={signedIn} label="Search results" />
        </>
      )}
    </Stack>
  );
}
