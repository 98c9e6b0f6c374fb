/**
 * Hourly: every user whose local midnight has passed (next_rollover_at <= now) is rolled over to
 * their new day (services/dayRollover.ts), which also moves next_rollover_at to their next local
 * midnight. Each hour some time zone reaches midnight, so each run sees only those users.
 */
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { rolloverUser } from './dayRollover.service';
import { usersCol } from '../platform/paths';

/** Users per query page. */
const PAGE_SIZE = 300;
/** Transactions in flight at once: enough to be quick, few enough not to contend with the API. */
const PARALLEL = 25;

export interface RolloverRun {
  /** Users due (next_rollover_at <= now). */
  users: number;
  /** Users whose document changed. */
  updated: number;
  /** Users whose transaction failed; the next hourly run retries them (their field is still due). */
  failed: number;
}

export async function runDailyRollover(now = new Date(), { pageSize = PAGE_SIZE } = {}): Promise<RolloverRun> {
  const run: RolloverRun = { users: 0, updated: 0, failed: 0 };
  const due = usersCol()
    .where('next_rollover_at', '<=', Timestamp.fromDate(now))
    .orderBy('next_rollover_at')
    .select('next_rollover_at')
    .limit(pageSize);
  let cursor: QueryDocumentSnapshot | undefined;
  for (;;) {
    // The cursor is the last snapshot as queried, so users already moved forward are not revisited.
    const page = await (cursor ? due.startAfter(cursor) : due).get();
    for (let i = 0; i < page.docs.length; i += PARALLEL) {
      const results = await Promise.allSettled(page.docs.slice(i, i + PARALLEL).map((d) => rolloverUser(d.id, now)));
      for (const [j, result] of results.entries()) {
        if (result.status === 'fulfilled') run.updated += result.value ? 1 : 0;
        else {
          run.failed += 1;
          console.error(`rollover: user ${page.docs[i + j]!.id} failed`, result.reason);
        }
      }
    }
    run.users += page.size;
    if (page.size < pageSize) return run;
    cursor = page.docs[page.size - 1];
  }
}
