import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { AppLink } from '../../components/AppLink';
import { BusyButton } from '../../components/BusyButton';
import { AuthHeading, HeadingIcon } from '../../components/layout/AuthHeading';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { useAuthFrame } from './authFrame';
import { EmailField } from './EmailField';
import { AUTH_FLAGS } from './navigation';

export interface RequestResetViewProps {
  busy: boolean;
  error: string | null;
  /** The address a link was requested for; null until the form is sent. */
  sentTo: string | null;
  onSubmit: (email: string) => void;
  onStartOver: () => void;
  devHelper?: ReactNode;
}

/** Step one of a password reset: ask for the address, then say a link is on its way. */
export function RequestResetView({ busy, error, sentTo, onSubmit, onStartOver, devHelper }: RequestResetViewProps) {
  const [email, setEmail] = useState('');
  const { signInPath } = useAuthFrame();

  if (sentTo)
    return (
      <Box>
        <AuthHeading
          icon={<HeadingIcon icon={MarkEmailReadOutlinedIcon} tone="primary" />}
          title="Check your email"
          subtitle={
            <>
              If an account exists for{' '}
              <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'break-word' }}>
                {sentTo}
              </Box>
              , we&apos;ve sent a reset link.
            </>
          }
        />
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
          The link works once and expires after a while. Nothing there? Check your spam folder.
        </Typography>
        <Stack spacing={1.5}>
          <Button component={AppLink} to={signInPath} drop={AUTH_FLAGS} variant="contained" size="large">
            Back to sign in
          </Button>
          <Button variant="text" onClick={onStartOver}>
            Use a different email
          </Button>
        </Stack>
        {devHelper}
      </Box>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit(email);
  };

  return (
    <Box>
      <AuthHeading
        title="Reset your password"
        subtitle="Enter the email you signed up with and we'll send you a link to choose a new password."
      />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <EmailField value={email} onChange={(e) => setEmail(e.target.value)} disabled={busy} />
          <BusyButton
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={busy}
            busy={busy}
            busyLabel="Sending…"
          >
            Send reset link
          </BusyButton>
        </Stack>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 3 }}>
        Remembered it?{' '}
        <Link component={AppLink} to={signInPath} drop={AUTH_FLAGS} sx={{ fontWeight: 600 }}>
          Back to sign in
        </Link>
      </Typography>
    </Box>
  );
}
