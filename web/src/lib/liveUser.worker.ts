/**
 * The live listener on users/{uid}, off the main thread (lib/liveUser.ts). Firebase Auth here
 * reads the session the page's Auth persisted in IndexedDB (as a second tab's would), and
 * Firestore listens with it; only the fields the page shows are posted back.
 */
/// <reference lib="webworker" />
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, onAuthStateChanged } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getFirestore, onSnapshot } from 'firebase/firestore';
import { EMULATOR_PORTS, emulatorHost, firebaseConfig, usingEmulators } from './firebaseConfig';
import { toLiveUserFields, type LiveUserMessage, type LiveUserRequest } from './liveUserFields';

declare const self: DedicatedWorkerGlobalScope;

const post = (message: LiveUserMessage) => self.postMessage(message);

self.onmessage = ({ data: { uid } }: MessageEvent<LiveUserRequest>) => {
  const app = initializeApp(firebaseConfig);
  const auth = initializeAuth(app, { persistence: indexedDBLocalPersistence });
  if (usingEmulators)
    connectAuthEmulator(auth, `http://${emulatorHost}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
  const stopAuth = onAuthStateChanged(auth, (user) => {
    stopAuth();
    // Not this member in IndexedDB (storage blocked, or another account since): the page listens itself.
    if (user?.uid !== uid) return post({ kind: 'unavailable' });
    const db = getFirestore(app);
    if (usingEmulators) connectFirestoreEmulator(db, emulatorHost, EMULATOR_PORTS.firestore);
    onSnapshot(
      doc(db, 'users', uid),
      (snap) => {
        const d = snap.data();
        if (d) post({ kind: 'fields', fields: toLiveUserFields(d) });
      },
      (err) => post({ kind: 'failed', message: String(err) }),
    );
  });
};
