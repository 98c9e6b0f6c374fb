/**
 * confirmConversions, every 15 minutes: the hold job (docs/conversions.md). Credits every pending
 * conversion whose release date has passed. Each goes through `applyReport`, so a conversion that
 * staff or a postback moved meanwhile is left alone, and a run repeated or overlapping another
 * credits nothing twice. One that fails (its member deleted, say) is logged and skipped, so it
 * cannot hold up the others; the next run tries it again. Cashback waiting for its store has no
 * release date: only the network (or staff) confirms it.
 */
import { logger } from 'firebase-functions';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { conversionsCol } from '../platform/paths';
import { applyReport } from './engine';

/** Conversions credited per page. */
const CONFIRM_PAGE = 200;

export async function confirmDueConversions(now = new Date()): Promise<{ confirmed: number; failed: number }> {
  let confirmed = 0;
  let failed = 0;
  let after: DocumentSnapshot | null = null;
  for (;;) {
    let query = conversionsCol()
      .where('status', '==', 'pending')
      .where('release_at', '<=', Timestamp.fromDate(now))
      .orderBy('release_at')
      .limit(CONFIRM_PAGE);
    if (after) query = query.startAfter(after);
    const due = await query.get();
    for (const doc of due.docs) {
      try {
        const result = await applyReport(doc.id, { status: 'approved', payoutUsd: null }, { by: 'job' }, { now });
        if (result.outcome === 'credited') confirmed += 1;
      } catch (err) {
        failed += 1;
        logger.error(`conversions: could not confirm conversion ${doc.id}`, err);
      }
    }
    if (due.size < CONFIRM_PAGE) return { confirmed, failed };
    after = due.docs[due.docs.length - 1]!;
  }
}
