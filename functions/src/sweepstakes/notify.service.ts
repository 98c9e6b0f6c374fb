/**
 * The draw's result to every other entrant (docs/sweepstakes.md "Paged work"): the
 * `sweepstakesNotify` task queue takes the entrants a page per task, in id order. Each entrant is
 * told once: a transaction per slice reads their notices and writes only the missing ones (with
 * the push and mail), so a task run twice, or two at once, sends nothing twice.
 */
import { FieldPath, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { notificationsCol } from '../platform/paths';
import { entriesCol, sweepstakeRef } from './paths';
import { defineChain, type ChainTask } from './chain';
import { noticeId, noticeIn, resultNotice } from './notices';

/**
 * Entrants per task, and per transaction (a notice, a push and a mail each: 3 writes, so 100 stay
 * well under 500 writes a commit). Tests lower them.
 */
export const notifyPaging = { pageSize: 300, perCommit: 100 };

async function notifyPage(task: ChainTask, s: DocumentData) {
  const sweep = (await sweepstakeRef(task.id).get()).data() ?? {};
  let q = entriesCol(task.id).orderBy(FieldPath.documentId()).limit(notifyPaging.pageSize);
  if (s.after) q = q.startAfter(s.after);
  const page = await q.get();
  const told = page.docs.filter((e) => e.id !== sweep.winner_uid);
  const now = new Date();
  for (let i = 0; i < told.length; i += notifyPaging.perCommit) {
    const slice = told.slice(i, i + notifyPaging.perCommit);
    await db.runTransaction(async (tx) => {
      const sent = await tx.getAll(...slice.map((e) => notificationsCol(e.id).doc(noticeId(task.id, 'result'))));
      slice.forEach((e, j) => {
        if (!sent[j]!.exists)
          noticeIn(tx, e.id, e.get('email') ?? null, resultNotice(task.id, sweep.title, sweep.draw?.winner_name ?? null, e.get('entries') ?? 0), now);
      });
    });
  }
  return { last: page.size < notifyPaging.pageSize, state: { after: page.docs.length ? page.docs[page.docs.length - 1]!.id : s.after } };
}

export const notifyChain = defineChain('notify', 'sweepstakesNotify', {
  initial: {},
  page: notifyPage,
  finish: (id) => sweepstakeRef(id).update({ notified: true }).then(() => undefined),
});

/** The task queue of the result notices (wired in index.ts). */
export const sweepstakesNotifyQueue = notifyChain.queue;
