import { useState, type FormEvent } from 'react';
import { Alert, Box, Link, Stack, TextField, Typography } from '@mui/material';
import { WELCOME_BONUS_PM, pmToDollars } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { BusyButton } from '../../components/BusyButton';
import { AuthHeading } from '../../components/layout/AuthHeading';
import { OrDivider } from './OrDivider';
import { GoogleButton } from './GoogleButton';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './PasswordField';
import { AUTH_FLAGS } from './navigation';
import { useAuthFrame } from './authFrame';
import { validateSignUp, type SignUpErrors } from './signUpValidation';
import type { SignUpForm } from './flows';
import type { ShownError } from './useGoogleSignIn';
import type { PasswordCheck } from './usePasswordCheck';

export const TERMS_URL = 'https://pilotmiles.com/terms';
export const PRIVACY_URL = 'https://pilotmiles.com/privacy';

export interface SignUpViewProps {
  form: SignUpForm;
  onChange: (patch: Partial<SignUpForm>) => void;
  password: PasswordCheck;
  busy: boolean;
  googleBusy: boolean;
  error: ShownError | null;
  onSubmit: () => void;
  onGoogle: () => void;
}

export function SignUpView({ form, onChange, password, busy, googleBusy, error, onSubmit, onGoogle }: SignUpViewProps) {
  const frame = useAuthFrame();
  // Field errors appear after the first submit, then follow the typing.
  const [submitted, setSubmitted] = useState(false);
  const errors: SignUpErrors = submitted ? validateSignUp(form, password.isValid) : {};
  const working = busy || googleBusy;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (working) return;
    void password.afterCheck((passwordValid) => {
      if (Object.keys(validateSignUp(form, passwordValid)).length === 0) onSubmit();
    });
  };

  const field = (name: keyof SignUpForm) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => onChange({ [name]: e.target.value }),
    error: !!errors[name],
    disabled: working,
  });

  return (
    <Box>
      <AuthHeading
        title="Create your account"
        subtitle={`Join for free and get $${pmToDollars(WELCOME_BONUS_PM)} in PilotMiles once you verify your email.`}
      />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error.message}
          {error.detail && <Box sx={{ mt: 0.5 }}>{error.detail}</Box>}
        </Alert>
      )}

      <GoogleButton onClick={onGoogle} busy={googleBusy} disabled={busy} />
      <OrDivider />

      <Box component="form" noValidate onSubmit={(e: FormEvent) => void submit(e)}>
        <Stack spacing={2}>
          <TextField
            label="Full name"
            autoComplete="name"
            required
            helperText={errors.fullName}
            {...field('fullName')}
          />
          <TextField
            label="Display name (optional)"
            autoComplete="nickname"
            helperText="Shown in the app. We'll use your first name if you leave it empty."
            {...field('displayName')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            helperText={errors.email}
            {...field('email')}
          />
          <Box>
            <PasswordField
              label="Password"
              autoComplete="new-password"
              required
              helperText={errors.password}
              slotProps={{ htmlInput: { 'aria-describedby': 'password-requirements' } }}
              {...field('password')}
            />
            <PasswordChecklist id="password-requirements" items={password.items} />
          </Box>
          <TextField
            label="Referral code (optional)"
            autoComplete="off"
            helperText={errors.referralCode ?? 'Got a code from a friend? Enter it here.'}
            slotProps={{ htmlInput: { maxLength: 32, style: { textTransform: 'uppercase' } } }}
            {...field('referralCode')}
          />
          <Typography variant="body2" color="text.secondary">
            By creating an account you agree to our{' '}
            <Link href={TERMS_URL} target="_blank" rel="noopener">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link href={PRIVACY_URL} target="_blank" rel="noopener">
              Privacy Policy
            </Link>
            .
          </Typography>
          <BusyButton
            type="submit"
            variant="contained"
            color="secondary"
            size="large"
            fullWidth
            disabled={working}
            busy={busy}
            busyLabel="Creating your account…"
          >
            Create account
          </BusyButton>
        </Stack>
      </Box>

      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 3 }}>
        Already have an account?{' '}
        <Link component={AppLink} to={frame.signInPath} drop={AUTH_FLAGS} sx={{ fontWeight: 600 }}>
          Sign in
        </Link>
      </Typography>
    </Box>
  );
}
