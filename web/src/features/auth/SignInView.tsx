import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Link, Stack, Typography } from '@mui/material';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { MSG, WELCOME_BONUS_PM, pmToDollars } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { BusyButton } from '../../components/BusyButton';
import { AuthHeading, HeadingIcon } from '../../components/layout/AuthHeading';
import { OrDivider } from './OrDivider';
import { GoogleButton } from './GoogleButton';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { AUTH_FLAGS, useFromState } from './navigation';
import { useAuthFrame } from './authFrame';
import { RESEND_CONFIRMATION } from './authMessages';
import type { ResendState } from './useResendVerification';
import type { ShownError } from './useGoogleSignIn';

export const EMAIL_VERIFIED_TITLE = 'Your email is verified';

export interface SignInViewProps {
  /** ?sessionExpired=true */
  sessionExpired: boolean;
  /** ?emailVerified=true: greet them as just verified. */
  emailVerified: boolean;
  /** The address to start with (the one this browser just signed up and verified), '' for none. */
  initialEmail?: string;
  busy: boolean;
  googleBusy: boolean;
  error: ShownError | null;
  /** Set when the account exists but its e-mail is not verified: offer to resend the link. */
  notVerified: { email: string; resend: ResendState; onResend: () => void; devHelper?: ReactNode } | null;
  onSubmit: (email: string, password: string) => void;
  onGoogle: () => void;
}

export function SignInView(props: SignInViewProps) {
  const frame = useAuthFrame();
  const { sessionExpired, emailVerified, initialEmail = '', busy, googleBusy, error, notVerified, onSubmit, onGoogle } = props;
  const fromState = useFromState();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const working = busy || googleBusy;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!working) onSubmit(email, password);
  };

  return (
    <Box>
      {emailVerified ? (
        // Just back from the verification link: not 'Welcome back', but what happened and what is next.
        <AuthHeading
          icon={<HeadingIcon icon={MarkEmailReadOutlinedIcon} tone="success" />}
          title={EMAIL_VERIFIED_TITLE}
          subtitle={`Sign in to collect your $${pmToDollars(WELCOME_BONUS_PM)} welcome bonus.`}
        />
      ) : (
        <AuthHeading title="Welcome back" subtitle="Sign in to keep earning PilotMiles." />
      )}

      {sessionExpired && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {MSG.sessionExpired}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error.message}
          {error.detail && <Box sx={{ mt: 0.5 }}>{error.detail}</Box>}
        </Alert>
      )}
      {notVerified && <NotVerifiedNotice {...notVerified} />}

      <GoogleButton onClick={onGoogle} busy={googleBusy} disabled={busy} />
      <OrDivider />

      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <EmailField value={email} onChange={(e) => setEmail(e.target.value)} disabled={working} />
          <Box>
            <PasswordField
              label="Password"
              name="password"
              autoComplete="current-password"
              // The address is filled in: the password is all that is left to type.
              autoFocus={!!initialEmail}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              disabled={working}
              required
            />
            <Box sx={{ textAlign: 'right', mt: 1 }}>
              <Link component={AppLink} to={frame.resetPath} drop={AUTH_FLAGS} variant="body2" sx={{ fontWeight: 600 }}>
                Forgot password?
              </Link>
            </Box>
          </Box>
          <BusyButton
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={working}
            busy={busy}
            busyLabel="Signing in…"
          >
            Sign in
          </BusyButton>
        </Stack>
      </Box>

      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 3 }}>
        New to PilotMiles?{' '}
        <Link component={AppLink} to={frame.signUpPath} drop={AUTH_FLAGS} state={fromState} sx={{ fontWeight: 600 }}>
          Create a free account
        </Link>
      </Typography>
    </Box>
  );
}

function NotVerifiedNotice({ email, resend, onResend, devHelper }: NonNullable<SignInViewProps['notVerified']>) {
  return (
    <Box sx={{ mb: 2 }}>
      <Alert severity="warning">
        <AlertTitle>{MSG.emailNotVerified}</AlertTitle>
        Open the link we e-mailed to{' '}
        <Box component="strong" sx={{ overflowWrap: 'break-word' }}>
          {email}
        </Box>
        , then sign in again.
        <Box sx={{ mt: 1.5 }}>
          <BusyButton
            size="small"
            variant="outlined"
            color="inherit"
            onClick={onResend}
            busy={resend.busy}
            busyLabel="Sending…"
          >
            Resend verification email
          </BusyButton>
        </Box>
        {resend.sent && !resend.error && <Box sx={{ mt: 1 }}>{RESEND_CONFIRMATION}</Box>}
        {resend.error && (
          <Box role="alert" sx={{ mt: 1, color: 'error.main', fontWeight: 600 }}>
            {resend.error}
          </Box>
        )}
      </Alert>
      {devHelper}
    </Box>
  );
}
