import { Box, Button } from '@mui/material';
import { ErrorState } from './ErrorState';

export interface LoadMoreProps {
  hasMore: boolean;
  loadingMore: boolean;
  /** A later page failed: the rows already loaded stay, with this under them. */
  loadMoreError: string | null;
  onLoadMore: () => void;
}

/** The foot of a paged list: a later page's failure with 'Try again', or 'Load more' while there is more. */
export function LoadMore({ hasMore, loadingMore, loadMoreError, onLoadMore }: LoadMoreProps) {
  if (loadMoreError) return <ErrorState message={loadMoreError} onRetry={onLoadMore} />;
  if (!hasMore) return null;
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Button variant="outlined" onClick={onLoadMore} loading={loadingMore}>
        Load more
      </Button>
    </Box>
  );
}
