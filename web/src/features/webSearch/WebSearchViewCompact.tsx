import { useState, type FormEvent } from 'react';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineRounded';
import { WEB_SEARCH_QUERY_MAX } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { SearchField } from '../../components/SearchField';
import { stickyBarSx } from '../../components/StickySearch';
import { outlinedCardSx, pillButtonSx } from '../../components/cardSx';
import { Results, progressText, type WebSearchViewProps } from './WebSearchView';

export interface WebSearchViewCompactProps extends WebSearchViewProps {
  /** Searches for this text (the page puts it in ?q=). */
  onSearch: (text: string) => void;
}

/**
 * /new/earn/web-search: its own sticky search field (the /new layout has no banner), today's
 * rewards as a chip, the do's and don'ts button, and the results of /web-search.
 */
export function WebSearchViewCompact(props: WebSearchViewCompactProps) {
  const { query, state, progress, onRetry, onLoadMore, onDosAndDonts, onSearch } = props;
  const [text, setText] = useState(query);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (q) onSearch(q);
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 34 }, fontWeight: 800 }}>
        Search &amp; earn
      </Typography>
      <Box
        component="form"
        role="search"
        onSubmit={submit}
        sx={[stickyBarSx, { display: 'flex', gap: 1 }]}
      >
        <SearchField
          label="Search the web"
          placeholder="Search the web"
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ input: { type: 'search', maxLength: WEB_SEARCH_QUERY_MAX } }}
          sx={{ flex: 1, bgcolor: 'background.paper' }}
        />
        <Button type="submit" variant="contained" color="secondary" sx={pillButtonSx}>
          Search
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {progress && <Chip color="success" label={progressText(progress)} sx={{ height: 40, borderRadius: 999, fontWeight: 700 }} />}
        <Button onClick={onDosAndDonts} startIcon={<HelpOutlineIcon />} sx={{ minHeight: 44, borderRadius: 999 }}>
          Search do&apos;s and don&apos;ts
        </Button>
      </Box>
      {state.kind === 'idle' && (
        <Paper elevation={0} sx={[outlinedCardSx, { p: 3, textAlign: 'center' }]}>
          <Typography sx={{ fontWeight: 700 }}>Search the web and earn</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Natural searches earn PilotMiles at random moments, up to a daily limit.
          </Typography>
        </Paper>
      )}
      {state.kind === 'signedOut' && (
        <Paper elevation={0} sx={[outlinedCardSx, { p: 3, textAlign: 'center' }]}>
          <Typography sx={{ fontWeight: 700 }}>Sign in to see the results for &ldquo;{query}&rdquo; and earn as you search.</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2, justifyContent: 'center' }}>
            <Button component={AppLink} to="/auth/signup" variant="contained" color="secondary" sx={pillButtonSx}>
              Create Account
            </Button>
            <Button component={AppLink} to="/auth/signin" sx={pillButtonSx}>
              Sign in
            </Button>
          </Stack>
        </Paper>
      )}
      {state.kind !== 'idle' && state.kind !== 'signedOut' && (
        <Box component="section" aria-label="Web search results" sx={{ '& .MuiCard-root': { borderRadius: 4 } }}>
          <Results query={query} state={state} onRetry={onRetry} onLoadMore={onLoadMore} />
        </Box>
      )}
    </Stack>
  );
}
