/**
 * Runs a scheduled job's handler and logs its summary as one structured line (`job`, `duration_ms`
 * and the handler's own figures: confirmed, failed, reminded, ...), or its failure as an error,
 * so every run shows in Cloud Logging and alerts can count failures (docs/operations.md).
 */
import { logger } from 'firebase-functions';

export async function runLogged(job: string, run: () => Promise<object | void>): Promise<void> {
  const started = Date.now();
  try {
    const summary = (await run()) ?? {};
    logger.info(`job ${job} done`, { job, duration_ms: Date.now() - started, ...summary });
  } catch (err) {
    logger.error(`job ${job} failed`, {
      job,
      duration_ms: Date.now() - started,
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
    throw err;
  }
}
