/** Pieces the offer lists share (/offers, /start-earning, /search/games). */
import { Alert, Box, Button } from '@mui/material';

/** The listing's failure line, with the server's message. */
export const offersErrorText = (message: string) => `Error loading offers: ${message}`;

/** 'Error loading offers: {message}' with a retry. */
export function OffersError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {offersErrorText(message)}
    </Alert>
  );
}

export function LoadMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Button variant="outlined" size="large" onClick={onClick} loading={loading}>
        Load More
      </Button>
    </Box>
  );
}
