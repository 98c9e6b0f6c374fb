/** Loads Firebase Auth (lib/firebase.ts) on demand; see lib/authState.ts for when and why. */
import type { Auth } from 'firebase/auth';
import { announce, readyAuth, rememberSignedIn, setSignOutInProgress } from './authState';

let loading: Promise<Auth> | null = null;

/** Starts loading Auth if nothing has yet; resolves once it knows who is signed in. */
export async function loadAuth(): Promise<Auth> {
  loading ??= import('./firebase').then((m) => m.auth);
  announce(loading);
  return (await readyAuth())!;
}

/**
 * Signs out of Firebase Auth (loading it if needed: a stale session must end too), then runs
 * `leave` (where the app goes next). Route guards hold still until `leave` has finished, so a
 * private page does not send the person to sign-in on the way out.
 */
export async function signOutOfAuth(leave: () => unknown): Promise<void> {
  setSignOutInProgress(true);
  try {
    rememberSignedIn(false);
    const [auth, { signOut }] = await Promise.all([loadAuth(), import('firebase/auth')]);
    await signOut(auth);
    await leave();
  } finally {
    setSignOutInProgress(false);
  }
}
