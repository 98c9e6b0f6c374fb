import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type DocumentData, type DocumentReference, type SetOptions } from 'firebase-admin/firestore';

// One admin app for the whole process; in the emulator the *_EMULATOR_HOST variables route it.
const app = getApps()[0] ?? initializeApp();
export const adminApp = app;

export const db = getFirestore(app);
// settings() may run once per instance, and the API tests load this module once per file on the
// same instance: the mark lives on the instance, not in the module.
const SETTINGS_APPLIED = Symbol.for('pilotmiles.firestoreSettingsApplied');
const marked = db as unknown as Record<symbol, boolean>;
if (!marked[SETTINGS_APPLIED]) {
  db.settings({ ignoreUndefinedProperties: true });
  marked[SETTINGS_APPLIED] = true;
}

export const auth = getAuth(app);

/** What a transaction and a batch share: code that only writes can take either. */
export interface Writes {
  create(ref: DocumentReference, data: DocumentData): unknown;
  set(ref: DocumentReference, data: DocumentData, options?: SetOptions): unknown;
}
