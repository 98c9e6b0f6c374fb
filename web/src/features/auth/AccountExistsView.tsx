import type { ReactNode } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import { MSG } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { BusyButton } from '../../components/BusyButton';
import { AuthHeading, HeadingIcon } from '../../components/layout/AuthHeading';
import { AUTH_FLAGS, useFromState } from './navigation';
import { useAuthFrame } from './authFrame';
import { RESEND_CONFIRMATION } from './authMessages';
import type { ResendState } from './useResendVerification';

export interface AccountExistsViewProps {
  email: string;
  /**
   * 'verified': the password typed opened a verified account, so there is nothing to verify.
   * 'unknown': it did not open it; if that account still needs verifying, a link was resent.
   */
  account: 'verified' | 'unknown';
  /** 'unknown' only: resending the verification link. */
  resend?: ResendState;
  onResend?: () => void;
  devHelper?: ReactNode;
}

/**
 * After a sign-up with an address that already has an account ('Email already in use'): the
 * way forward is to sign in, or to reset the password. No 'Check your inbox' for a $5 that a
 * verified account cannot earn twice.
 */
export function AccountExistsView({ email, account, resend, onResend, devHelper }: AccountExistsViewProps) {
  const frame = useAuthFrame();
  // Where they were going before signing up travels on to sign-in.
  const fromState = useFromState();
  const address = (
    <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'break-word' }}>
      {email}
    </Box>
  );
  return (
    <Box>
      <AuthHeading
        icon={<HeadingIcon icon={ManageAccountsOutlinedIcon} tone="primary" />}
        title={MSG.emailInUse}
        subtitle={
          account === 'verified' ? (
            <>You already have a PilotMiles account with {address}. Sign in to it to keep earning.</>
          ) : (
            <>
              There is already a PilotMiles account with {address}. Sign in to it, or reset your password if you have
              forgotten it.
            </>
          )
        }
      />
      <Stack spacing={1.5}>
        <Button component={AppLink} to={frame.signInPath} drop={AUTH_FLAGS} state={fromState} variant="contained" size="large">
          Sign in
        </Button>
        <Button component={AppLink} to={frame.resetPath} drop={AUTH_FLAGS} variant="outlined" size="large">
          Reset password
        </Button>
      </Stack>

      {account === 'unknown' && resend && onResend && (
        <Box sx={{ mt: 3, pt: 2.5, borderTop: '1px solid', borderColor: 'divider' }}>
          <Typography variant="body2" color="text.secondary">
            Never verified that account? If it still needs verifying, we have sent it a new link: open it, then sign in.
          </Typography>
          {resend.error && (
            <Alert severity="error" sx={{ mt: 1.5 }}>
              {resend.error}
            </Alert>
          )}
          {resend.sent && !resend.error && (
            <Alert severity="success" sx={{ mt: 1.5 }}>
              {RESEND_CONFIRMATION}
            </Alert>
          )}
          <BusyButton variant="text" onClick={onResend} busy={resend.busy} busyLabel="Sending…" sx={{ mt: 1, px: 0 }}>
            Resend verification email
          </BusyButton>
        </Box>
      )}
      {devHelper}
    </Box>
  );
}
