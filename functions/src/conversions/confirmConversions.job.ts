/**
 * confirmConversions, every 15 minutes: the hold job (docs/conversions.md "The hold job"). Finds
 * the pending conversions whose release date has passed, a page at a time, and enqueues each page
 * to the confirmConversionPage queue (confirmPage.queue.ts), whose tasks credit them: the run
 * itself only reads ids, so it stays short however many conversions fall due at once. Cashback
 * waiting for its store has no release date: only the network (or staff) confirms it.
 *
 * Resumable: what is done shows in the conversions (a credited one is no longer pending), so a
 * run that stopped part-way is continued by the next, and a page enqueued again keeps its task id
 * (confirmPage.queue.ts), so it is queued once.
 */
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { conversionsCol } from '../platform/paths';
import { enqueueConfirmPage } from './confirmPage.queue';

/**
 * Ids per task, and pages per run (the rest waits for the next run, 15 minutes on). Mutable so
 * tests can page through a handful of conversions.
 */
export const confirmPaging = { pageSize: 200, maxPages: 100 };

export interface ConfirmRun {
  /** Due conversions found (and enqueued, unless a task already held their page). */
  due: number;
  pages: number;
  /** Stopped at maxPages with more due: the next run goes on. */
  more: boolean;
}

export async function confirmDueConversions(now = new Date()): Promise<ConfirmRun> {
  const run: ConfirmRun = { due: 0, pages: 0, more: false };
  let after: DocumentSnapshot | null = null;
  for (;;) {
    if (run.pages >= confirmPaging.maxPages) return { ...run, more: true };
    let query = conversionsCol()
      .where('status', '==', 'pending')
      .where('release_at', '<=', Timestamp.fromDate(now))
      .orderBy('release_at')
      // The cursor needs release_at; nothing else is read here.
      .select('release_at')
      .limit(confirmPaging.pageSize);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    if (page.empty) return run;
    await enqueueConfirmPage(page.docs.map((d) => d.id), now);
    run.due += page.size;
    run.pages += 1;
    if (page.size < confirmPaging.pageSize) return run;
    after = page.docs[page.docs.length - 1]!;
  }
}
