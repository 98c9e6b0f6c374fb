/**
 * The frame of a search page's results (/search/articles, /search/games, /search/redeem): the
 * banner above holds the search box; this shows what to do before a search, a spinner, the error,
 * 'No X match', or the count and the results, with a link to the whole listing throughout.
 */
import type { ReactNode } from 'react';
import { Box, LinearProgress, Link, Stack, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { AppLink } from './AppLink';
import { SectionSpinner } from './feedback/FullScreenSpinner';

export interface SearchResultsProps {
  /** The search shown (the trimmed ?q=); '' when there is none. */
  query: string;
  /** 'idle': no search to run. */
  status: 'idle' | 'loading' | 'error' | 'ready';
  /** How many match (null until ready). */
  count: number | null;
  /** A newer search is loading while the previous results still show. */
  refreshing?: boolean;
  /** e.g. { one: 'reward', many: 'rewards' }. */
  noun: { one: string; many: string };
  /** The whole listing: path and link text ('See all rewards'). */
  all: { to: string; label: string };
  /** What to type, before any search. */
  idleHint: string;
  /** Below 'No X match': what else to try. */
  emptyHint: string;
  /** The 'No X match' line, when a feature words it its own way. */
  emptyTitle?: string;
  /** The error with its retry (each feature's own). */
  error: ReactNode;
  /** The results (a grid, and Load more when there is more). */
  children: ReactNode;
}

export function SearchResults(props: SearchResultsProps) {
  const { query, status, count, refreshing, noun, all, idleHint, emptyHint, emptyTitle, error, children } = props;
  const allLink = (
    <Link component={AppLink} to={all.to} underline="hover" sx={{ fontWeight: 600 }}>
      {all.label}
    </Link>
  );
  return (
    <Stack spacing={2}>
      <Box sx={{ minHeight: 4 }}>
        {refreshing && <LinearProgress color="secondary" aria-label="Updating results" />}
      </Box>
      {status === 'idle' && (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography color="text.secondary">{idleHint}</Typography>
          <Box sx={{ mt: 1 }}>{allLink}</Box>
        </Box>
      )}
      {status === 'loading' && <SectionSpinner label={`Searching ${noun.many}`} />}
      {status === 'error' && error}
      {status === 'ready' && count === 0 && (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <SearchOffIcon aria-hidden sx={{ fontSize: 48, color: 'text.disabled' }} />
          <Typography role="status" sx={{ mt: 1, fontWeight: 600, fontSize: 18, overflowWrap: 'anywhere' }}>
            {emptyTitle ?? `No ${noun.many} match '${query}'`}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
            {emptyHint}
          </Typography>
          {allLink}
        </Box>
      )}
      {status === 'ready' && !!count && (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
            <Typography role="status" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {count === 1 ? `1 ${noun.one} matches` : `${count} ${noun.many} match`}{' '}
              <Box component="strong" sx={{ color: 'text.primary' }}>
                '{query}'
              </Box>
            </Typography>
            {allLink}
          </Box>
          {children}
        </>
      )}
    </Stack>
  );
}
