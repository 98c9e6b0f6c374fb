/**
 * Counts what one API call costs: Firestore documents read and written, and the Auth records the
 * app looks up, by wrapping the Admin SDK's methods in this process (the in-process app shares
 * them). A transaction retry would count twice, so measure one call alone. In emulator mode the
 * Admin SDK's verifyIdToken itself looks the account up (production verifies tokens locally):
 * those lookups are not counted as the app's.
 */
import { auth, db } from '../../functions/src/forScripts';

export interface CallCounts {
  reads: number;
  writes: number;
  /** Auth records the app read (getUser outside verifyIdToken). */
  authLookups: number;
}

const counts: CallCounts = { reads: 0, writes: 0, authLookups: 0 };
let installed: Promise<void> | null = null;

type Methods = Record<string, (...args: unknown[]) => unknown>;

function wrap(proto: object, name: string, measure: (result: unknown) => Partial<CallCounts>) {
  const target = proto as Methods;
  const original = target[name]!;
  target[name] = function (this: unknown, ...args: unknown[]) {
    const result = original.apply(this, args);
    const settle = (value: unknown) => {
      for (const [k, v] of Object.entries(measure(value))) counts[k as keyof CallCounts] += v ?? 0;
      return value;
    };
    return result instanceof Promise ? result.then(settle) : settle(result);
  };
}

const sizeOf = (value: unknown) => {
  if (Array.isArray(value)) return value.length;
  const docs = (value as { docs?: unknown[] } | null)?.docs;
  return Array.isArray(docs) ? docs.length : 1;
};

async function install() {
  const txProto = await db.runTransaction(async (tx) => Object.getPrototypeOf(tx) as object);
  const queryProto = Object.getPrototypeOf(Object.getPrototypeOf(db.collection('bench'))) as object;
  wrap(txProto, 'get', (r) => ({ reads: sizeOf(r) }));
  wrap(txProto, 'getAll', (r) => ({ reads: sizeOf(r) }));
  // Transactions and DocumentReference writes go through a WriteBatch: count writes there only.
  for (const m of ['create', 'set', 'update', 'delete']) wrap(Object.getPrototypeOf(db.batch()) as object, m, () => ({ writes: 1 }));
  // DocumentReference.get goes through Firestore.getAll, counted here.
  wrap(queryProto, 'get', (r) => ({ reads: sizeOf(r) }));
  wrap(Object.getPrototypeOf(db) as object, 'getAll', (r) => ({ reads: sizeOf(r) }));

  const authProto = Object.getPrototypeOf(auth) as Methods;
  let verifying = 0;
  const verify = authProto.verifyIdToken!;
  authProto.verifyIdToken = async function (this: unknown, ...args: unknown[]) {
    verifying++;
    try {
      return await verify.apply(this, args);
    } finally {
      verifying--;
    }
  };
  wrap(authProto, 'getUser', () => (verifying > 0 ? {} : { authLookups: 1 }));
}

/** Runs one request alone and answers what it cost. */
export async function measureCall(run: () => Promise<Response>): Promise<CallCounts> {
  installed ??= install();
  await installed;
  Object.assign(counts, { reads: 0, writes: 0, authLookups: 0 });
  const res = await run();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`bench: measured call failed with ${res.status}`);
  return { ...counts };
}
