/**
 * Analytics events (docs/api.md "Analytics"). Only the allow-listed fields are stored, every URL in them
 * without credentials (core sanitizeUrl/sanitizeEventData), whatever the client sent. An event is one
 * write: the day's figures are counted from the stored events by the minute tally (tally.queue.ts),
 * off the request path. Each event carries `expire_at` (created_at + the retention of config/events)
 * for a Firestore TTL policy.
 */
import { Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import {
  sanitizeEventData,
  sanitizeUrl,
  type AdminEvent,
  type AdminEventsPage,
  type EventBody,
  type EventsQuery,
} from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { getConfig } from '../platform/configCache';
import { badRequest } from '../platform/errors';
import { isoTime } from '../platform/isoTime';
import { COLLECTIONS } from '../platform/paths';
import { scheduleTally } from './tally.queue';

const DAY_MS = 24 * 60 * 60 * 1000;
export const eventsCol = () => db.collection(COLLECTIONS.events);

export async function recordEvent(body: EventBody, uid: string | null, now = new Date()): Promise<{ id: string }> {
  const { retention_days } = await getConfig('events');
  const ref = eventsCol().doc();
  const page_url = body.page_url === undefined ? null : sanitizeUrl(body.page_url);
  await ref.create({
    event_type: body.event_type,
    event_data: sanitizeEventData(body.event_data),
    session_id: body.session_id,
    page_url,
    uid,
    created_at: Timestamp.fromDate(now),
    expire_at: Timestamp.fromMillis(now.getTime() + retention_days * DAY_MS),
  });
  await scheduleTally(now);
  return { id: ref.id };
}

function toAdminEvent(doc: DocumentSnapshot): AdminEvent {
  return {
    id: doc.id,
    event_type: String(doc.get('event_type') ?? ''),
    event_data: (doc.get('event_data') as Record<string, unknown> | undefined) ?? {},
    session_id: String(doc.get('session_id') ?? ''),
    page_url: (doc.get('page_url') as string | null | undefined) ?? null,
    uid: (doc.get('uid') as string | null | undefined) ?? null,
    created_at: isoTime(doc.get('created_at')) ?? '',
  };
}

/**
 * GET /events: newest first, in cursor pages. Equality filters on event_type, uid and session_id
 * (each combination has an index with created_at desc in firestore.indexes.json) and a range of
 * UTC days on created_at.
 */
export async function listEvents(query: EventsQuery): Promise<AdminEventsPage> {
  let q: Query = eventsCol();
  if (query.event_type) q = q.where('event_type', '==', query.event_type);
  if (query.uid) q = q.where('uid', '==', query.uid);
  if (query.session_id) q = q.where('session_id', '==', query.session_id);
  if (query.from) q = q.where('created_at', '>=', Timestamp.fromMillis(Date.parse(`${query.from}T00:00:00Z`)));
  if (query.to) q = q.where('created_at', '<', Timestamp.fromMillis(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS));
  q = q.orderBy('created_at', 'desc').orderBy('__name__', 'desc');
  if (query.cursor) {
    const last = await eventsCol().doc(query.cursor).get();
    if (!last.exists) throw badRequest('cursor: unknown cursor', 'cursor');
    q = q.startAfter(last);
  }
  const snap = await q.limit(query.limit + 1).get();
  const docs = snap.docs.slice(0, query.limit);
  return { items: docs.map(toAdminEvent), nextCursor: snap.size > query.limit ? docs[docs.length - 1]!.id : null };
}
