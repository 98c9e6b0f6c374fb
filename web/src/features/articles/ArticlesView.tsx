import { Box, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import type { ArticleHeader } from '@pilotmiles/core';
import { ErrorState } from '../../components/feedback/ErrorState';
import { SearchField } from '../../components/SearchField';
import { ArticleGrid } from './ArticleGrid';
import { ArticleGridSkeleton } from './ArticleGridSkeleton';
import { ArticleProgressStrip } from './ArticleProgressStrip';
import { noArticlesMatch } from './format';

export interface ArticlesViewProps {
  status: 'loading' | 'error' | 'ready';
  error: string | null;
  onRetry: () => void;
  articles: ArticleHeader[] | undefined;
  /** A newer search is loading while the previous results still show. */
  refreshing?: boolean;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  /** The search the results are for (the debounced, trimmed text). */
  searchQuery: string;
  signedIn: boolean;
  /** Today's article earnings, for a signed-in user. */
  progress?: { claimed: number; cap: number; perArticle: number } | null;
}

/** /articles: search box, today's progress for members, and the grid of article cards. */
export function ArticlesView(props: ArticlesViewProps) {
  const {
    status,
    error,
    onRetry,
    articles,
    refreshing,
    searchText,
    onSearchTextChange,
    searchQuery,
    signedIn,
    progress,
  } = props;
  return (
    <Stack spacing={2.5}>
      {progress && <ArticleProgressStrip {...progress} />}
      <Box role="search" sx={{ maxWidth: { sm: 420 } }}>
        <SearchField
          label="Search articles"
          size="small"
          value={searchText}
          onChange={(e) => onSearchTextChange(e.target.value)}
          placeholder="Search articles"
          slotProps={{ input: { type: 'search', maxLength: 100 } }}
          // The clear button replaces the browser's own search-field cross.
          sx={{ bgcolor: 'background.paper', '& input::-webkit-search-cancel-button': { WebkitAppearance: 'none', display: 'none' } }}
          endAdornment={
            searchText ? (
              <IconButton size="small" aria-label="Clear search" onClick={() => onSearchTextChange('')} sx={{ mr: -1 }}>
                <ClearIcon fontSize="small" />
              </IconButton>
            ) : undefined
          }
        />
      </Box>
      <Box sx={{ minHeight: 4 }}>
        {refreshing && <LinearProgress color="secondary" aria-label="Updating results" />}
      </Box>

      {status === 'loading' && <ArticleGridSkeleton label="Loading articles" />}
      {status === 'error' && <ErrorState message={error ?? ''} onRetry={onRetry} />}
      {status === 'ready' && articles && articles.length === 0 && (
        <Typography role="status" color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {searchQuery ? noArticlesMatch(searchQuery) : 'No articles yet. Check back soon!'}
        </Typography>
      )}
      {status === 'ready' && articles && articles.length > 0 && <ArticleGrid articles={articles} signedIn={signedIn} />}
    </Stack>
  );
}
