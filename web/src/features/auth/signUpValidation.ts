/** Checks made before an account is created, so a bad field never leaves a half-made account. */
import { isReferralCode, normalizeReferralCode } from '@pilotmiles/core';
import type { SignUpForm } from './flows';

export type SignUpErrors = Partial<Record<keyof SignUpForm, string>>;

// Deliberately loose: the provider has the last word on addresses.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateSignUp(form: SignUpForm, passwordValid: boolean): SignUpErrors {
  const errors: SignUpErrors = {};
  if (!form.fullName.trim()) errors.fullName = 'Please enter your full name.';
  if (!EMAIL_PATTERN.test(form.email.trim())) errors.email = 'Please enter a valid email address.';
  if (!passwordValid) errors.password = 'Your password does not meet the requirements.';
  const code = normalizeReferralCode(form.referralCode);
  if (code && !isReferralCode(code)) errors.referralCode = 'Referral codes are 8 letters or digits.';
  return errors;
}
