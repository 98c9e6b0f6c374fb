/** Route guards: private routes need a signed-in user; admin routes also need the admin role. */
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Button, Container, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { MSG } from '@pilotmiles/core';
import { useAuthSettled, useSession } from '../lib/session';
import { loadAuth } from '../lib/loadAuth';
import { signOutInProgress } from '../lib/authState';
import { FullScreenSpinner } from '../components/feedback/FullScreenSpinner';
import { ErrorState } from '../components/feedback/ErrorState';
import { AppLink } from '../components/AppLink';

function useGate() {
  const session = useSession();
  const location = useLocation();
  // Signed out only because Auth has not loaded yet (no signed-in hint): ask Auth before sending anyone away.
  const settled = useAuthSettled();
  const unsure = session.status === 'signedOut' && !settled;
  useEffect(() => {
    if (unsure) void loadAuth();
  }, [unsure]);
  // A sign-out in progress is taking the person elsewhere (home, or sign-in after a 403).
  const leaving = session.status === 'signedOut' && signOutInProgress();
  if (session.status === 'loading' || unsure || leaving) return <FullScreenSpinner />;
  if (session.status === 'signedOut')
    return <Navigate to="/auth/signin" replace state={{ from: location.pathname + location.search }} />;
  if (session.status === 'error')
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <ErrorState message={MSG.errorFetchingUser} onRetry={() => void session.refreshUser()} />
      </Container>
    );
  return null;
}

export function RequireAuth() {
  return useGate() ?? <Outlet />;
}

export function RequireAdmin() {
  const gate = useGate();
  const { isAdmin } = useSession();
  if (gate) return gate;
  if (!isAdmin) return <AdminRefused />;
  return <Outlet />;
}

function AdminRefused() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <LockOutlinedIcon sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h4" component="h1" gutterBottom>
        Admins only
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        This area is for PilotMiles staff. Your account does not have access.
      </Typography>
      <Button component={AppLink} to="/dashboard" variant="contained">
        Back to my dashboard
      </Button>
    </Container>
  );
}
