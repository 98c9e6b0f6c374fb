/**
 * /web-search (docs/web-search.md): the results of the banner's search, today's search rewards and the
 * way to the do's and don'ts. A pure view: WebSearchPage gives it the state.
 */
import { Box, Button, Card, CardContent, Link, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineRounded';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { MSG, WEB_SEARCH_MESSAGES, type WebSearchResult } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { BusyButton } from '../../components/BusyButton';
import { ErrorState } from '../../components/feedback/ErrorState';

export type WebSearchState =
  /** No query yet: what the page is for. */
  | { kind: 'idle' }
  /** A query, but nobody signed in: results need a member. */
  | { kind: 'signedOut' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | {
      kind: 'ready';
      results: WebSearchResult[];
      hasMore: boolean;
      loadingMore: boolean;
      /** Loading the next page failed (the results so far stay). */
      moreError: string | null;
    };

export interface SearchProgress {
  earned: number;
  cap: number;
}

export interface WebSearchViewProps {
  /** The ?q= being shown (trimmed); empty when none. */
  query: string;
  state: WebSearchState;
  /** Today's search rewards, once a search answered them. */
  progress: SearchProgress | null;
  onRetry: () => void;
  onLoadMore: () => void;
  onDosAndDonts: () => void;
}

export const progressText = ({ earned, cap }: SearchProgress) => WEB_SEARCH_MESSAGES.progress(earned, cap);

function DosAndDontsLink({ onClick }: { onClick: () => void }) {
  return (
    <Link
      component="button"
      type="button"
      onClick={onClick}
      sx={{ fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <HelpOutlineIcon fontSize="small" aria-hidden />
      Search do&apos;s and don&apos;ts
    </Link>
  );
}

function ProgressCard({ progress, onDosAndDonts }: { progress: SearchProgress | null; onDosAndDonts: () => void }) {
  const percent = progress && progress.cap > 0 ? Math.min(100, (progress.earned / progress.cap) * 100) : 0;
  return (
    <Card component="aside" aria-label="Search rewards today">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        {progress ? (
          <>
            <Typography sx={{ fontWeight: 700 }}>{progressText(progress)}</Typography>
            <LinearProgress
              variant="determinate"
              value={percent}
              color="success"
              aria-label="PilotMiles earned from search today"
              aria-valuetext={progressText(progress)}
              // A neutral track: MUI's default (a light tint of the fill) made 0 of 50 look full.
              sx={{ my: 1.25, height: 8, borderRadius: 4, bgcolor: 'grey.200' }}
            />
            <Typography variant="body2" color="text.secondary">
              {progress.earned >= progress.cap
                ? "You've reached today's limit: search on, and earn again tomorrow."
                : 'Rewards arrive at random moments as you search.'}
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Searches earn PilotMiles at random moments, up to a daily limit.
          </Typography>
        )}
        <Box sx={{ mt: 1.5 }}>
          <DosAndDontsLink onClick={onDosAndDonts} />
        </Box>
      </CardContent>
    </Card>
  );
}

function ResultItem({ result }: { result: WebSearchResult }) {
  return (
    <Box component="li" sx={{ listStyle: 'none', minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {result.display_url}
      </Typography>
      <Link
        href={result.url}
        target="_blank"
        rel="noopener noreferrer"
        underline="hover"
        sx={{
          display: 'inline-block',
          fontSize: { xs: 18, md: 20 },
          fontWeight: 600,
          lineHeight: 1.3,
          my: 0.25,
          overflowWrap: 'anywhere',
        }}
      >
        {result.title}
      </Link>
      {result.snippet && (
        <Typography variant="body2" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
          {result.snippet}
        </Typography>
      )}
    </Box>
  );
}

function ResultsSkeleton() {
  return (
    <Stack spacing={3} role="progressbar" aria-label="Loading results" aria-busy="true">
      {Array.from({ length: 5 }, (_, i) => (
        <Box key={i}>
          <Skeleton width="40%" />
          <Skeleton width="75%" height={30} />
          <Skeleton width="95%" />
          <Skeleton width="60%" />
        </Box>
      ))}
    </Stack>
  );
}

export function Results({
  query,
  state,
  onRetry,
  onLoadMore,
}: Pick<WebSearchViewProps, 'query' | 'state' | 'onRetry' | 'onLoadMore'>) {
  switch (state.kind) {
    case 'loading':
      return <ResultsSkeleton />;
    case 'error':
      return <ErrorState message={state.message} onRetry={onRetry} />;
    case 'ready':
      if (state.results.length === 0)
        return (
          <Box role="status" sx={{ py: 6, textAlign: 'center' }}>
            <Typography color="text.secondary">{WEB_SEARCH_MESSAGES.noResults(query)}</Typography>
          </Box>
        );
      return (
        <Stack spacing={3}>
          <Stack component="ol" aria-label={`Results for ${query}`} spacing={3} sx={{ m: 0, p: 0 }}>
            {state.results.map((r, i) => (
              <ResultItem key={`${i}:${r.url}`} result={r} />
            ))}
          </Stack>
          {state.moreError && <ErrorState message={state.moreError} onRetry={onLoadMore} />}
          {state.hasMore && !state.moreError && (
            <BusyButton
              variant="outlined"
              busy={state.loadingMore}
              busyLabel="Loading…"
              onClick={onLoadMore}
              sx={{ alignSelf: 'center', minWidth: 180 }}
            >
              Load more
            </BusyButton>
          )}
        </Stack>
      );
    default:
      return null;
  }
}

function Intro({ signedOut, query }: { signedOut: boolean; query: string }) {
  return (
    <Box sx={{ py: { xs: 2, md: 4 }, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <TravelExploreIcon color="secondary" sx={{ fontSize: 48 }} aria-hidden />
      {signedOut ? (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
            {MSG.signInToUnlock}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {query ? `Sign in to see the results for "${query}" ` : 'Sign in to search the web '}
            and earn PilotMiles as you search. New members get a $5 welcome bonus.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2.5, justifyContent: 'center' }}>
            <Button component={AppLink} to="/auth/signup" variant="contained" color="secondary">
              Create Account
            </Button>
            <Button component={AppLink} to="/auth/signin">
              Sign in
            </Button>
          </Stack>
        </>
      ) : (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
            Search the web and earn
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Type what you are looking for in the search box above. Natural searches earn PilotMiles at random moments,
            up to a daily limit.
          </Typography>
        </>
      )}
    </Box>
  );
}

export function WebSearchView({ query, state, progress, onRetry, onLoadMore, onDosAndDonts }: WebSearchViewProps) {
  const member = state.kind !== 'signedOut';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2.5, md: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
        alignItems: 'start',
      }}
    >
      <Box component="section" aria-label="Web search" sx={{ minWidth: 0, order: { xs: 2, md: 1 } }}>
        {state.kind === 'idle' || state.kind === 'signedOut' ? (
          <Intro signedOut={state.kind === 'signedOut'} query={query} />
        ) : (
          <>
            <Typography variant="h6" component="h2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
              Results for &ldquo;{query}&rdquo;
            </Typography>
            <Results query={query} state={state} onRetry={onRetry} onLoadMore={onLoadMore} />
          </>
        )}
      </Box>
      <Box sx={{ order: { xs: 1, md: 2 }, position: { md: 'sticky' }, top: { md: 88 } }}>
        {member ? (
          <ProgressCard progress={progress} onDosAndDonts={onDosAndDonts} />
        ) : (
          <DosAndDontsLink onClick={onDosAndDonts} />
        )}
      </Box>
    </Box>
  );
}
