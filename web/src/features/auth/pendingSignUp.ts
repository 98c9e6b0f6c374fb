/**
 * The sign-up this browser waits to see verified: the address, so the sign-in page the
 * verification link ends on can greet the member with it filled in (the link often opens in
 * another tab, from the mail app), and where they were going when they signed up (an offer, a
 * sweepstake), so that sign-in continues there. Kept in localStorage, never in a URL; forgotten
 * once that address signs in, or after a week (past the link's own life).
 */
import { isSafeAppPath } from './navigation';

const KEY = 'pm_pending_sign_up';
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export interface PendingSignUp {
  email: string;
  /** An in-app path ('/offers/abc'), or null for the usual landing. */
  next: string | null;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function rememberSignUp(email: string, next: string | null): void {
  try {
    localStorage.setItem(
      KEY,
      JSON.stringify({ email: email.trim(), next: isSafeAppPath(next) ? next : null, at: Date.now() }),
    );
  } catch {
    // Storage refused (private mode, full): the member types the address again, as before.
  }
}

/** The remembered sign-up, unless there is none, it is a week old, or it was tampered into another shape. */
export function pendingSignUp(): PendingSignUp | null {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return null;
    const { email, next, at } = raw as Record<string, unknown>;
    if (typeof email !== 'string' || !email || typeof at !== 'number' || Date.now() - at > KEEP_MS) return null;
    return { email, next: typeof next === 'string' && isSafeAppPath(next) ? next : null };
  } catch {
    return null;
  }
}

/**
 * After `email` signed in: where its sign-up was going (null: nowhere in particular), and the record
 * is forgotten. Another address signing in on this browser leaves it alone.
 */
export function takeSignUpDestination(email: string): string | null {
  const pending = pendingSignUp();
  if (!pending || !sameEmail(pending.email, email)) return null;
  forgetSignUp();
  return pending.next;
}

export function forgetSignUp(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored then either.
  }
}
