/**
 * The sign-in, sign-up and Google flows, kept out of the views. Each throws a FlowError
 * whose message is the sentence to show; anything that leaves a half-finished session signs out
 * first, so "signed in" always means a verified identity with a loaded record.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  inMemoryPersistence,
  initializeAuth,
  sendEmailVerification,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User as AuthUser,
} from 'firebase/auth';
import type { QueryClient } from '@tanstack/react-query';
import { ERROR_CODES, MSG, authErrorMessage, type ResendVerificationResult, type User } from '@pilotmiles/core';
import { EMULATOR_PORTS, auth, emulatorHost, firebaseConfig, usingEmulators } from '../../lib/firebase';
import { fetchMe, meQueryKey } from '../../lib/session';
import { ApiError, api, errorMessage } from '../../lib/api';
import { resetDailyChallengeFlag } from '../../lib/flags';
import { getGeo } from '../../lib/geo';
import { signUpPayload } from '../../lib/signUpPayload';
import { codeOf } from './actionCodes';

export class FlowError extends Error {
  constructor(
    message: string,
    /** A second, more specific sentence (e.g. why the Google window failed). */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'FlowError';
  }
}

/** The unverified account was signed out again; the page offers to resend the link. */
export class EmailNotVerifiedError extends FlowError {
  constructor(readonly email: string) {
    super(MSG.emailNotVerified);
    this.name = 'EmailNotVerifiedError';
  }
}

const signOutQuietly = () => signOut(auth).catch(() => undefined);

/** POST /users/resend-email-verification (public). A 429 carries the server's sentence. */
export async function resendVerificationEmail(email: string): Promise<void> {
  await api<ResendVerificationResult>('/users/resend-email-verification', {
    method: 'POST',
    body: { email: email.trim() },
    auth: false,
  });
}

/**
 * Login info: the location lookup's address, country and city; when it finds nothing the
 * server records the address it saw and the country it makes of it (a failure is only logged).
 */
async function recordLoginInfo(): Promise<void> {
  const geo = await getGeo();
  try {
    await api('/users/login', {
      method: 'PATCH',
      body: geo
        ? { lastIpAddress: geo.ip || null, locationCountry: geo.country_code, locationCity: geo.city || null }
        : { lastIpAddress: null, locationCountry: null, locationCity: null },
    });
  } catch (err) {
    // Bookkeeping only: a failure here must not stop someone from signing in.
    console.warn('login info update failed', err);
  }
}

/** E-mail and password sign-in. Resolves once the record is loaded and the app may navigate. */
export async function signInWithEmail(email: string, password: string, queryClient: QueryClient): Promise<void> {
  let user: AuthUser;
  try {
    user = (await signInWithEmailAndPassword(auth, email.trim(), password)).user;
  } catch (err) {
    throw new FlowError(authErrorMessage(codeOf(err)));
  }
  if (!user.emailVerified) {
    await signOutQuietly();
    throw new EmailNotVerifiedError(user.email ?? email.trim());
  }
  resetDailyChallengeFlag();
  try {
    await queryClient.fetchQuery({ queryKey: meQueryKey(user.uid), queryFn: fetchMe });
  } catch {
    await signOutQuietly();
    throw new FlowError(MSG.errorFetchingUser);
  }
  await recordLoginInfo();
}

export interface SignUpForm {
  fullName: string;
  displayName: string;
  email: string;
  password: string;
  referralCode: string;
  /** A cp brand id (the /cp/rewards portal's sign-up); the server keeps it only when the brand exists. */
  brandOwner?: string;
}

/**
 * What a sign-up with an address that already has an account found out ('Email already in
 * use'). Only the password typed can tell: 'verified' and 'unverified' when it opens the account,
 * 'unknown' when it does not (another password, a Google-only account), where we say nothing more
 * about an account the person could not open.
 */
export type DuplicateAccount = 'verified' | 'unverified' | 'unknown';

export type SignUpResult =
  | { email: string; duplicate: null }
  /** A verification link was resent (unless 'verified', or `resendError` says why not). */
  | { email: string; duplicate: DuplicateAccount; resendError?: string };

/**
 * Whether `password` opens the account of `email`, and whether that account is verified. The
 * sign-in happens on a throwaway Auth instance kept in memory, so the app's own session never sees
 * it (a verified sign-in there would start loading the member's record and the daily prompts).
 */
export async function probeExistingAccount(email: string, password: string): Promise<DuplicateAccount> {
  const app = initializeApp(firebaseConfig, `sign-up-check-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  try {
    const probe = initializeAuth(app, { persistence: inMemoryPersistence });
    if (usingEmulators)
      connectAuthEmulator(probe, `http://${emulatorHost}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
    const { user } = await signInWithEmailAndPassword(probe, email, password);
    return user.emailVerified ? 'verified' : 'unverified';
  } catch {
    return 'unknown';
  } finally {
    await deleteApp(app).catch(() => undefined);
  }
}

