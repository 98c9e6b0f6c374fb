import { Button, Container, Typography } from '@mui/material';
import { useRouteError } from 'react-router-dom';

/** Last resort when a route fails to load or render (e.g. a stale chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error('route error', error);
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        This page could not be shown. Reloading usually fixes it.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Container>
  );
}
