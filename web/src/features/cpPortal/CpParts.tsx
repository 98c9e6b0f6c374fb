/** Small pieces of the portal's pages: the auth card, the members-only gate and the page heading. */
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Box, Container, Paper, Typography } from '@mui/material';
import { MSG } from '@pilotmiles/core';
import { ErrorState } from '../../components/feedback/ErrorState';
import { FullScreenSpinner } from '../../components/feedback/FullScreenSpinner';
import { signOutInProgress } from '../../lib/authState';
import { loadAuth } from '../../lib/loadAuth';
import { useAuthSettled, useSession } from '../../lib/session';
import { useCpPortal } from './portalContext';

/** The product's auth views sit in a card of their own width, as on /auth. */
export function CpAuthCard({ children }: { children: ReactNode }) {
  return (
    <Paper
      elevation={0}
      sx={{
        width: '100%',
        maxWidth: 480,
        mx: 'auto',
        p: { xs: 2.5, sm: 5 },
        border: '1px solid #e2e8f0',
        color: 'text.primary',
      }}
    >
      {children}
    </Paper>
  );
}

export function CpHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {title}
      </Typography>
      {lead && <Typography sx={{ mt: 1, opacity: 0.8 }}>{lead}</Typography>}
    </Box>
  );
}

/** Members only: a visitor goes to the portal's log-in, and comes back here after it. */
export function CpRequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const settled = useAuthSettled();
  const location = useLocation();
  const { path } = useCpPortal();
  const unsure = session.status === 'signedOut' && !settled;
  useEffect(() => {
    if (unsure) void loadAuth();
  }, [unsure]);
  const leaving = session.status === 'signedOut' && signOutInProgress();
  if (session.status === 'loading' || unsure || leaving) return <FullScreenSpinner />;
  if (session.status === 'signedOut')
    return <Navigate to={path('login')} replace state={{ from: location.pathname + location.search }} />;
  if (session.status === 'error')
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <ErrorState message={MSG.errorFetchingUser} onRetry={() => void session.refreshUser()} />
      </Container>
    );
  return <>{children}</>;
}
