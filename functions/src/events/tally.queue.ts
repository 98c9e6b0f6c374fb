/**
 * The minute tally: an analytics event is one write (events/{id}); its figures are counted a minute
 * at a time, off the request path, by the `eventsTally` task-queue function. The first event an
 * instance records in a UTC minute enqueues that minute's tally (task id: the minute, so Cloud Tasks
 * keeps one however many instances ask), due SETTLE_SECONDS after the minute ends.
 *
 * The task reads the minute's events in created_at order, a page at a time, and commits each page's
 * counts (counters.ts: one increment per type and page path, a sessions document per session) in
 * one batch with the minute's progress, eventStats/{day}/tallies/{HHMM} `{ after, counted, pages }`,
 * written on the condition that nobody moved it meanwhile. A task delivered twice, or a page
 * committed by another run, therefore counts nothing twice; a crashed run leaves the progress where
 * its last page put it. A busy minute continues in a new task every PAGES_PER_TASK pages.
 */
import { FieldPath, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../platform/firebase';
import { expiry } from '../platform/retention';
import { defineTaskQueue, taskId } from '../platform/tasks';
import { COLLECTIONS } from '../platform/paths';
import { addCount, addSession, dayRef, hash, pagePath, utcDay } from './counters';

const MINUTE_MS = 60_000;
/**
 * A minute is counted this long after it ends: past the API's 60 s request timeout, so no request
 * can still commit an event of that minute (an event committed after its minute's tally is not counted).
 */
export const SETTLE_SECONDS = 90;
/** Events read per page; a page commits fewer when their counters and sessions would pass a batch's 500 writes. */
const PAGE = 500;
const BATCH_WRITES = 500;
/** Pages per task before the minute continues in a new one (a task stays well within its timeout). */
const PAGES_PER_TASK = 10;

export interface TallyTask {
  /** The minute's start, ms since the epoch. */
  minute: number;
}

/** Cloud Tasks spreads named tasks by name: a hash first keeps minute after minute off one range. */
const tallyTaskId = (minute: number, ...rest: number[]) => taskId(hash(String(minute), 8), 'tally', minute, ...rest);

/** Minutes this instance has enqueued (Cloud Tasks refuses the others' duplicates). */
const enqueued = new Set<number>();

/** After an event is stored: makes sure its minute will be counted. */
export async function scheduleTally(at: Date): Promise<void> {
  const minute = Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS;
  if (enqueued.has(minute)) return;
  if (enqueued.size > 1_000) enqueued.clear();
  enqueued.add(minute);
  const delaySeconds = Math.max(0, (minute + MINUTE_MS - Date.now()) / 1000 + SETTLE_SECONDS);
  try {
    await eventsTallyQueue.enqueue({ minute }, { id: tallyTaskId(minute), delaySeconds });
  } catch (err) {
    // The event is stored: the next one of the minute tries again rather than failing this call.
    enqueued.delete(minute);
    logger.error('events: could not enqueue the minute tally', { minute: new Date(minute).toISOString(), err });
  }
}

const progressRef = (minute: number) => {
  const start = new Date(minute);
  return dayRef(utcDay(start)).collection('tallies').doc(start.toISOString().slice(11, 16).replace(':', ''));
};

/** A write refused because another run moved the progress first (FAILED_PRECONDITION, ALREADY_EXISTS). */
const lostRace = (err: unknown) => [9, 6].includes((err as { code?: number }).code ?? -1);

/** Counts the next page of the minute's events; false when none was left. */
async function tallyPage(minute: number): Promise<boolean> {
  const ref = progressRef(minute);
  const progress: DocumentSnapshot = await ref.get();
  let query = db
    .collection(COLLECTIONS.events)
    .where('created_at', '>=', Timestamp.fromMillis(minute))
    .where('created_at', '<', Timestamp.fromMillis(minute + MINUTE_MS))
    .orderBy('created_at')
    .orderBy(FieldPath.documentId());
  const after = progress.get('after') as { at: Timestamp; id: string } | undefined;
  if (after) query = query.startAfter(after.at, after.id);
  const page = await query.select('event_type', 'session_id', 'page_url', 'created_at').limit(PAGE).get();
  if (page.empty) return false;

  const day = utcDay(new Date(minute));
  const types = new Map<string, number>();
  const pages = new Map<string, number>();
  const sessions = new Set<string>();
  const add = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  // Events share types, pages and sessions: most pages count all 500; the progress is the 500th write.
  let taken = 0;
  for (const doc of page.docs) {
    const type = String(doc.get('event_type') ?? '');
    const path = pagePath((doc.get('page_url') as string | null | undefined) ?? null);
    const session = String(doc.get('session_id') ?? '');
    const adds = Number(!types.has(type)) + Number(!!path && !pages.has(path)) + Number(!sessions.has(session));
    if (types.size + pages.size + sessions.size + adds + 1 > BATCH_WRITES) break;
    add(types, type);
    if (path) add(pages, path);
    sessions.add(session);
    taken++;
  }
  const batch = db.batch();
  for (const [type, n] of types) addCount(batch, day, 'type', type, n);
  for (const [path, n] of pages) addCount(batch, day, 'page', path, n);
  for (const session of sessions) addSession(batch, day, session);
  const last = page.docs[taken - 1]!;
  const moved = {
    minute: new Date(minute).toISOString(),
    after: { at: last.get('created_at') as Timestamp, id: last.id },
    counted: ((progress.get('counted') as number | undefined) ?? 0) + taken,
    pages: ((progress.get('pages') as number | undefined) ?? 0) + 1,
    ...expiry('tallies', new Date(minute)),
  };
  if (progress.exists) batch.update(ref, moved, { lastUpdateTime: progress.updateTime! });
  else batch.create(ref, moved);
  try {
    await batch.commit();
  } catch (err) {
    if (!lostRace(err)) throw err;
    // Another run counted this page: carry on from where it left the progress.
    return true;
  }
  return taken < page.size || page.size === PAGE;
}

/** The task: counts the minute's events not counted yet. */
export async function tallyMinute({ minute }: TallyTask): Promise<void> {
  for (let i = 0; i < PAGES_PER_TASK; i++) if (!(await tallyPage(minute))) return;
  const counted = ((await progressRef(minute).get()).get('counted') as number | undefined) ?? 0;
  await eventsTallyQueue.enqueue({ minute }, { id: tallyTaskId(minute, counted) });
}

export const eventsTallyQueue = defineTaskQueue<TallyTask>('eventsTally', tallyMinute);
