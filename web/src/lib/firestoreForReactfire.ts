/**
 * reactfire imports `onSnapshot` and `queryEqual` from firebase/firestore at its top level, which
 * would put the whole Firestore SDK (~130 kB gzip) into the first page load, even for visitors who
 * never sign in. web/vite.config.ts points reactfire's import here instead; these forward to the
 * real SDK, which `loadFirestore()` (lib/firebase.ts) fetches before any Firestore hook can run.
 */
type FirestoreModule = typeof import('firebase/firestore');

let real: FirestoreModule | null = null;

export async function loadFirestoreModule(): Promise<FirestoreModule> {
  real ??= await import('firebase/firestore');
  return real;
}

function sdk(): FirestoreModule {
  if (!real) throw new Error('Firestore used before loadFirestore() finished');
  return real;
}

export const onSnapshot: FirestoreModule['onSnapshot'] = ((...args: unknown[]) =>
  (sdk().onSnapshot as (...a: unknown[]) => unknown)(...args)) as FirestoreModule['onSnapshot'];

export const queryEqual: FirestoreModule['queryEqual'] = (left, right) => sdk().queryEqual(left, right);
