/**
 * Runs a scheduled job's handler under the job's lease (jobLease.ts: two runs never overlap) and
 * logs its summary as one structured line (`job`, `duration_ms` and the handler's own figures:
 * confirmed, failed, reminded, ...), its failure as an error, or that it stood aside for a run
 * still going, so every run shows in Cloud Logging and alerts can count failures
 * (docs/operations.md).
 */
import { logger } from 'firebase-functions';
import { withJobLease } from './jobLease';

export interface RunOptions {
  /** How long the lease lasts: the function's timeout. 0 runs without a lease (a trigger's work, safe side by side). */
  leaseMs?: number;
}

export async function runLogged(job: string, run: () => Promise<object | void>, { leaseMs = 300_000 }: RunOptions = {}): Promise<void> {
  const started = Date.now();
  try {
    const summary = leaseMs > 0 ? await withJobLease(job, leaseMs, run) : await run();
    if (summary === 'overlapping') logger.warn(`job ${job} skipped: a run is still going`, { job, overlapping: true });
    else logger.info(`job ${job} done`, { job, duration_ms: Date.now() - started, ...(summary ?? {}) });
  } catch (err) {
    logger.error(`job ${job} failed`, {
      job,
      duration_ms: Date.now() - started,
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
    throw err;
  }
}
