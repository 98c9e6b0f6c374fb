/**
 * reactfire imports the Realtime Database, Functions, Remote Config and Storage SDKs at its top
 * level, and those modules register themselves on import, so tree-shaking cannot drop them
 * (~100 kB gzip we never use). vite.config.ts aliases them to these stubs. If a feature needs one
 * of these SDKs for real, remove its alias.
 */
const unavailable = (name: string) => () => {
  throw new Error(`${name} is not bundled in this app (see vite.config.ts)`);
};

// firebase/database
export const get = unavailable('firebase/database');
export const off = unavailable('firebase/database');
export const onChildAdded = unavailable('firebase/database');
export const onChildChanged = unavailable('firebase/database');
export const onChildMoved = unavailable('firebase/database');
export const onChildRemoved = unavailable('firebase/database');
export const onValue = unavailable('firebase/database');
// firebase/functions
export const httpsCallable = unavailable('firebase/functions');
// firebase/remote-config
export const ensureInitialized = unavailable('firebase/remote-config');
export const getAll = unavailable('firebase/remote-config');
export const getBoolean = unavailable('firebase/remote-config');
export const getNumber = unavailable('firebase/remote-config');
export const getString = unavailable('firebase/remote-config');
export const getValue = unavailable('firebase/remote-config');
// firebase/storage
export const getDownloadURL = unavailable('firebase/storage');
export const ref = unavailable('firebase/storage');
