import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type DocumentData, type DocumentReference, type SetOptions } from 'firebase-admin/firestore';
import { inEmulator } from './runtime';

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

/**
 * The Firestore emulator drops a transaction that waited too long on a lock (two requests of one
 * member reading, then writing, the same documents) and answers its next call 'Transaction is
 * invalid or closed', its wording of the backend's 'transaction has expired', which the SDK retries;
 * this one it does not, so the request failed with a 500. The whole transaction is run again, as
 * the SDK would run it after ABORTED (transaction functions are written to run more than once).
 */
const EXPIRED_IN_EMULATOR = /Transaction is invalid or closed/;
const RETRY_APPLIED = Symbol.for('pilotmiles.emulatorTransactionRetry');
if (inEmulator() && !marked[RETRY_APPLIED]) {
  marked[RETRY_APPLIED] = true;
  const run = db.runTransaction.bind(db);
  db.runTransaction = (async (work: Parameters<typeof run>[0], options?: Parameters<typeof run>[1]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run(work, options);
      } catch (err) {
        const expired = (err as { code?: number }).code === 3 && EXPIRED_IN_EMULATOR.test(String((err as Error).message));
        if (!expired || attempt >= 5) throw err;
      }
    }
  }) as typeof db.runTransaction;
}

export const auth = getAuth(app);

/** What a transaction and a batch share: code that only writes can take either. */
export interface Writes {
  create(ref: DocumentReference, data: DocumentData): unknown;
  set(ref: DocumentReference, data: DocumentData, options?: SetOptions): unknown;
}