/** When no display name is given, people are greeted by their first name. */
export const defaultDisplayName = (form: Pick<SignUpForm, 'fullName' | 'displayName'>) =>
  form.displayName.trim() || form.fullName.trim().split(/\s+/)[0] || '';

/** Sign-up ends signed out on the verification screen: only verified identities sign in. */
export async function signUpWithEmail(form: SignUpForm, verifiedPath = '/success'): Promise<SignUpResult> {
  const email = form.email.trim();
  let user: AuthUser;
  try {
    user = (await createUserWithEmailAndPassword(auth, email, form.password)).user;
  } catch (err) {
    if (codeOf(err) !== 'auth/email-already-in-use') throw new FlowError(authErrorMessage(codeOf(err)));
    // 'Email already in use', and a verification e-mail is resent. A verified account needs
    // none (the server would send none): its owner is told to sign in instead.
    const duplicate = await probeExistingAccount(email, form.password);
    if (duplicate === 'verified') return { email, duplicate };
    try {
      await resendVerificationEmail(email);
      return { email, duplicate };
    } catch (resendErr) {
      return { email, duplicate, resendError: errorMessage(resendErr) };
    }
  }
  try {
    const displayName = defaultDisplayName(form);
    if (displayName) await updateProfile(user, { displayName });
    await api<User>('/users', {
      method: 'POST',
      body: await signUpPayload({
        fullName: form.fullName.trim(),
        displayName,
        enteredReferralCode: form.referralCode.trim(),
        brandOwner: form.brandOwner,
      }),
    });
    await sendEmailVerification(user, { url: `${window.location.origin}${verifiedPath}` });
    resetDailyChallengeFlag();
  } catch (err) {
    throw new FlowError(err instanceof ApiError ? err.message : authErrorMessage(codeOf(err)));
  } finally {
    await signOutQuietly();
  }
  return { email, duplicate: null };
}

/** A Google account as typed into the local emulator's account chooser. */
export interface EmulatorGoogleAccount {
  email: string;
  name: string;
}

/**
 * The Auth emulator accepts an unsigned JSON id_token for Google. Google's pop-up cannot load
 * offline (it needs apis.google.com even against the emulator), so locally the app signs in with
 * such a token instead, through the same Auth emulator endpoint a real Google token would use.
 */
function emulatorGoogleCredential({ email, name }: EmulatorGoogleAccount) {
  const address = email.trim().toLowerCase();
  return GoogleAuthProvider.credential(
    JSON.stringify({ sub: `google-${address}`, email: address, email_verified: true, name: name.trim() || undefined }),
  );
}

const QUIET_POPUP_CODES = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);

/**
 * Google sign-in. Resolves false when they closed the Google window (nothing to
 * report), true when the app may navigate.
 */
export async function signInWithGoogle(
  queryClient: QueryClient,
  emulatorAccount?: EmulatorGoogleAccount,
  brandOwner?: string,
): Promise<boolean> {
  let user: AuthUser;
  try {
    user = emulatorAccount
      ? (await signInWithCredential(auth, emulatorGoogleCredential(emulatorAccount))).user
      : (await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver)).user;
  } catch (err) {
    const code = codeOf(err);
    if (code && QUIET_POPUP_CODES.has(code)) return false;
    const detail = authErrorMessage(code);
    throw new FlowError(MSG.errorGoogleSignIn, detail === MSG.genericError ? undefined : detail);
  }
  await completeGoogleSignIn(user, queryClient, brandOwner);
  return true;
}

/** After the Google window: a person without a stored record is new and gets one. */
export async function completeGoogleSignIn(
  user: AuthUser,
  queryClient: QueryClient,
  brandOwner?: string,
): Promise<void> {
  if (!user.emailVerified) {
    await signOutQuietly();
    throw new EmailNotVerifiedError(user.email ?? '');
  }

  // The session may be creating the record at the same moment (fetchMe): POST /users is
  // idempotent and the server takes the name from the Google profile either way.
  let record: User;
  try {
    record = await api<User>('/users');
  } catch (err) {
    if (!(err instanceof ApiError && err.code === ERROR_CODES.userNotFound)) {
      await signOutQuietly();
      throw new FlowError(MSG.errorCheckingUser);
    }
    try {
      const name = user.displayName ?? undefined;
      record = await api<User>('/users', {
        method: 'POST',
        body: await signUpPayload({ displayName: name, fullName: name, brandOwner }),
      });
    } catch (createErr) {
      await signOutQuietly();
      throw new FlowError(errorMessage(createErr));
    }
  }
  queryClient.setQueryData(meQueryKey(user.uid), record);
  resetDailyChallengeFlag();
  await recordLoginInfo();
}
