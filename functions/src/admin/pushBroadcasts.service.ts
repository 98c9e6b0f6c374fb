/**
 * Staff push broadcasts (docs/api.md "Staff push broadcasts"): a message to everyone, a segment
 * (country, active in the last N days), one member, or as a test only to the sender's own devices.
 *
 * POST creates pushBroadcasts/{request_id} (status 'sending') in the transaction that audits it,
 * enqueues the first page task and answers at once: the sending runs off the request, a page of
 * recipients per task (pushBroadcastPages). A page reads its ids from the cursor stored on the
 * broadcast, queues one outbox entry per member (key `broadcast:{id}:{uid}`: a page run twice
 * writes the same entries, and deliverPush sends each at most once), delivers them, records its
 * progress (pages_done, recipients, delivered, cursor) only if no run of it did, then enqueues the
 * next page under the id `broadcast-{id}-{page}`, so a retried page enqueues it once. The last page
 * marks the broadcast 'sent'. A retry of POST answers the stored state (the same id with another
 * message is a 409) and re-enqueues the page it stands at, which resumes a send whose enqueue was lost.
 */
import { FieldPath, FieldValue, Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type {
  PushAudience,
  PushBroadcast,
  PushBroadcastBody,
  PushBroadcastResult,
  PushBroadcastStatus,
  PushMessage,
} from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { auditInTransaction } from '../platform/audit';
import { HttpError, notFound } from '../platform/errors';
import { isoTime } from '../platform/isoTime';
import { COLLECTIONS, pushOutboxRef, userRef, usersCol } from '../platform/paths';
import { deliverPush, outboxId, queuePushInTransaction } from '../platform/push';
import { defineTaskQueue, taskId } from '../platform/tasks';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Members per page task (ids only); one batch of outbox writes (Firestore takes up to 500). Tests lower it. */
export const BROADCAST_PAGING = { size: 300 };
/** Deliveries in flight at once within a page. */
const CONCURRENCY = 20;
/** The newest broadcasts GET lists. */
const LIST_MAX = 20;

const broadcastsCol = () => db.collection(COLLECTIONS.pushBroadcasts);

/** One page of a broadcast: the page number; where it starts is stored on the broadcast. */
export interface BroadcastPageTask {
  id: string;
  page: number;
}

/** Where the next page starts: the last member read (and, for 'active', their sign-in time, the first ordered field). */
interface PageCursor {
  uid: string;
  at: Timestamp | null;
}

export const pushBroadcastPages = defineTaskQueue<BroadcastPageTask>('pushBroadcastPages', (task) => sendBroadcastPage(task));

/** The page task's id: a retried page, or a retried POST, enqueues a page once. */
const enqueuePage = (id: string, page: number) => pushBroadcastPages.enqueue({ id, page }, { id: taskId('broadcast', id, page) });

/** The audit target naming who a broadcast is for. */
function audienceTarget(audience: PushAudience): string {
  switch (audience.kind) {
    case 'everyone':
      return 'push/everyone';
    case 'country':
      return `push/country/${audience.country}`;
    case 'active':
      return `push/active/${audience.days}`;
    case 'member':
      return `users/${audience.uid}`;
  }
}

/** What makes two requests "the same send": compared as canonical JSON. */
const fingerprint = (body: Pick<PushBroadcastBody, 'message' | 'audience' | 'test'>) =>
  JSON.stringify({
    message: {
      title: body.message.title,
      body: body.message.body,
      url: body.message.url,
      icon: body.message.icon ?? null,
      actions: body.message.actions.map((a) => ({ action: a.action, title: a.title })),
    },
    audience: Object.fromEntries(Object.entries(body.audience).sort(([a], [b]) => a.localeCompare(b))),
    test: body.test,
  });

/** Broadcasts sent before paging have no status: finished ones are sent. */
const statusOf = (snap: DocumentSnapshot): PushBroadcastStatus =>
  (snap.get('status') as PushBroadcastStatus | undefined) ?? (snap.get('finished_at') ? 'sent' : 'sending');

const resultOf = (snap: DocumentSnapshot): PushBroadcastResult => ({
  id: snap.id,
  status: statusOf(snap),
  pages_done: Number(snap.get('pages_done') ?? 0),
  recipients: Number(snap.get('recipients') ?? 0),
  delivered: Number(snap.get('delivered') ?? 0),
  test: snap.get('test') === true,
});

export async function sendBroadcast(body: PushBroadcastBody, staffUid: string): Promise<PushBroadcastResult> {
  const ref = broadcastsCol().doc(body.request_id);
  const print = fingerprint(body);
  if (body.audience.kind === 'member') {
    const member = await userRef(body.audience.uid).get();
    if (!member.exists) throw notFound(`No member with id ${body.audience.uid}`, 'push/member-not-found');
  }

  const stored = await db.runTransaction(async (tx): Promise<PushBroadcastResult> => {
    const snap = await tx.get(ref);
    if (snap.exists) {
      if (snap.get('fingerprint') !== print)
        throw new HttpError(409, 'push/request-id-reused', 'This request id was already used for another message', 'request_id');
      return resultOf(snap);
    }
    const now = Timestamp.now();
    tx.create(ref, {
      message: body.message,
      audience: body.audience,
      test: body.test,
      fingerprint: print,
      sent_by: staffUid,
      status: 'sending',
      pages_done: 0,
      cursor: null,
      // 'active' is fixed when sent, so every page reads the same segment.
      since: body.audience.kind === 'active' ? Timestamp.fromMillis(now.toMillis() - body.audience.days * DAY_MS) : null,
      recipients: 0,
      delivered: 0,
      created_at: now,
      finished_at: null,
    });
    auditInTransaction(tx, {
      actor: staffUid,
      action: body.test ? 'push.test' : 'push.broadcast',
      target: audienceTarget(body.audience),
      before: null,
      after: { request_id: body.request_id, message: body.message, audience: body.audience, test: body.test },
    });
    return { id: ref.id, status: 'sending', pages_done: 0, recipients: 0, delivered: 0, test: body.test };
  });
  if (stored.status === 'sending') await enqueuePage(ref.id, stored.pages_done);
  return stored;
}

/** Who the broadcast goes to: a test goes to its sender only. */
const audienceOf = (snap: DocumentSnapshot): PushAudience =>
  snap.get('test') === true ? { kind: 'member', uid: String(snap.get('sent_by')) } : (snap.get('audience') as PushAudience);

/** The members' query of an audience, ordered so a page's last member is the next page's cursor. */
function audienceQuery(audience: Exclude<PushAudience, { kind: 'member' }>, since: Timestamp | null): Query {
  switch (audience.kind) {
    case 'everyone':
      return usersCol().orderBy(FieldPath.documentId()).select();
    case 'country':
      return usersCol().where('login.locationCountry', '==', audience.country).orderBy(FieldPath.documentId()).select();
    case 'active':
      // The cursor needs the ordered field, so it is the one field read.
      return usersCol()
        .where('last_sign_in_at', '>=', since ?? Timestamp.fromMillis(Date.now() - audience.days * DAY_MS))
        .orderBy('last_sign_in_at')
        .orderBy(FieldPath.documentId())
        .select('last_sign_in_at');
  }
}

/** One page of the broadcast's members after `cursor`, and the cursor of the page after (null: this is the last). */
async function recipientPage(snap: DocumentSnapshot, cursor: PageCursor | null): Promise<{ uids: string[]; next: PageCursor | null }> {
  const audience = audienceOf(snap);
  if (audience.kind === 'member') return { uids: [audience.uid], next: null };
  const size = BROADCAST_PAGING.size;
  let query = audienceQuery(audience, (snap.get('since') as Timestamp | null) ?? null);
  if (cursor) query = audience.kind === 'active' ? query.startAfter(cursor.at, cursor.uid) : query.startAfter(cursor.uid);
  const page = await query.limit(size).get();
  const last = page.docs[page.size - 1];
  const next = page.size === size && last ? { uid: last.id, at: audience.kind === 'active' ? (last.get('last_sign_in_at') as Timestamp) : null } : null;
  return { uids: page.docs.map((d) => d.id), next };
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** Queues and delivers the page's pushes; what FCM took, counting those an earlier run of the page delivered. */
async function pushToPage(id: string, message: PushMessage, uids: string[]): Promise<number> {
  const keys = uids.map((uid) => ({ uid, key: `broadcast:${id}:${uid}` }));
  const batch = db.batch();
  for (const { uid, key } of keys) queuePushInTransaction(batch, uid, key, message, { byCaller: true });
  await batch.commit();
  let delivered = 0;
  const claimedBefore: string[] = [];
  await eachLimited(keys, CONCURRENCY, async ({ key }) => {
    const sent = await deliverPush(key);
    if (sent) delivered += sent.delivered;
    else claimedBefore.push(key);
  });
  // A rerun of the page sends nothing again: what the first run delivered is on the outbox entries.
  if (claimedBefore.length) {
    const entries = await db.getAll(...claimedBefore.map((key) => pushOutboxRef(outboxId(key))), { fieldMask: ['delivered'] });
    for (const entry of entries) delivered += Number(entry.get('delivered') ?? 0);
  }
  return delivered;
}

/** One page task: see the header. Safe to run twice, even at once. */
export async function sendBroadcastPage({ id, page }: BroadcastPageTask): Promise<void> {
  const ref = broadcastsCol().doc(id);
  const snap = await ref.get();
  if (!snap.exists || statusOf(snap) === 'sent') return;
  const done = Number(snap.get('pages_done') ?? 0);
  if (done !== page) {
    // A rerun of a recorded page: its run may have stopped before enqueueing the next one.
    if (done === page + 1) await enqueuePage(id, done);
    else if (done < page) logger.warn(`push broadcast ${id}: page ${page} came before page ${done} was done`);
    return;
  }
  const { uids, next } = await recipientPage(snap, (snap.get('cursor') as PageCursor | null) ?? null);
  const delivered = uids.length ? await pushToPage(id, snap.get('message') as PushMessage, uids) : 0;
  const recorded = await db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (Number(current.get('pages_done') ?? 0) !== page) return false;
    tx.update(ref, {
      pages_done: page + 1,
      cursor: next,
      recipients: FieldValue.increment(uids.length),
      delivered: FieldValue.increment(delivered),
      ...(next ? {} : { status: 'sent', finished_at: Timestamp.now() }),
    });
    return true;
  });
  logger.info(`push broadcast ${id}: page ${page}`, { broadcast: id, page, recipients: uids.length, delivered, recorded, last: !next });
  if (recorded && next) await enqueuePage(id, page + 1);
}

/** The newest broadcasts, with the senders' e-mails from one batched read. */
export async function listBroadcasts(): Promise<PushBroadcast[]> {
  const snap = await broadcastsCol().orderBy('created_at', 'desc').limit(LIST_MAX).get();
  const senders = [...new Set(snap.docs.map((d) => String(d.get('sent_by') ?? '')).filter(Boolean))];
  const emails = new Map<string, string | null>();
  if (senders.length) {
    const users = await db.getAll(...senders.map(userRef), { fieldMask: ['email'] });
    for (const u of users) emails.set(u.id, u.exists ? ((u.get('email') as string | undefined) ?? null) : null);
  }
  return snap.docs.map((d) => {
    const sentBy = String(d.get('sent_by') ?? '');
    return {
      ...resultOf(d),
      message: d.get('message') as PushMessage,
      audience: d.get('audience') as PushAudience,
      sent_by: sentBy,
      sent_by_email: emails.get(sentBy) ?? null,
      created_at: isoTime(d.get('created_at')) ?? '',
    };
  });
}
