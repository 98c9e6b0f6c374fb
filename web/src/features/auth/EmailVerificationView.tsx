import { Box, Button, Stack, Typography } from '@mui/material';
import { SectionSpinner } from '../../components/feedback/FullScreenSpinner';
import { AppLink } from '../../components/AppLink';
import { AuthHeading, HeadingIcon } from '../../components/layout/AuthHeading';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import MailOutlineIcon from '@mui/icons-material/MailOutlineOutlined';
import { useAuthFrame } from './authFrame';
import { AUTH_FLAGS } from './navigation';

export type EmailActionState =
  | { kind: 'working' }
  | { kind: 'verified'; next: string }
  | { kind: 'recovered'; email: string }
  | { kind: 'failed'; message: string }
  | { kind: 'none' };

/** What /auth/email-verification shows for each outcome of an e-mail action link. */
export function EmailVerificationView({ state }: { state: EmailActionState }) {
  const { resetPath } = useAuthFrame();
  switch (state.kind) {
    case 'working':
      return <SectionSpinner label="Checking your link" />;
    case 'verified':
      return (
        <Box>
          <AuthHeading
            icon={<HeadingIcon icon={CheckCircleOutlineIcon} tone="success" />}
            title="Email verified!"
            subtitle="Your account is ready. Taking you to sign in…"
          />
          <Button component={AppLink} to={state.next} variant="contained" color="secondary" size="large" fullWidth>
            Continue to sign in
          </Button>
        </Box>
      );
    case 'recovered':
      return (
        <Box>
          <AuthHeading
            icon={<HeadingIcon icon={LockResetIcon} tone="primary" />}
            title="Email change undone"
            subtitle={
              <>
                Your sign-in email is back to{' '}
                <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'break-word' }}>
                  {state.email}
                </Box>
                .
              </>
            }
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3, textAlign: 'center' }}>
            If you did not ask for that change, reset your password now to keep your account safe.
          </Typography>
          <Stack spacing={1.5}>
            <Button component={AppLink} to={resetPath} drop={AUTH_FLAGS} variant="contained" size="large">
              Reset password
            </Button>
            <SignInButton variant="outlined" />
          </Stack>
        </Box>
      );
    case 'failed':
      return (
        <Box>
          <AuthHeading
            icon={<HeadingIcon icon={ErrorOutlineIcon} tone="warning" />}
            title="We couldn't use this link"
            subtitle={state.message}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3, textAlign: 'center' }}>
            Sign in with your email and password: if your address still needs verifying, you can get a fresh link there.
          </Typography>
          <SignInButton variant="contained" />
        </Box>
      );
    case 'none':
      return (
        <Box>
          <AuthHeading
            icon={<HeadingIcon icon={MailOutlineIcon} tone="primary" />}
            title="Email links open here"
            subtitle="This page confirms the links we email you. Open the link in your PilotMiles email to verify your address or reset your password."
          />
          <SignInButton variant="contained" />
        </Box>
      );
  }
}

function SignInButton({ variant }: { variant: 'contained' | 'outlined' }) {
  return (
    <Button
      component={AppLink}
      to={useAuthFrame().signInPath}
      drop={AUTH_FLAGS}
      variant={variant}
      size="large"
      fullWidth
    >
      Back to sign in
    </Button>
  );
}
