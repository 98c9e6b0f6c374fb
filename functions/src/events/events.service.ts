/**
 * Analytics events (SPEC §3, §7). Only the allow-listed fields are stored, every URL in them
 * without credentials (core sanitizeUrl/sanitizeEventData), whatever the client sent.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { sanitizeEventData, sanitizeUrl, type EventBody } from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { COLLECTIONS } from '../platform/paths';

export async function recordEvent(body: EventBody, uid: string | null): Promise<{ id: string }> {
  const ref = await db.collection(COLLECTIONS.events).add({
    event_type: body.event_type,
    event_data: sanitizeEventData(body.event_data),
    session_id: body.session_id,
    page_url: body.page_url === undefined ? null : sanitizeUrl(body.page_url),
    uid,
    created_at: Timestamp.now(),
  });
  return { id: ref.id };
}
