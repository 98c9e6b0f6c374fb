/**
 * Counts what one API call costs: Firestore documents read and written, and the Auth records the
 * app looks up, by wrapping the Admin SDK's methods in this process (the in-process app shares
 * them). Shared by the benches and the API tests (functions/test/platform/costPerCall.test.ts):
 * one way of counting for both.
 *
 * What is counted:
 * - reads: documents returned by DocumentReference.get, Firestore.getAll, Query.get and a
 *   transaction's get/getAll (a missing document asked for by reference counts: Firestore bills it).
 * - billedReads: reads, plus 1 for each query that returned nothing (Firestore bills an empty
 *   result one read) and, for each aggregation (count(), sum(), ...), 1 per 1,000 index entries
 *   it matched, at least 1 (the entries matched are its count() when it has one, else 1 is counted).
 * - writes: each create/set/update/delete on a WriteBatch, which transactions, DocumentReference
 *   writes and BulkWriter's batches all go through (a BulkWriter retry would count again).
 * - retries: transaction attempts after the first. A retry runs the reads and writes again, so a
 *   measured call must run alone; a caller that wants exact figures refuses a count with retries.
 * Not counted: Query.stream, onSnapshot listeners, listDocuments/listCollections.
 *
 * In emulator mode the Admin SDK's verifyIdToken itself looks the account up (production verifies
 * tokens locally): those lookups are not counted as the app's.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Firestore, Query, Transaction, WriteBatch, type AggregateQuery } from 'firebase-admin/firestore';
import { auth, db } from '../../functions/src/forScripts';

export interface CallCounts {
  /** Documents returned (see the header). */
  reads: number;
  /** What Firestore bills: reads, empty query results and aggregations (see the header). */
  billedReads: number;
  writes: number;
  /** Transaction attempts after the first (the figures then include the retried work). */
  retries: number;
  /** Auth records the app read (getUser outside verifyIdToken). */
  authLookups: number;
  /** billedReads per collection id (the last segment of the collection's path), to tell what a call read. */
  readsIn: Record<string, number>;
}

const zero = (): CallCounts => ({ reads: 0, billedReads: 0, writes: 0, retries: 0, authLookups: 0, readsIn: {} });

/**
 * One counter per process, kept on globalThis: the API tests load this module afresh for each
 * file (vi.resetModules) while the SDK's classes stay loaded, so the wrappers are installed once.
 */
interface Shared {
  counts: CallCounts;
  /** SDK calls started and not settled yet: a call is measured until the process is quiet. */
  pending: number;
  installed: boolean;
}
const shared: Shared = ((globalThis as Record<symbol, unknown>)[Symbol.for('pilotmiles.callCounter')] ??= {
  counts: zero(),
  pending: 0,
  installed: false,
}) as Shared;

type Methods = Record<string, (...args: unknown[]) => unknown>;

function wrap(proto: object, name: string, measure: (result: unknown, self: unknown, args: unknown[]) => Partial<CallCounts>) {
  const target = proto as Methods;
  const original = target[name]!;
  target[name] = function (this: unknown, ...args: unknown[]) {
    const result = original.apply(this, args);
    const settle = (value: unknown) => {
      const { readsIn, ...figures } = measure(value, this, args);
      for (const [k, v] of Object.entries(figures)) (shared.counts as unknown as Record<string, number>)[k]! += v ?? 0;
      for (const [k, v] of Object.entries(readsIn ?? {})) shared.counts.readsIn[k] = (shared.counts.readsIn[k] ?? 0) + v;
      return value;
    };
    if (!(result instanceof Promise)) return settle(result);
    shared.pending++;
    return result.then(settle).finally(() => shared.pending--);
  };
}

type Snapshot = { ref: { parent: { id: string } } };
/** A query's collection id (an SDK internal: the public Query does not expose it). */
const collectionOf = (query: unknown) => (query as { _queryOptions?: { collectionId?: string } })._queryOptions?.collectionId ?? '?';

function perCollection(snapshots: Snapshot[]): Record<string, number> {
  const readsIn: Record<string, number> = {};
  for (const s of snapshots) readsIn[s.ref.parent.id] = (readsIn[s.ref.parent.id] ?? 0) + 1;
  return readsIn;
}

/** A document or query result: each document returned is a read, an empty query is billed one. */
function docsOf(value: unknown): Partial<CallCounts> {
  if (Array.isArray(value)) return { reads: value.length, billedReads: value.length, readsIn: perCollection(value as Snapshot[]) };
  const result = value as { docs?: Snapshot[]; ref?: unknown; query?: unknown } | null;
  if (!Array.isArray(result?.docs)) return { reads: 1, billedReads: 1, readsIn: perCollection([value as Snapshot]) };
  if (!result.docs.length) return { reads: 0, billedReads: 1, readsIn: { [collectionOf(result.query)]: 1 } };
  return { reads: result.docs.length, billedReads: result.docs.length, readsIn: perCollection(result.docs) };
}

