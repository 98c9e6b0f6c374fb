import type { ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import { MSG, WELCOME_BONUS_PM, pmToDollars } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { BusyButton } from '../../components/BusyButton';
import { AuthHeading, HeadingIcon } from '../../components/layout/AuthHeading';
import { AUTH_FLAGS, useFromState } from './navigation';
import { useAuthFrame } from './authFrame';
import { RESEND_CONFIRMATION } from './authMessages';
import type { ResendState } from './useResendVerification';

export interface VerificationProcessViewProps {
  email: string;
  /**
   * Sign-up hit an existing account that is not verified yet: 'Email already in use', and a
   * new verification link went out to it. (An existing verified account gets AccountExistsView.)
   */
  duplicate?: boolean;
  resend: ResendState;
  onResend: () => void;
  /** The local-emulator shortcut, when running against the emulators. */
  devHelper?: ReactNode;
}

/** 'Check your inbox': shown after sign-up (and a duplicate sign-up) until the e-mail is verified. */
export function VerificationProcessView({
  email,
  duplicate,
  resend,
  onResend,
  devHelper,
}: VerificationProcessViewProps) {
  const frame = useAuthFrame();
  // Where they were going before signing up travels on to sign-in.
  const fromState = useFromState();
  return (
    <Box>
      {duplicate && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          <AlertTitle>{MSG.emailInUse}</AlertTitle>
          You signed up with this address before but have not verified it yet, so we&apos;ve sent a new verification
          link to it.
        </Alert>
      )}
      <AuthHeading
        icon={<HeadingIcon icon={MarkEmailUnreadOutlinedIcon} tone="success" />}
        title="Check your inbox"
        subtitle={
          <>
            {duplicate ? 'Look for our e-mail at ' : 'We sent a verification link to '}
            <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'break-word' }}>
              {email}
            </Box>
            .
          </>
        }
      />
      <Stack component="ol" spacing={1} sx={{ pl: 2.5, my: 0, color: 'text.secondary' }}>
        <li>Open the e-mail from PilotMiles.</li>
        <li>Click the verification link.</li>
        <li>Sign in to collect your ${pmToDollars(WELCOME_BONUS_PM)} welcome bonus.</li>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Nothing there after a few minutes? Check your spam folder, or send it again.
      </Typography>

      {resend.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {resend.error}
        </Alert>
      )}
      {resend.sent && !resend.error && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {RESEND_CONFIRMATION}
        </Alert>
      )}

      <Stack spacing={1.5} sx={{ mt: 3 }}>
        <BusyButton
          variant="outlined"
          size="large"
          onClick={onResend}
          disabled={resend.busy}
          busy={resend.busy}
          busyLabel="Sending…"
        >
          Resend email
        </BusyButton>
        <Button component={AppLink} to={frame.signInPath} drop={AUTH_FLAGS} state={fromState} variant="contained" size="large">
          Back to sign in
        </Button>
      </Stack>
      {devHelper}
    </Box>
  );
}
