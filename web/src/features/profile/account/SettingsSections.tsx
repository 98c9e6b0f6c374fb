import { useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import PublicIcon from '@mui/icons-material/Public';
import { sendPasswordResetEmail } from 'firebase/auth';
import { FirebaseError } from 'firebase/app';
import { authErrorMessage } from '@pilotmiles/core';
import { auth } from '../../../lib/firebase';
import { useSession } from '../../../lib/session';
import { useSignOut } from '../../../lib/useSignOut';
import { browserTimeZone } from '../../../lib/timezone';
import { useToast } from '../../../lib/toast';

/**
 * The settings that were /profile/settings (password, the zone daily rewards follow, signing out),
 * now the lower half of the one settings page, /profile/account-settings: two pages with one side
 * menu entry left members unable to find one of them.
 */
export function SettingsSections() {
  const { email, timezone: zone } = useSession().user!; // RequireAuth renders this page only with a record
  // The member's day follows the zone the server counts it in; this device's zone only shows when
  // it differs (it is a request that takes effect at a coming midnight, docs/member-day.md).
  const deviceZone = browserTimeZone();
  const signOut = useSignOut();
  const toast = useToast();
  const [sending, setSending] = useState(false);

  const changePassword = async () => {
    setSending(true);
    try {
      await sendPasswordResetEmail(auth, email, { url: `${window.location.origin}/auth/signin` });
      toast.success(`We sent a password reset link to ${email}`);
    } catch (err) {
      toast.error(authErrorMessage(err instanceof FirebaseError ? err.code : null));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Section
        icon={<LockResetIcon />}
        title="Security"
        text={`Change your password: we will email a secure link to ${email}.`}
        action={
          <Button variant="outlined" onClick={() => void changePassword()} loading={sending}>
            Change password
          </Button>
        }
      />
      <Section
        icon={<PublicIcon />}
        title="Time zone"
        text={
          <>
            <Box component="strong" sx={{ color: 'text.primary' }}>
              {zone}
            </Box>
            <br />
            Daily rewards follow your local day. Your day resets at midnight in {zone}.
            {deviceZone !== zone && (
              <>
                {' '}
                This device is set to {deviceZone}: your day moves to it at a coming midnight (at most once a day, so no
                day is ever counted twice).
              </>
            )}
          </>
        }
      />
      <Section
        icon={<LogoutIcon />}
        title="Account"
        text="Sign out of PilotMiles on this device."
        action={
          <Button variant="outlined" color="error" onClick={() => void signOut()}>
            Sign out
          </Button>
        }
      />
    </>
  );
}

function Section({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent
        sx={{
          p: { xs: 2.5, sm: 3 },
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          gap: 2,
        }}
      >
        <Box sx={{ display: 'flex', gap: 2, flex: 1, minWidth: 0 }}>
          <Box sx={{ color: 'primary.main', mt: 0.5 }}>{icon}</Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {text}
            </Typography>
          </Box>
        </Box>
        {action && <Box sx={{ flexShrink: 0, pl: { xs: 5, sm: 0 } }}>{action}</Box>}
      </CardContent>
    </Card>
  );
}
