/**
 * The Firebase web SDK, initialised once. A `demo-` project (the default) talks to the local
 * emulators on the page's own host; a real project takes its config from VITE_FIREBASE_* variables.
 * Firestore loads on demand (see loadFirestore) so the landing page does not pay for it.
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
import { PROJECT_ID } from '@pilotmiles/core';
import { loadFirestoreModule } from './firestoreForReactfire';

const env = import.meta.env;
const projectId: string = env.VITE_FIREBASE_PROJECT_ID || PROJECT_ID;

export const usingEmulators = projectId.startsWith('demo-');

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
  projectId,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID || '000000000000',
  appId: env.VITE_FIREBASE_APP_ID || '1:000000000000:web:0000000000000000',
};

export const firebaseApp = initializeApp(firebaseConfig);

// initializeAuth without a popup resolver keeps the pop-up code out of the first load; the
// Google button passes browserPopupRedirectResolver itself.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

/** Emulator ports (firebase.json). The host is the page's, so 127.0.0.1 and localhost both work. */
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080 } as const;
export const emulatorHost = typeof window === 'undefined' ? '127.0.0.1' : window.location.hostname;

if (usingEmulators) connectAuthEmulator(auth, `http://${emulatorHost}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });

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