/** An aggregation is billed 1 read per 1,000 index entries matched (its count()), at least 1. */
function aggregationOf(query: AggregateQuery<never>, snapshot: unknown): Partial<CallCounts> {
  const specs = (query as unknown as { _aggregates: Record<string, { aggregateType?: string }> })._aggregates;
  const alias = Object.keys(specs).find((a) => specs[a]?.aggregateType === 'count');
  const count = alias ? (snapshot as { data(): Record<string, unknown> }).data()[alias] : undefined;
  const billed = typeof count === 'number' ? Math.max(1, Math.ceil(count / 1000)) : 1;
  return { billedReads: billed, readsIn: { [collectionOf(query.query)]: billed } };
}

function install() {
  if (shared.installed) return;
  shared.installed = true;
  // The SDK does not export AggregateQuery's class: its prototype comes from an instance.
  const aggregateProto = Object.getPrototypeOf(db.collection('bench').count()) as object;
  wrap(Transaction.prototype, 'get', (r, _self, [target]) =>
    Object.getPrototypeOf(target) === aggregateProto ? aggregationOf(target as AggregateQuery<never>, r) : docsOf(r),
  );
  wrap(Transaction.prototype, 'getAll', (r) => docsOf(r));
  // Transactions and DocumentReference writes go through a WriteBatch: count writes there only.
  for (const m of ['create', 'set', 'update', 'delete']) wrap(WriteBatch.prototype, m, () => ({ writes: 1 }));
  // Not counted, only waited for: a write is done when its commit is.
  wrap(WriteBatch.prototype, 'commit', () => ({}));
  // DocumentReference.get goes through Firestore.getAll, counted here.
  wrap(Query.prototype, 'get', (r) => docsOf(r));
  wrap(Firestore.prototype, 'getAll', (r) => docsOf(r));
  wrap(aggregateProto, 'get', (r, self) => aggregationOf(self as AggregateQuery<never>, r));

  // Each attempt runs the update function once: attempts after the first are retries.
  const firestore = Firestore.prototype as unknown as Methods;
  const runTransaction = firestore.runTransaction!;
  firestore.runTransaction = function (this: unknown, update: unknown, ...rest: unknown[]) {
    let attempts = 0;
    const counted = (tx: unknown) => {
      if (attempts++ > 0) shared.counts.retries++;
      return (update as (tx: unknown) => unknown)(tx);
    };
    shared.pending++;
    return (runTransaction.call(this, counted, ...rest) as Promise<unknown>).finally(() => shared.pending--);
  };

  const authProto = Object.getPrototypeOf(auth) as Methods;
  // Marks the lookups made inside a verification, even with other calls' lookups running beside it.
  const verifying = new AsyncLocalStorage<true>();
  const verify = authProto.verifyIdToken!;
  authProto.verifyIdToken = function (this: unknown, ...args: unknown[]) {
    return verifying.run(true, () => verify.apply(this, args));
  };
  wrap(authProto, 'getUser', () => (verifying.getStore() ? {} : { authLookups: 1 }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until no counted SDK call has been in flight for a few ticks (work a call leaves running
 * after its answer, such as a background catalogue check), or `timeoutMs` passes.
 */
export async function quiet(timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (let idle = 0; idle < 3 && Date.now() < until; ) {
    await sleep(20);
    idle = shared.pending === 0 ? idle + 1 : 0;
  }
}

/**
 * Runs `run` and answers what the process did in Firestore meanwhile. `settle` waits for quiet
 * before (nothing earlier leaks in) and after (work the call left running is its own).
 */
export async function measure<T>(run: () => Promise<T>, options: { settle?: boolean } = {}): Promise<{ result: T; counts: CallCounts }> {
  install();
  if (options.settle) await quiet();
  shared.counts = zero();
  const result = await run();
  if (options.settle) await quiet();
  return { result, counts: { ...shared.counts, readsIn: { ...shared.counts.readsIn } } };
}

/** Runs one request alone and answers what it cost. */
export async function measureCall(run: () => Promise<Response>): Promise<CallCounts> {
  const { result: res, counts } = await measure(async () => {
    const res = await run();
    await res.arrayBuffer();
    return res;
  });
  if (!res.ok) throw new Error(`bench: measured call failed with ${res.status}`);
  return counts;
}
