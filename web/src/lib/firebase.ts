/**
 * The Firebase web SDK, initialised once, when this module is first imported: pages that need
 * Auth import it (the auth pages), everything else goes through lib/loadAuth.ts, so a visitor's
 * first paint never waits for it. Firestore loads on demand too (see loadFirestore).
 */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { registerAuth } from './authState';
import { EMULATOR_PORTS, emulatorHost, firebaseConfig, usingEmulators } from './firebaseConfig';
import { loadFirestoreModule } from './firestoreForReactfire';

export { EMULATOR_PORTS, emulatorHost, firebaseConfig, usingEmulators };

export const firebaseApp = initializeApp(firebaseConfig);

// initializeAuth without a popup resolver keeps the pop-up code out of the first load; the
// Google button passes browserPopupRedirectResolver itself.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

if (usingEmulators) connectAuthEmulator(auth, `http://${emulatorHost}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });

registerAuth(auth);

let firestorePromise: Promise<Firestore> | null = null;

/** The Firestore instance, loading the SDK the first time it is needed. */
export function loadFirestore(): Promise<Firestore> {
  firestorePromise ??= loadFirestoreModule().then(({ getFirestore, connectFirestoreEmulator }) => {
    const db = getFirestore(firebaseApp);
    if (usingEmulators) connectFirestoreEmulator(db, emulatorHost, EMULATOR_PORTS.firestore);
    return db;
  });
  return firestorePromise;
}
