/**
 * Whether Firebase Auth is here yet, without loading it. The Auth SDK is the largest thing a
 * visitor would download for nothing, so it loads on demand (lib/loadAuth.ts): at once for a
 * returning member, after the first paint for a visitor, and whenever a page imports lib/firebase
 * (the auth pages do), which registers the instance here. lib/api asks here for the token.
 *
 * The signed-in hint: a flag in localStorage, set while a verified identity is signed in and
 * cleared when none is. It only decides whether to load Auth at once; who is signed in is always
 * Auth's answer.
 */
import type { Auth } from 'firebase/auth';

const HINT_KEY = 'pm_signed_in';

/** True when this browser was signed in last time: Auth is worth loading before the first paint. */
export function maybeSignedIn(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // storage unavailable (private mode): every visit starts as a visitor's
  }
}

let pending: Promise<Auth> | null = null;
const listeners = new Set<() => void>();

/** Called by lib/firebase.ts once Auth is initialised. */
export function registerAuth(auth: Auth): void {
  announce(Promise.resolve(auth));
}

/** Called by loadAuth() when it starts loading the SDK. */
export function announce(loading: Promise<Auth>): void {
  if (pending) return;
  pending = loading;
  listeners.forEach((listener) => listener());
}

/** Whether anything has asked for Auth yet (loading or loaded). */
export function authRequested(): boolean {
  return pending !== null;
}

/** Runs `listener` once Auth is first asked for; returns the unsubscribe function. */
export function onAuthRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The Auth instance once it knows whether someone is signed in, or null when nothing has asked for
 * Auth (a visitor's page before Auth loads: nobody is signed in as far as the app knows).
 */
export async function readyAuth(): Promise<Auth | null> {
  if (!pending) return null;
  const auth = await pending;
  await auth.authStateReady();
  return auth;
}

let signingOut = false;

/**
 * True from the moment a sign-out starts until the app has left the page: route guards wait
 * instead of sending the person to sign-in, since the sign-out is about to take them elsewhere.
 */
export function signOutInProgress(): boolean {
  return signingOut;
}

export function setSignOutInProgress(value: boolean): void {
  signingOut = value;
}
