import type { ReactNode } from 'react';
import { Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { ErrorState } from '../../components/feedback/ErrorState';
import { LoadMore } from '../../components/feedback/LoadMore';
import type { PagedListState } from './usePagedList';

export const REFUSED_FILTER = 'Change the filter marked in red to see results.';

interface Props<T> extends PagedListState<T> {
  /** Names the list while it loads ('Loading conversions'). */
  label: string;
  empty: string;
  /** How the loaded rows are laid out (table or cards). */
  children: (items: T[]) => ReactNode;
}

/** Loading, error, empty and 'Load more' around an admin list. */
export function PagedListView<T>({ label, empty, children, ...s }: Props<T>) {
  if (s.status === 'loading')
    return (
      <Paper variant="outlined" role="progressbar" aria-label={`Loading ${label}`} sx={{ p: 2 }}>
        {Array.from({ length: 5 }, (_, i) => (
          <Box key={i} sx={{ py: 1 }}>
            <Skeleton width="55%" />
            <Skeleton width="35%" />
          </Box>
        ))}
      </Paper>
    );
  // A refused filter shows its message under the filter; asking again would get the same answer.
  if (s.status === 'error')
    return s.refused ? <ErrorState message={REFUSED_FILTER} /> : <ErrorState message={s.error ?? ''} onRetry={s.onRetry} />;
  if (s.items.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography color="text.secondary">{empty}</Typography>
      </Paper>
    );
  return (
    <Stack spacing={2}>
      {children(s.items)}
      <LoadMore {...s} />
    </Stack>
  );
}
