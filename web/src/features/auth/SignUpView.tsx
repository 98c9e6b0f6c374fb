import { useState, type FormEvent, type Ref } from 'react';
import { Alert, Box, Link, Stack, TextField, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { WELCOME_BONUS_PM, pmToDollars } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { BusyButton } from '../../components/BusyButton';
import { AuthHeading } from '../../components/layout/AuthHeading';
import { OrDivider } from './OrDivider';
import { GoogleButton } from './GoogleButton';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './PasswordField';
import { AUTH_FLAGS, useFromState } from './navigation';
import { useAuthFrame } from './authFrame';
import { validateSignUp, type SignUpErrors } from './signUpValidation';
import type { SignUpForm } from './flows';
import type { ShownError } from './useGoogleSignIn';
import type { PasswordCheck } from './usePasswordCheck';
import type { ReferralCheckState } from './useReferralCheck';

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
  /** The friend's code as checked so far (useReferralCheck); absent: not checked. */
  referral?: ReferralCheckState;
  /** The code's input, focused when the submit's check refuses it. */
  referralRef?: Ref<HTMLInputElement>;
}

export const REFERRAL_HELP = 'Got a code from a friend? Enter it here.';
export const REFERRAL_UNKNOWN = "This invite code doesn't exist. Check it with your friend, or leave it empty.";
export const REFERRAL_MALFORMED = 'Referral codes are 8 letters or digits.';

/** What the code's field says under it, and whether that is an error or a friend's confirmation. */
function referralHint(state: ReferralCheckState | undefined): { text: string; tone?: 'error' | 'success' } {
  switch (state?.status) {
    case 'checking':
      return { text: 'Checking the code…' };
    case 'valid':
      return { text: `Invited by ${state.inviter}`, tone: 'success' };
    case 'unknown':
      return { text: REFERRAL_UNKNOWN, tone: 'error' };
    case 'malformed':
      return { text: REFERRAL_MALFORMED, tone: 'error' };
    case 'unavailable':
      return { text: "We couldn't check this code just now; you can still create your account." };
    default:
      return { text: REFERRAL_HELP };
  }
}

export function SignUpView(props: SignUpViewProps) {
  const { form, onChange, password, busy, googleBusy, error, onSubmit, onGoogle, referral, referralRef } = props;
  const frame = useAuthFrame();
  const fromState = useFromState();
  // Field errors appear after the first submit, then follow the typing.
  const [submitted, setSubmitted] = useState(false);
  const errors: SignUpErrors = submitted ? validateSignUp(form, password.isValid) : {};
  const working = busy || googleBusy;
  // A submit's 'not 8 letters or digits' wins; otherwise the live check speaks.
  const hint = errors.referralCode ? { text: errors.referralCode, tone: 'error' as const } : referralHint(referral);

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
            inputRef={referralRef}
            {...field('referralCode')}
            error={hint.tone === 'error'}
            helperText={
              hint.tone === 'success' ? (
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  <CheckCircleIcon sx={{ fontSize: 16 }} aria-hidden />
                  {hint.text}
                </Box>
              ) : (
                hint.text
              )
            }
            slotProps={{
              htmlInput: { maxLength: 32, style: { textTransform: 'uppercase' } },
              // Said as it changes (checking, the friend's name, an unknown code), not only on focus.
              formHelperText: {
                'aria-live': 'polite',
                sx: hint.tone === 'success' ? { color: 'success.dark', fontWeight: 600 } : undefined,
              },
            }}
          />
          <Typography variant="body2" color="text.secondary">
            By creating an account you agree to our{' '}
            <Link href={TERMS_URL} target="_blank" rel="noopener" underline="always">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link href={PRIVACY_URL} target="_blank" rel="noopener" underline="always">
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
        <Link component={AppLink} to={frame.signInPath} drop={AUTH_FLAGS} state={fromState} sx={{ fontWeight: 600 }}>
          Sign in
        </Link>
      </Typography>
    </Box>
  );
}
