import { Box, IconButton, InputAdornment, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import type { ArticleHeader } from '@pilotmiles/core';
import { ErrorState } from '../../components/feedback/ErrorState';
import { ArticleGrid } from './ArticleGrid';
import { ArticleGridSkeleton } from './ArticleSkeletons';
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
        <TextField
          value={searchText}
          onChange={(e) => onSearchTextChange(e.target.value)}
          placeholder="Search articles"
          size="small"
          slotProps={{
            htmlInput: { 'aria-label': 'Search articles', type: 'search', enterKeyHint: 'search', maxLength: 100 },
            input: {
              // The clear button below replaces the browser's own search-field cross.
              sx: {
                bgcolor: 'background.paper',
                borderRadius: 999,
                '& input::-webkit-search-cancel-button': { WebkitAppearance: 'none', display: 'none' },
              },
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
              endAdornment: searchText ? (
                <InputAdornment position="end">
                  <IconButton size="small" aria-label="Clear search" onClick={() => onSearchTextChange('')}>
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
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
