/**
 * cjCommissionSync (docs/shopping.md "CJ"): CJ pushes nothing, so a job reads its Commission Detail
 * API and applies each record through the same engine as a postback (`by: 'job'`), idempotently.
 * Two windows per run, since the last run (less an overlap for records CJ posts late): records
 * posted in it (new orders, corrections) and records that locked in it (approvals: a record's
 * posting date never moves, its status does). A record that is not ours (another publisher
 * tool's sid, an unknown sub-id) is counted and skipped; a failed API call changes nothing and
 * the next run reads the same window again.
 */
import { logger } from 'firebase-functions';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { HttpError } from '../platform/errors';
import { cjApi, fetchCjCommissions, reportOfCjRecord, type CjApi, type CjRecord } from './cj.adapter';
import { applyShopReport } from './orders.service';

/** Where the job keeps how far it has read (server-only, like every shopping collection). */
const syncState = () => db.collection('shopNetworkSync').doc('cj');

/** Records CJ posts a little late are read again (the engine makes the repeat a duplicate). */
const OVERLAP_MS = 60 * 60 * 1000;
/** The first run reads this far back. */
const FIRST_LOOKBACK_MS = 3 * 24 * 60 * 60 * 1000;

export interface CjSyncResult {
  since: string;
  before: string;
  /** Records CJ listed (each once, both windows together). */
  fetched: number;
  /** Outcomes of the records applied (held, credited, duplicate, reversed, rejected...). */
  outcomes: Record<string, number>;
  /** Records that are not purchases of ours (a reason each, in the log). */
  skipped: number;
  /** Records our API refused (unknown sub-id, another store, an order of someone else). */
  refused: number;
}

/**
 * Reads and applies one window. `since` fixes the window's start (tests, a manual re-read) and
 * leaves the stored position alone; without it the window starts where the last run ended.
 */
export async function syncCjCommissions(options: { since?: Date; now?: Date; api?: CjApi } = {}): Promise<CjSyncResult> {
  const before = options.now ?? new Date();
  const stored = options.since ? null : ((await syncState().get()).get('synced_until') as Timestamp | undefined);
  const since = options.since ?? (stored ? new Date(stored.toMillis() - OVERLAP_MS) : new Date(before.getTime() - FIRST_LOOKBACK_MS));
  const api = options.api ?? cjApi();

  const [posted, locked] = await Promise.all([
    fetchCjCommissions({ posted: { since, before } }, api),
    fetchCjCommissions({ locked: { since, before } }, api),
  ]);
  const byId = new Map<string, CjRecord>();
  for (const r of [...posted.records, ...locked.records]) byId.set(r.commissionId, r);
  // Originals before their corrections: commission ids grow.
  const records = [...byId.values()].sort((a, b) => a.commissionId.length - b.commissionId.length || a.commissionId.localeCompare(b.commissionId));

  const result: CjSyncResult = {
    since: since.toISOString(),
    before: before.toISOString(),
    fetched: records.length,
    outcomes: {},
    skipped: posted.invalid + locked.invalid,
    refused: 0,
  };
  for (const record of records) {
    const mapped = reportOfCjRecord(record);
    if ('skip' in mapped) {
      result.skipped++;
      logger.info(`cj: skipped commission ${record.commissionId}: ${mapped.skip}`);
      continue;
    }
    try {
      const { outcome } = await applyShopReport('cj', mapped.report, { by: 'job' }, before);
      result.outcomes[outcome] = (result.outcomes[outcome] ?? 0) + 1;
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      result.refused++;
      logger.info(`cj: refused commission ${record.commissionId}: ${err.code}`);
    }
  }
  if (!options.since) await syncState().set({ synced_until: Timestamp.fromDate(before), last_result: result }, { merge: true });
  return result;
}

/** The scheduled run (functions/src/index.ts wires it; it needs CJ_API_TOKEN). */
export function runCjCommissionSync(): Promise<CjSyncResult> {
  return syncCjCommissions();
}
