/**
 * eventsRetention, daily: deletes events older than config/events retention_days, oldest first,
 * in batches (a run cut short resumes on the next). A TTL policy on events.expire_at does the same
 * in production without the job (docs/data-model.md).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { getConfig } from '../platform/configCache';
import { isoTime } from '../platform/isoTime';
import { eventsCol } from './events.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes at most this many events per batch, and at most MAX_BATCHES batches per run. */
const BATCH = 400;
const MAX_BATCHES = 250;

export async function runEventsRetention(now = new Date()): Promise<{ deleted: number; cutoff: string }> {
  const { retention_days } = await getConfig('events');
  const cutoff = Timestamp.fromMillis(now.getTime() - retention_days * DAY_MS);
  let deleted = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const snap = await eventsCol()
      .where('created_at', '<', cutoff)
      .orderBy('created_at', 'asc')
      .limit(BATCH)
      .select()
      .get();
    if (snap.empty) break;
    const batch = db.batch();
    for (const doc of snap.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += snap.size;
    if (snap.size < BATCH) break;
  }
  return { deleted, cutoff: isoTime(cutoff) };
}
