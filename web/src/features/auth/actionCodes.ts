/**
 * E-mail action codes (verify, recover, reset) as the identity provider hands them to our pages.
 * Applying a code is one-shot: React's StrictMode runs effects twice in development, and a second
 * apply of the same code would fail as 'already used', so each code is applied once per page load.
 */
import { applyActionCode, checkActionCode } from 'firebase/auth';
import { auth } from '../../lib/firebase';

const applied = new Map<string, Promise<unknown>>();

function once<T>(key: string, run: () => Promise<T>): Promise<T> {
  if (!applied.has(key)) applied.set(key, run());
  return applied.get(key) as Promise<T>;
}

export const applyCodeOnce = (oobCode: string) => once(`apply:${oobCode}`, () => applyActionCode(auth, oobCode));

/** recoverEmail: the address being restored, then the code applied. */
export const recoverEmailOnce = (oobCode: string) =>
  once(`recover:${oobCode}`, async () => {
    const info = await checkActionCode(auth, oobCode);
    await applyActionCode(auth, oobCode);
    return info.data.email ?? '';
  });

/** Only same-origin continue URLs are followed, so a crafted link cannot send people elsewhere. */
export function sameOriginPath(continueUrl: string | null, fallback: string): string {
  if (!continueUrl) return fallback;
  try {
    const url = new URL(continueUrl, window.location.origin);
    return url.origin === window.location.origin ? url.pathname + url.search : fallback;
  } catch {
    return fallback;
  }
}

export const codeOf = (err: unknown): string | undefined => (err as { code?: string } | null)?.code;
