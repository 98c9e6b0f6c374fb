/**
 * Which Firebase project the app talks to, without loading any Firebase SDK: a `demo-` project
 * (the default) talks to the local emulators on the page's own host; a real project takes its
 * config from VITE_FIREBASE_* variables. The SDKs themselves load on demand (lib/firebase.ts).
 */
import { PROJECT_ID } from '@pilotmiles/core';

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

/** Emulator ports (firebase.json). The host is the page's (or worker's), so 127.0.0.1 and localhost both work. */
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080 } as const;
export const emulatorHost = typeof location === 'undefined' ? '127.0.0.1' : location.hostname;
