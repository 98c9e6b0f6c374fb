/**
 * Work over every entrant of a sweepstake (the draw's list, the result notices, a cancel's
 * refunds), done one page per task so no run reads them all (docs/sweepstakes.md "Paged work").
 * Each chain keeps its place in `sweepstakes/{id}/private/{kind}`: `run`, the `page` to do next,
 * the `after` cursor, `done`, a lease, and the kind's own running figures. A page's task commits
 * its result and the move to the next page in one transaction that requires the page to be still
 * the chain's current one, so a task run twice does its page once; it then enqueues the next page
 * with a deterministic id. A run whose lease lapsed (a task dropped after its retries, or an
 * enqueue lost) is taken over by the sweepstakes job with `run + 1`, from the saved page, and the
 * older run's tasks then stand aside.
 */
import { Timestamp, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { defineTaskQueue, taskId, type TaskQueue } from '../platform/tasks';
import { chainRef, type ChainKind } from './paths';

/** Longer than a page takes; each page renews it, so only a stalled chain is taken over. */
export const CHAIN_LEASE_MS = 5 * 60_000;

export interface ChainTask {
  id: string;
  run: number;
  page: number;
}

export interface PageResult {
  /** No page after this one. */
  last: boolean;
  /** The kind's figures and cursor after this page. */
  state: DocumentData;
  /** Writes committed with the move to the next page (none when the page's effects are idempotent on their own). */
  write?: (tx: Transaction) => void;
}

export interface ChainSpec {
  /** The figures a new chain starts from. */
  initial: DocumentData;
  /** Does one page (task.page) from the chain's state. */
  page(task: ChainTask, state: DocumentData): Promise<PageResult>;
  /** After the last page; runs again if its task is retried, so it must be idempotent. */
  finish(id: string, state: DocumentData): Promise<void>;
}

export interface Chain {
  readonly queue: TaskQueue<ChainTask>;
  /** In the caller's transaction: a new chain at page 0 (then `kick` after the commit). */
  startIn(tx: Transaction, id: string, now: Date): void;
  /** Enqueues page 0 of a chain started with `startIn`. */
  kick(id: string): Promise<void>;
  /**
   * In the caller's transaction, with the chain's snapshot read in it: takes the chain over when
   * nothing holds it (new, or its lease lapsed); the task to enqueue after the commit, or null.
   */
  takeIn(tx: Transaction, id: string, snap: DocumentData | undefined, now: Date): ChainTask | null;
  /** Takes over a stalled chain (or starts a missing one) and enqueues its page; false when it is running. */
  resume(id: string, now?: Date): Promise<boolean>;
  enqueue(task: ChainTask): Promise<void>;
}

const leaseFrom = (now: Date) => Timestamp.fromMillis(now.getTime() + CHAIN_LEASE_MS);

export function defineChain(kind: ChainKind, queueName: string, spec: ChainSpec): Chain {
  const enqueue = (task: ChainTask) => queue.enqueue(task, { id: taskId(queueName, task.id, task.run, task.page) });

  /** After a page: the next page's task, or the finish once the last page is done. */
  const proceed = (id: string, s: DocumentData) => (s.done ? spec.finish(id, s) : enqueue({ id, run: s.run, page: s.page }));

  async function handle(task: ChainTask) {
    const ref = chainRef(task.id, kind);
    const s = (await ref.get()).data();
    // An older run's task: the run that took over does the work.
    if (!s || s.run !== task.run) return;
    // A retried page already done: only make sure the chain goes on.
    if (s.page !== task.page || s.done) return proceed(task.id, s);
    const result = await spec.page(task, s);
    const next = await db.runTransaction(async (tx) => {
      const cur = (await tx.get(ref)).data();
      if (!cur || cur.run !== task.run || cur.page !== task.page) return null;
      result.write?.(tx);
      const moved = { ...result.state, page: task.page + 1, done: result.last, lease_until: leaseFrom(new Date()) };
      tx.update(ref, moved);
      return { ...cur, ...moved };
    });
    if (next) await proceed(task.id, next);
  }

  const queue = defineTaskQueue<ChainTask>(queueName, handle);

  const takeIn: Chain['takeIn'] = (tx, id, s, now) => {
    if (s && ((s.lease_until as Timestamp | undefined)?.toMillis() ?? 0) > now.getTime()) return null;
    const task = s ? { id, run: (s.run ?? 0) + 1, page: s.page ?? 0 } : { id, run: 0, page: 0 };
    if (s) tx.update(chainRef(id, kind), { run: task.run, lease_until: leaseFrom(now) });
    else tx.set(chainRef(id, kind), { ...spec.initial, run: 0, page: 0, after: null, done: false, lease_until: leaseFrom(now) });
    return task;
  };

  return {
    queue,
    startIn: (tx, id, now) => tx.set(chainRef(id, kind), { ...spec.initial, run: 0, page: 0, after: null, done: false, lease_until: leaseFrom(now) }),
    kick: (id) => enqueue({ id, run: 0, page: 0 }),
    takeIn,
    async resume(id, now = new Date()) {
      const task = await db.runTransaction(async (tx) => takeIn(tx, id, (await tx.get(chainRef(id, kind))).data(), now));
      if (task) await enqueue(task);
      return !!task;
    },
    enqueue,
  };
}
