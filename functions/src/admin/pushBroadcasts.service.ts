/**
 * Staff push broadcasts (docs/api.md "Staff push broadcasts"): a message to everyone, a segment
 * (country, active in the last N days), one member, or as a test only to the sender's own devices.
 *
 * pushBroadcasts/{request_id} is created once, in the transaction that audits the send; a retry
 * with the same id answers the stored result and sends nothing (the same id with another message
 * is a 409). The recipients are then read in pages of ids, one outbox entry is queued per member
 * (key `broadcast:{id}:{uid}`, so a resumed send writes the same entries) and delivered through
 * platform/push's deliverPush, which sends each entry at most once.
 */
import { Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import type { PushAudience, PushBroadcast, PushBroadcastBody, PushBroadcastResult, PushMessage } from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { auditInTransaction } from '../platform/audit';
import { HttpError, notFound } from '../platform/errors';
import { isoTime } from '../platform/isoTime';
import { COLLECTIONS, userRef, usersCol } from '../platform/paths';
import { deliverPush, queuePushInTransaction } from '../platform/push';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Members read per page (ids only). */
const PAGE = 300;
/** Outbox writes per batch (Firestore takes up to 500 writes in one). */
const QUEUE_BATCH = 300;
/** Deliveries in flight at once. */
const CONCURRENCY = 20;
/** The newest broadcasts GET lists. */
const LIST_MAX = 20;
/** A retry waits this long for a send still in progress before answering 409. */
const WAIT_MS = 25_000;
const POLL_MS = 250;
/** A send unfinished after this long crashed: a retry resumes it (queuing and delivery are idempotent). */
const STALE_MS = 10 * 60 * 1000;

const broadcastsCol = () => db.collection(COLLECTIONS.pushBroadcasts);

/** The audit target naming who a broadcast is for. */
export function audienceTarget(audience: PushAudience): string {
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

const resultOf = (snap: DocumentSnapshot): PushBroadcastResult => ({
  id: snap.id,
  recipients: Number(snap.get('recipients') ?? 0),
  delivered: Number(snap.get('delivered') ?? 0),
  test: snap.get('test') === true,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function sendBroadcast(body: PushBroadcastBody, staffUid: string): Promise<PushBroadcastResult> {
  const ref = broadcastsCol().doc(body.request_id);
  const print = fingerprint(body);
  if (body.audience.kind === 'member') {
    const member = await userRef(body.audience.uid).get();
    if (!member.exists) throw notFound(`No member with id ${body.audience.uid}`, 'push/member-not-found');
  }

  const created = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists) {
      if (snap.get('fingerprint') !== print)
        throw new HttpError(409, 'push/request-id-reused', 'This request id was already used for another message', 'request_id');
      return false;
    }
    tx.create(ref, {
      message: body.message,
      audience: body.audience,
      test: body.test,
      fingerprint: print,
      sent_by: staffUid,
      recipients: 0,
      delivered: 0,
      created_at: Timestamp.now(),
      finished_at: null,
    });
    auditInTransaction(tx, {
      actor: staffUid,
      action: body.test ? 'push.test' : 'push.broadcast',
      target: audienceTarget(body.audience),
      before: null,
      after: { request_id: body.request_id, message: body.message, audience: body.audience, test: body.test },
    });
    return true;
  });
  if (created) return send(ref.id, body.message, body.test ? { kind: 'member', uid: staffUid } : body.audience, body.test);
  return settled(ref.id);
}

/** A retry's answer: the stored result once the first request has finished. */
async function settled(id: string): Promise<PushBroadcastResult> {
  const ref = broadcastsCol().doc(id);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const snap = await ref.get();
    if (snap.get('finished_at')) return resultOf(snap);
    const started = snap.get('created_at') as Timestamp | undefined;
    if (started && Date.now() - started.toMillis() > STALE_MS) {
      const test = snap.get('test') === true;
      const audience = test ? { kind: 'member' as const, uid: String(snap.get('sent_by')) } : (snap.get('audience') as PushAudience);
      return send(id, snap.get('message') as PushMessage, audience, test);
    }
    if (Date.now() > deadline) throw new HttpError(409, 'push/broadcast-in-progress', 'This broadcast is still being sent; try again in a minute');
    await sleep(POLL_MS);
  }
}

/** The members' query of an audience (a member is read directly). */
function audienceQuery(audience: Exclude<PushAudience, { kind: 'member' }>): Query {
  switch (audience.kind) {
    case 'everyone':
      return usersCol().orderBy('__name__').select();
    case 'country':
      return usersCol().where('login.locationCountry', '==', audience.country).orderBy('__name__').select();
    case 'active': {
      const since = Timestamp.fromMillis(Date.now() - audience.days * DAY_MS);
      // The cursor needs the ordered field, so it is the one field read.
      return usersCol().where('last_sign_in_at', '>=', since).orderBy('last_sign_in_at').orderBy('__name__').select('last_sign_in_at');
    }
  }
}

/** The audience's member ids, a page at a time. */
async function* recipientPages(audience: PushAudience): AsyncGenerator<string[]> {
  if (audience.kind === 'member') {
    yield [audience.uid];
    return;
  }
  const query = audienceQuery(audience);
  let last: DocumentSnapshot | null = null;
  for (;;) {
    const snap = await (last ? query.startAfter(last) : query).limit(PAGE).get();
    if (snap.empty) return;
    yield snap.docs.map((d) => d.id);
    if (snap.size < PAGE) return;
    last = snap.docs[snap.size - 1]!;
  }
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

async function send(id: string, message: PushMessage, audience: PushAudience, test: boolean): Promise<PushBroadcastResult> {
  let recipients = 0;
  let delivered = 0;
  for await (const uids of recipientPages(audience)) {
    recipients += uids.length;
    const keys = uids.map((uid) => ({ uid, key: `broadcast:${id}:${uid}` }));
    for (let i = 0; i < keys.length; i += QUEUE_BATCH) {
      const batch = db.batch();
      for (const { uid, key } of keys.slice(i, i + QUEUE_BATCH)) queuePushInTransaction(batch, uid, key, message, { byCaller: true });
      await batch.commit();
    }
    await eachLimited(keys, CONCURRENCY, async ({ key }) => {
      // Awaited first: `delivered += await ...` would read `delivered` before the wait and lose other lanes' counts.
      const sent = (await deliverPush(key))?.delivered ?? 0;
      delivered += sent;
    });
  }
  await broadcastsCol().doc(id).update({ recipients, delivered, finished_at: Timestamp.now() });
  return { id, recipients, delivered, test };
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
