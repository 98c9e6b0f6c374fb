/** Route guards: private routes need a signed-in user; admin routes also need the admin role. */
import { Outlet } from 'react-router-dom';
import { Button, Container, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useSession } from '../lib/session';
import { useSignInGate } from '../components/auth/useSignInGate';
import { AppLink } from '../components/AppLink';
import { useMemberShellWhileLoading } from './memberShell';

const useGate = () => useSignInGate('/auth/signin');

export function RequireAuth() {
  const gate = useGate();
  // A page marked MEMBER_SHELL shows its loading state until the session is known.
  const shell = useMemberShellWhileLoading();
  return shell ? <Outlet /> : (gate ?? <Outlet />);
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
