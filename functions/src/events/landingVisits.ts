/**
 * Landing visits (POST /service/ping-main-page), counted per instance and written in bulk: each API
 * instance adds up its visits in memory and writes them at most once per FLUSH_MS, as one increment
 * of a random shard of the day's 'visit' counter. Writes therefore follow the number of instances,
 * not the traffic: at `maxInstances` 100, at most 10 a second, under 1 a second per shard
 * (docs/operations.md "Hot spots"). Nothing about the visitor is kept, in memory or stored.
 *
 * The visits an instance holds when it stops before its next write (at most FLUSH_MS of its
 * traffic) are lost: the figure is a visit count, not a ledger.
 */
import { logger } from 'firebase-functions';
import { db } from '../platform/firebase';
import { addCount, utcDay } from './counters';

/** An instance writes its visits at most this often. */
export const FLUSH_MS = 10_000;
/** Documents the visit counter is spread over. */
const SHARDS = 16;

const held = new Map<string, number>();
let flushedAt = 0;
let timer: NodeJS.Timeout | null = null;

/** Writes the visits this instance holds (tests call it to see their visits counted at once). */
export async function flushLandingVisits(): Promise<void> {
  flushedAt = Date.now();
  if (timer) clearTimeout(timer);
  timer = null;
  if (!held.size) return;
  const visits = [...held];
  held.clear();
  const batch = db.batch();
  for (const [day, n] of visits) addCount(batch, day, 'visit', 'landing', n, Math.floor(Math.random() * SHARDS));
  try {
    await batch.commit();
  } catch (err) {
    // Kept for the next write.
    for (const [day, n] of visits) held.set(day, (held.get(day) ?? 0) + n);
    throw err;
  }
}

const flushInBackground = () => flushLandingVisits().catch((err) => logger.error('events: landing visits not written', err));

/** One landing visit on the day of `at`: written now when the last write is FLUSH_MS old, else soon. */
export async function countLandingVisit(at = new Date()): Promise<void> {
  const day = utcDay(at);
  held.set(day, (held.get(day) ?? 0) + 1);
  if (Date.now() - flushedAt >= FLUSH_MS) return flushLandingVisits();
  timer ??= setTimeout(flushInBackground, FLUSH_MS - (Date.now() - flushedAt)).unref();
}

// Deployed (Cloud Run sets K_SERVICE), a stopping instance gets SIGTERM and 10 s before SIGKILL:
// enough to write what it holds. Not elsewhere: a listener would keep SIGTERM from ending the process.
if (process.env.K_SERVICE) process.once('SIGTERM', () => void flushInBackground());
