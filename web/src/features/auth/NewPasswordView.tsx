import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { SectionSpinner } from '../../components/feedback/FullScreenSpinner';
import { AppLink } from '../../components/AppLink';
import { BusyButton } from '../../components/BusyButton';
import { AuthHeading, HeadingIcon } from '../../components/layout/AuthHeading';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './PasswordField';
import { AUTH_FLAGS } from './navigation';
import type { PasswordCheck } from './usePasswordCheck';

export type NewPasswordState =
  | { kind: 'checking' }
  /** The link is expired or used: the message says which. */
  | { kind: 'invalid'; message: string }
  | { kind: 'ready'; email: string; busy: boolean; error: string | null }
  | { kind: 'done' };

export interface NewPasswordViewProps {
  state: NewPasswordState;
  password: string;
  onPasswordChange: (password: string) => void;
  check: PasswordCheck;
  onSubmit: () => void;
  onRequestNewLink: () => void;
  /** Where 'Sign in' leads: the frame's sign-in page, or the reset e-mail's continue URL (same site only). */
  signInPath: string;
}

/** Step two of a password reset, reached from the e-mailed link. */
export function NewPasswordView({
  state,
  password,
  onPasswordChange,
  check,
  onSubmit,
  onRequestNewLink,
  signInPath,
}: NewPasswordViewProps) {
  const [submitted, setSubmitted] = useState(false);

  switch (state.kind) {
    case 'checking':
      return <SectionSpinner label="Checking your link" />;
    case 'invalid':
      return (
        <Box>
          <AuthHeading
            icon={<HeadingIcon icon={ErrorOutlineIcon} tone="warning" />}
            title="This reset link can't be used"
            subtitle={state.message}
          />
          <Stack spacing={1.5}>
            <Button variant="contained" size="large" onClick={onRequestNewLink}>
              Send me a new link
            </Button>
            <Button component={AppLink} to={signInPath} drop={AUTH_FLAGS} size="large">
              Back to sign in
            </Button>
          </Stack>
        </Box>
      );
    case 'done':
      return (
        <Box>
          <AuthHeading
            icon={<HeadingIcon icon={CheckCircleOutlineIcon} tone="success" />}
            title="Password updated"
            subtitle="You can now sign in with your new password."
          />
          <Button component={AppLink} to={signInPath} drop={AUTH_FLAGS} variant="contained" size="large" fullWidth>
            Sign in
          </Button>
        </Box>
      );
    case 'ready': {
      const submit = (e: FormEvent) => {
        e.preventDefault();
        setSubmitted(true);
        if (!state.busy) void check.afterCheck((valid) => valid && onSubmit());
      };
      return (
        <Box>
          <AuthHeading
            title="Choose a new password"
            subtitle={
              <>
                For{' '}
                <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'break-word' }}>
                  {state.email}
                </Box>
              </>
            }
          />
          {state.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {state.error}
            </Alert>
          )}
          <Box component="form" noValidate onSubmit={(e: FormEvent) => void submit(e)}>
            {/* Lets password managers file the new password under the right account. */}
            <input type="email" name="email" autoComplete="username" value={state.email} readOnly hidden />
            <PasswordField
              label="New password"
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => onPasswordChange(e.target.value)}
              disabled={state.busy}
              error={submitted && !check.isValid}
              helperText={submitted && !check.isValid ? 'Your password does not meet the requirements.' : undefined}
              slotProps={{ htmlInput: { 'aria-describedby': 'new-password-requirements' } }}
              required
            />
            <PasswordChecklist id="new-password-requirements" items={check.items} />
            <BusyButton
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              busy={state.busy}
              busyLabel="Saving…"
              sx={{ mt: 3 }}
            >
              Save new password
            </BusyButton>
          </Box>
        </Box>
      );
    }
  }
}
